import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport

/// The GTK application: the app's actions and accelerators, and the main window. Every other window is made and
/// kept by `WindowRegistry` (only while its widget lives: destroying a window lets it go, with its observers), what
/// is told on the desktop by `AppNotifications`; widgets reach them all through the app's actions.
@MainActor
public final class BoxOfficeApplication {
    let gtk: Application
    private let applicationID: String
    private let flags: GApplicationFlags
    /// The GtkApplication (windows and the app's actions take it).
    public var application: UnsafeMutablePointer<GtkApplication> { gtk.pointer }
    public let model: AppModel
    /// The printer and paper chosen in this session, for every window that prints.
    var printSetup: PrintSetup { windows.printSetup }
    private(set) var mainWindow: MainWindow?
    /// Every other window that exists once, or once per film, person or company, made there.
    let windows: WindowRegistry
    var details: [String: FilmWindow] { windows.films }
    /// A closed film window's widgets, hidden, for the next film (see `DetailWindowShell`).
    var spareShell: DetailWindowShell? { windows.spare.shell }
    var preferences: PreferencesWindow? { windows[.preferences] }
    var fillWindow: FillHistoryWindow? { windows[.fill] }
    var followingWindow: FollowingWindow? { windows[.following] }
    var comingWindow: ComingWindow? { windows[.coming] }
    var searchWindow: SearchWindow? { windows[.search] }
    /// Person and company windows by "person:CODE" / "company:CODE": opening one again raises it.
    var subjects: [String: FilmographyWindow] { windows.subjects }
    /// What the command line asked to open once the window is up (`--film`, `--search`).
    private var pendingRequest: LaunchRequest?
    /// Films, weekends and searches other programs open: as fast as a person, no faster.
    lazy var remoteOpens = model.remoteOpenLimit()
    /// How many were refused (tests read it).
    var refusedRemoteOpens = 0
    /// Followed films' events and an ended fill, told on the desktop.
    let notifications: AppNotifications

    /// Tests pass their own id: one D-Bus connection cannot export two applications at the same path.
    public init(model: AppModel, applicationID: String = AppModel.applicationID, unique: Bool = true) {
        self.model = model
        let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        self.applicationID = applicationID
        self.flags = flags
        gtk = Application(id: applicationID, flags: flags)
        notifications = AppNotifications(model: model, application: gtk)
        windows = WindowRegistry(model: model, application: gtk.pointer)
        // Before GTK's own startup looks for gtk/help-overlay.ui, whatever the id (tests pass their own), under
        // the app's own path; the menus and the templates come from there too.
        Resources.register()
        g_application_set_resource_base_path(gtk.gApplication, Resources.prefix)
        DesktopNotification.nameTheApplication()
        ShortcutKeyLabels.follow(gtk.pointer)
        gtk.on("startup") { [weak self] in self?.startup() }
        gtk.on("activate") { [weak self] in self?.activate() }
        gtk.on("shutdown") { [weak self] in self?.windows.spare.drop() }
    }

    /// Runs the GLib main loop until the last window closes. With a request or a day: if BoxOffice is already
    /// running it gets them as app actions over D-Bus (the day first, then the film or the search) and this process
    /// ends; otherwise the request is opened once the window is up (which opened on `day` already).
    public func run(arguments: [String], request: LaunchRequest? = nil, day: Day? = nil) -> Int32 {
        if request != nil || day != nil {
            if let running = RunningInstance(id: applicationID, flags: flags) {
                if let day { running.activateAction(AppAction.showDay.name, day.compact) }
                if let request { running.activateAction(request.action.name, request.value) }
                return 0
            }
            // Another BoxOffice may have started in between: the GtkApplication hands them over then.
            if gtk.register(), gtk.isRemote {
                if let day { gtk.activateAction(AppAction.showDay.name, day.compact) }
                if let request { gtk.activateAction(request.action.name, request.value) }
                return 0
            }
            pendingRequest = request
        }
        return gtk.run(arguments: arguments)
    }

    private func startup() {
        StartupTrace.mark("GTK started")
        if let icons = model.iconDirectory, let display = gdk_display_get_default() {
            gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), icons)
        }
        Actions.install(AppAction.self, on: application) { [weak self] action, parameter in
            self?.handle(action, parameter)
        }
        StyleVariant.install(on: application, settings: model.settings.persistent)
        Actions.installAccelerators(application)
    }

    /// Every app action's handler.
    private func handle(_ action: AppAction, _ parameter: ActionParameter) {
        switch action {
        case .quit: quit()
        case .preferences: windows.openPreferences()
        case .fillHistory:
            openMainWindowFirst()
            windows.openFillHistory()
        case .search: windows.openSearch()
        case .following: windows.openFollowing()
        case .coming: windows.openComing()
        case .about: windows.openAbout()
        case .help: openHelp()
        case .openFilm, .openChartRow, .openPerson, .openCompany, .searchFilms, .searchPeople, .showWeekend, .showDay,
            .tell:
            if let text = parameter.text { handleTaking(action, text) }
        case .styleVariant: break  // the setting's own action (`StyleVariant.install`)
        }
    }

    /// Opens (or raises) the main window and loads the chart.
    public func activate() {
        if let existing = mainWindow {
            existing.toplevel.present()
            return
        }
        StartupTrace.mark("activate")
        let window = MainWindow(application: application, app: model, printSetup: printSetup)
        StartupTrace.mark("main window built")
        mainWindow = window
        windows.main = window
        Lifetime.onDestroy(window.window) { [weak self] in
            self?.model.chart.stop()
            self?.model.following.stop()
            self?.mainWindow = nil
            self?.windows.main = nil
            self?.windows.spare.drop()
        }
        // The chart first, then the window: it is laid out once, with its rows, as it is first shown.
        model.chart.start()
        StartupTrace.mark("chart started")
        window.toplevel.present()
        StartupTrace.mark("presented")
        if let problem = model.keyFileProblem { window.toast(problem) }
        // `--film` and `--search`: the action a row or the desktop's search fires, from this process.
        if let request = pendingRequest {
            pendingRequest = nil
            g_action_group_activate_action(
                OpaquePointer(gtk.gApplication), request.action.name, g_variant_new_string(request.value))
        }
    }

    /// The main window when the app has no window at all (D-Bus started it for this action), else nothing: an
    /// open main window is not raised above the window the action opens, and one the user closed while keeping a
    /// film's window stays closed.
    func openMainWindowFirst() {
        if gtk_application_get_windows(application) == nil { activate() }
    }

    /// A film's window or the search, as the desktop's search asks.
    func open(_ request: LaunchRequest) {
        switch request {
        case .film(let code): windows.openFilm(code: code)
        case .search(let text): windows.openSearch(SearchText.query(text), kind: .films)
        }
    }

    /// F1 and the menu's Help: the user guide on behalf of the window in front (`HelpOpener`).
    func openHelp() {
        HelpOpener.open(parent: gtk_application_get_active_window(application), htmlIndex: model.helpHTMLIndex)
    }

    /// Ctrl+Q and the menu: while history fills, asks first (the fill goes on at the next start); the window's
    /// size is remembered here, since quitting closes no window.
    func quit() {
        guard let question = model.historyFill.quitQuestion else { return quitNow() }
        QuitWhileFilling.ask(
            heading: question.heading, body: question.body,
            parent: mainWindow?.window ?? gtk_application_get_active_window(application).map { widget($0) }
        ) { [weak self] in self?.quitNow() }
    }

    func quitNow() {
        mainWindow?.rememberSize()
        gtk.quit()
    }
}
