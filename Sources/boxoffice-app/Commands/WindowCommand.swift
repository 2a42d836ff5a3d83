import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import BoxOfficeUI
import BoxOfficeViewModels
import Foundation
import GLibSupport

/// `boxoffice [--date YYYY-MM-DD]`: the window.
struct WindowCommand: ParsableCommand {
    static let environmentHelp = tr(
        "Environment: BOXOFFICE_KOBIS_KEY, BOXOFFICE_KAKAO_KEY (without a KOBIS key the bundled sample is shown), BOXOFFICE_KOBIS_URL, BOXOFFICE_KAKAO_URL, BOXOFFICE_CACHE_DIR."
    )
    static let configuration = CommandConfiguration(
        commandName: "boxoffice",
        abstract: tr("The Korean box office (KOBIS) in a GNOME window."),
        discussion: TerminalCommands.list + "\n\n" + environmentHelp)

    @Option(help: .tr("Open the window on this day (YYYY-MM-DD); default: yesterday in Korea."))
    var date: String?

    @Flag(help: .tr("Use saved data and the sample only; no network."))
    var offline = false

    @Option(help: .tr("Also open this film's window (a KOBIS movie code); a running BoxOffice opens it instead."))
    var film: String?

    @Option(help: .tr("Also open the search with this text; a running BoxOffice opens it instead."))
    var search: String?

    func run() throws {
        var request: LaunchRequest?
        if let film {
            request = LaunchRequest.film(CodeArgument.check(film, kind: "movie", example: "20183782"))
        } else if let search {
            request = .search(text: search)
        }
        let status = Self.openWindow(day: try date.map(CommandSupport.parseDay), offline: offline, request: request)
        if status != 0 { throw ExitCode(status) }
    }

    /// What the D-Bus service file starts `boxoffice-app` with: GApplication's own option for a process D-Bus
    /// starts, which opens nothing until the desktop asks (`Activate`, or `ActivateAction` for a notification's click).
    static let serviceFlag = "--gapplication-service"

    /// The window: also called directly when `boxoffice` has no arguments, so a plain launch does not
    /// go through the argument parser (its code is pages and milliseconds before the first frame).
    static func openWindow(day: Day?, offline: Bool, request: LaunchRequest? = nil, asService: Bool = false) -> Int32 {
        // Called on the main thread; GTK lives there.
        MainActor.assumeIsolated { () -> Int32 in
            StartupTrace.mark("main")
            MainLoopBridge.install()
            let settings = AppSettings.forWindow(AppSettings(), stateFile: AppPaths().windowState)
            let services = AppServices.live(
                offline: offline, forWindow: true, budgetSetting: { settings.persistent })
            let model = AppModel(
                services: services, settings: settings, language: Translations.displayLanguage, initialDay: day)
            StartupTrace.mark("app model")
            let app = BoxOfficeApplication(model: model)
            app.exitAfterFirstFrame = AppPaths.setting("BOXOFFICE_EXIT_AFTER_FIRST_FRAME", in: nil) == "1"
            app.firstFrameScreenshot = AppPaths.setting("BOXOFFICE_FIRST_FRAME_PNG", in: nil)
            let program = CommandLine.arguments.first ?? "boxoffice"
            // The day goes to a running BoxOffice too (`app.show-day`), as the film and the search do.
            return app.run(arguments: asService ? [program, serviceFlag] : [program], request: request, day: day)
        }
    }
}
