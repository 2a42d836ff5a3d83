import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Ctrl+Q while history fills: says the fill goes on at the next start, and lets the user stay (the default,
/// and Escape) or quit.
@MainActor
enum QuitWhileFilling {
    static let cancel = "cancel"
    static let quit = "quit"

    /// Presents the question over `parent`; `onQuit` runs if the user quits.
    @discardableResult
    static func ask(
        heading: String, body: String, parent: Widget?, onQuit: @escaping @MainActor () -> Void
    ) -> Widget? {
        guard let dialog = adw_message_dialog_new(parent.map { cast($0) }, heading, body) else { return nil }
        let pointer: UnsafeMutablePointer<AdwMessageDialog> = cast(dialog)
        adw_message_dialog_add_response(pointer, cancel, tr("_Cancel"))
        adw_message_dialog_add_response(pointer, quit, tr("_Quit"))
        adw_message_dialog_set_default_response(pointer, cancel)
        adw_message_dialog_set_close_response(pointer, cancel)
        Signals.connect1(UnsafeMutableRawPointer(dialog), "response") { _, response in
            guard let response, String(cString: response.assumingMemoryBound(to: CChar.self)) == quit else { return }
            onQuit()
        }
        gtk_window_present(cast(dialog))
        return dialog
    }
}
