import CGtk
import Foundation

/// The launch benchmark's probe, the one place the shipped UI reads it: with `BOXOFFICE_EXIT_AFTER_FIRST_FRAME=1`
/// the app quits (`app.quit`) right after the first frame that shows the chart or a status page, having saved that
/// frame as a PNG at `BOXOFFICE_FIRST_FRAME_PNG` if given, so the benchmark can show that the app and its C mirror
/// drew the same screen (meson-helpers/benchmark-launch.sh). Without them it does nothing.
@MainActor
enum FirstFrameProbe {
    static let exitsAfterFirstFrame = variable("BOXOFFICE_EXIT_AFTER_FIRST_FRAME") == "1"
    static let screenshot = variable("BOXOFFICE_FIRST_FRAME_PNG")

    /// Read with getenv (ProcessInfo would copy the whole environment), trimmed; nil when unset or blank.
    private static func variable(_ name: String) -> String? {
        let value = getenv(name).map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
        return value?.isEmpty == false ? value : nil
    }

    /// Takes `window`'s first chart frame: whether the app is quitting for the benchmark (nothing else is to start).
    static func take(_ window: Widget) -> Bool {
        guard exitsAfterFirstFrame else { return false }
        if let screenshot { Screenshot.save(window, to: screenshot) }
        Actions.activate(window, AppAction.quit)
        return true
    }
}
