import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport

/// The GTK application: app-wide actions and accelerators, the main window, one detail window per film.
@MainActor
public final class BoxOfficeApplication {
    public let application: UnsafeMutablePointer<GtkApplication>
    public let model: AppModel
    private(set) var mainWindow: MainWindow?
    private(set) var details: [String: MovieDetailWindow] = [:]
    /// Quit right after the first frame that shows the chart (launch benchmark).
    var exitAfterFirstFrame = false

    /// Tests pass their own id: one D-Bus connection cannot export two applications at the same path.
    let keyFile: KeyFile

    public init(model: AppModel, applicationID: String = AppConfiguration.appID, unique: Bool = true,
                keyFile: KeyFile = .standard()) {
        self.model = model
        self.keyFile = keyFile
        let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        application = cast(adw_application_new(applicationID, flags)!)
        Signals.connect(application.raw, "startup") { [weak self] _ in self?.startup() }
        Signals.connect(application.raw, "activate") { [weak self] _ in self?.activate() }
    }

    isolated deinit { g_object_unref(application.raw) }

    /// Builds everything from the environment and runs the GLib main loop until the last window closes.
    public static func run(initialDay: Day?, offline: Bool, arguments: [String]) -> Int32 {
        StartupTrace.mark("main")
        MainLoopBridge.install()
        let language = DisplayLanguage.fromEnvironment()
        let model = AppModel(configuration: .fromEnvironment(), language: language, state: .standard(),
                             initialDay: initialDay, offline: offline)
        StartupTrace.mark("app model")
        let app = BoxOfficeApplication(model: model)
        app.exitAfterFirstFrame = ProcessInfo.processInfo.environment["BOXOFFICE_EXIT_AFTER_FIRST_FRAME"] == "1"
        return withCStrings(arguments) { argv in
            g_application_run(cast(app.application), Int32(arguments.count),
                              UnsafeMutablePointer(mutating: argv).withMemoryRebound(to: UnsafeMutablePointer<CChar>?.self,
                                                                                     capacity: arguments.count + 1) { $0 })
        }
    }

    private func startup() {
        StartupTrace.mark("GTK started")
        StyleSheet.install()
        Actions.add(application, "quit") { [weak self] in self?.quit() }
        Actions.add(application, "preferences") { [weak self] in self?.openPreferences() }
        Actions.add(application, "about") { [weak self] in AboutWindow.present(parent: self?.mainWindow?.window) }
        for shortcut in ShortcutsWindow.sections.flatMap(\.shortcuts) {
            if let action = shortcut.action { Actions.accelerators(application, action, shortcut.keys) }
        }
    }

    /// Opens (or raises) the main window and loads the chart.
    public func activate() {
        if let existing = mainWindow {
            gtk_window_present(cast(existing.window))
            return
        }
        StartupTrace.mark("activate")
        let window = MainWindow(application: application, app: model) { [weak self] row in self?.openMovie(row) }
        StartupTrace.mark("main window built")
        window.onFirstChartFrame = { [weak self] in
            StartupTrace.mark("first frame with the chart of \(self?.model.chart.day.iso ?? "?")")
            if self?.exitAfterFirstFrame == true { self?.quit() }
        }
        mainWindow = window
        gtk_window_present(cast(window.window))
        StartupTrace.mark("presented")
        if let problem = model.configuration.keyFileProblem { window.toast(problem.sentence) }
        model.chart.start()
    }

    /// One detail window per film; activating the same film again raises it.
    func openMovie(_ row: ChartRowModel) {
        if let open = details[row.movieCode] {
            open.present()
            return
        }
        let detail = MovieDetailWindow(model: model.detail(for: row), parent: mainWindow?.window)
        details[row.movieCode] = detail
        Signals.connectReturning(detail.window.raw, "close-request") { [weak self] _ in
            detail.model.close()
            self?.details[row.movieCode] = nil
            return false
        }
        detail.present()
    }

    private(set) var preferences: PreferencesWindow?

    func openPreferences() {
        if let open = preferences { open.present(); return }
        let window = PreferencesWindow(model: PreferencesViewModel(app: model, keyFile: keyFile), parent: mainWindow?.window)
        preferences = window
        Signals.connectReturning(window.window.raw, "close-request") { [weak self] _ in
            self?.preferences = nil
            return false
        }
        window.present()
    }

    func quit() { g_application_quit(cast(application)) }
}
