import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport

/// The GTK application: app-wide actions and accelerators, the main window, one detail window per film.
/// Each window's Swift object is kept here only while its widget lives: destroying a window (closing it,
/// or `gtk_window_destroy`) lets it go, with its observers.
@MainActor
public final class BoxOfficeApplication {
    let gtk: Application
    private let applicationID: String
    private let flags: GApplicationFlags
    /// The GtkApplication (windows and the app's actions take it).
    public var application: UnsafeMutablePointer<GtkApplication> { gtk.pointer }
    public let model: AppModel
    /// The printer and paper chosen in this session, for every window that prints.
    let printSetup = PrintSetup()
    private(set) var mainWindow: MainWindow?
    /// Every other window that exists once, or once per film, person or company.
    let windows = WindowRegistry()
    var details: [String: FilmWindow] { windows.films }
    /// A closed film window's widgets, hidden, for the next film (see `DetailWindowShell`).
    private(set) var spareShell: DetailWindowShell?
    var preferences: PreferencesWindow? { windows[.preferences] }
    var fillWindow: FillHistoryWindow? { windows[.fill] }
    var followingWindow: FollowingWindow? { windows[.following] }
    var comingWindow: ComingWindow? { windows[.coming] }
    var searchWindow: SearchWindow? { windows[.search] }
    /// Person and company windows by "person:CODE" / "company:CODE": opening one again raises it.
    var subjects: [String: FilmographyWindow] { windows.subjects }
    /// Quit right after the first frame that shows the chart (launch benchmark).
    public var exitAfterFirstFrame = false
    /// With `exitAfterFirstFrame`: that frame saved as PNG here first, so the benchmark can show that
    /// the app and its C mirror drew the same screen.
    public var firstFrameScreenshot: String?
    /// What the command line asked to open once the window is up (`--film`, `--search`).
    private var pendingRequest: LaunchRequest?
    /// Films, weekends and searches other programs open: as fast as a person, no faster.
    lazy var remoteOpens = model.remoteOpenLimit()
    /// How many were refused (tests read it).
    var refusedRemoteOpens = 0
    /// Told when a film's window has painted its first frame (the browsing benchmark).
    var onFilmFirstFrame: ((FilmWindow) -> Void)?

    /// Tests pass their own id: one D-Bus connection cannot export two applications at the same path.
    public init(model: AppModel, applicationID: String = AppModel.applicationID, unique: Bool = true) {
        self.model = model
        let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        self.applicationID = applicationID
        self.flags = flags
        gtk = Application(id: applicationID, flags: flags)
        // Before GTK's own startup looks for gtk/help-overlay.ui, whatever the id (tests pass their own), under
        // the app's own path; the menus and the templates come from there too.
        Resources.register()
        g_application_set_resource_base_path(gtk.gApplication, Resources.prefix)
        DesktopNotification.nameTheApplication()
        ShortcutKeyLabels.follow(gtk.pointer)
        gtk.on("startup") { [weak self] in self?.startup() }
        gtk.on("activate") { [weak self] in self?.activate() }
        gtk.on("shutdown") { [weak self] in self?.dropSpareShell() }
        model.following.events.observe { [weak self] events in
            for event in events {
                switch event {
                case .told(let told): self?.tell(told)
                case .checked(let day): self?.reportChecked(day)
                }
            }
        }
        // A fill that ends while the user is elsewhere is told on the desktop; a click opens Fill History.
        model.historyFill.events.observe { [weak self] events in
            guard let self, !self.hasFocus else { return }
            for case .ended(let title, let body) in events {
                DesktopNotification(
                    id: "history-fill", title: title, body: body, action: AppAction.fillHistory.prefixedName,
                    target: nil
                ).send(from: self.gtk.gApplication)
            }
        }
    }

    /// Whether one of the app's windows has the keyboard focus.
    var hasFocus: Bool {
        guard let active = gtk_application_get_active_window(application) else { return false }
        return gtk_window_is_active(active) != 0
    }

    /// Each event as a desktop notification; a click opens the film, or the weekend's chart.
    func tell(_ events: [FollowEvent]) {
        let text = FollowEventText(model.language)
        for event in events { FollowNotifications.notification(event, text: text).send(from: gtk.gApplication) }
    }

    /// Follow checks ended, each reported once the bus has routed what it sent.
    private(set) var followChecks = 0

    /// A follow check has ended: once the bus has answered a call sent after its notifications (so it has passed
    /// them on), counted and, with `BOXOFFICE_TRACE_FOLLOW=1`, said on stderr: the marker after which a test may
    /// say that no other notification came.
    private func reportChecked(_ day: Day) {
        Task { @MainActor [weak self] in
            _ = await SessionBus.call(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                method: "GetId")
            guard let self else { return }
            self.followChecks += 1
            FollowTrace.mark("follow check of \(day.iso) ended")
        }
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
        case .preferences: openPreferences()
        case .fillHistory:
            openMainWindowFirst()
            openFillHistory()
        case .search: openSearch()
        case .following: openFollowing()
        case .coming: openComing()
        case .about: openAbout()
        case .help: openHelp()
        case .openFilm, .searchFilms, .showWeekend, .showDay, .tell:
            if let text = parameter.text { handleRemote(action, text) }
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
        let window = MainWindow(
            application: application, app: model, printSetup: printSetup,
            openChartRow: { [weak self] row in self?.openChartRow(row) },
            openFilm: { [weak self] code, title, year in self?.openFilm(code: code, title: title, year: year) })
        StartupTrace.mark("main window built")
        window.onFirstChartFrame = { [weak self] page in
            guard let self else { return }
            // Names what was painted, so a test (and a benchmark) can tell the chart from an error page.
            StartupTrace.mark(
                "first frame: page \(page), \(self.model.chart.day.iso), \(self.model.chart.rows.count) rows")
            guard self.exitAfterFirstFrame else { return self.model.launched() }
            if let path = self.firstFrameScreenshot, let shown = self.mainWindow {
                Screenshot.save(shown.window, to: path)
            }
            self.quitNow()
        }
        mainWindow = window
        Lifetime.onDestroy(window.window) { [weak self] in
            self?.model.chart.stop()
            self?.model.following.stop()
            self?.mainWindow = nil
            self?.dropSpareShell()
        }
        // The chart first, then the window: it is laid out once, with its rows, as it is first shown.
        model.chart.start()
        StartupTrace.mark("chart started")
        window.toplevel.present()
        StartupTrace.mark("presented")
        if let problem = model.keyFileProblem { window.toast(problem) }
        if let request = pendingRequest {
            pendingRequest = nil
            open(request)
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
        case .film(let code): openFilm(code: code)
        case .search(let text): openSearch(SearchText.query(text), kind: .films)
        }
    }

    /// One detail window per film; activating the same film again raises it.
    func openChartRow(_ row: ChartRowModel) {
        windows.present(.film(row.movieCode)) {
            tracked(
                FilmWindow(
                    model: model.detail(for: row), run: model.canShowHistory ? model.filmRun(for: row) : nil,
                    following: model.following, shell: detailShell(), application: application))
        }
    }

    /// The spare shell if there is one, else new widgets. Closing a film's window keeps its shell for the
    /// next film when there is no spare yet and the main window is open.
    private func detailShell() -> DetailWindowShell {
        if let spare = spareShell {
            spareShell = nil
            return spare
        }
        let shell = DetailWindowShell(
            fill: model.canShowHistory ? model.historyFill : nil, parent: mainWindow?.window, printSetup: printSetup,
            settings: model.settings.persistent)
        Signals.connectReturning(shell.window.raw, "close-request") { [weak self, weak shell] _ in
            // One window kept at a time, and none without the main window: otherwise it is destroyed.
            guard let self, let shell, self.spareShell == nil, self.mainWindow != nil else { return false }
            shell.leave()
            self.spareShell = shell
            return true
        }
        return shell
    }

    private func dropSpareShell() {
        guard let spare = spareShell else { return }
        spareShell = nil
        spare.window.destroy()
    }

    /// A new film window, told where its links go; its requests stop when it goes.
    private func tracked(_ detail: FilmWindow) -> FilmWindow {
        detail.onPerson = { [weak self] name in self?.openSearch(name, kind: .people) }
        detail.onCompany = { [weak self] code in self?.openSubject(company: code) }
        if let told = onFilmFirstFrame { detail.onFirstFrame = { [weak detail] in detail.map(told) } }
        Lifetime.onDestroy(detail.window) { [weak detail] in detail?.model.close() }  // stops its requests
        return detail
    }

    /// The search window; with `text`, searches it at once (a name from a film's credits).
    func openSearch(_ text: String? = nil, kind: SearchViewModel.Kind = .films) {
        let window = windows.present(.search) {
            SearchWindow(model: model.search(), parent: mainWindow?.window, application: application) {
                [weak self] row in
                self?.openResult(row)
            }
        }
        if let text { window?.search(text, kind: kind) }
    }

    func openResult(_ row: SearchRow) {
        switch row.kind {
        case .films: openFilm(code: row.code, title: row.title)
        case .people: openSubject(person: row.code)
        case .companies: openSubject(company: row.code)
        }
    }

    /// A film by code (search results, filmographies; the desktop's search without a title, which history then
    /// gives): the same one-window-per-film rule as the chart.
    func openFilm(code: String, title: String? = nil, year: Int? = nil) {
        windows.present(.film(code)) {
            tracked(
                FilmWindow(
                    model: title.map { model.detail(code: code, title: $0, year: year) } ?? model.detail(code: code),
                    run: model.canShowHistory ? model.filmRun(code: code) : nil,
                    following: model.following, shell: detailShell(), application: application))
        }
    }

    func openSubject(person code: String? = nil, company: String? = nil) {
        let key: WindowRegistry.Key
        let subject: () -> FilmographyWindow.Subject
        if let code {
            key = .person(code)
            subject = { .person(self.model.person(code: code)) }
        } else if let company {
            key = .company(company)
            subject = { .company(self.model.company(code: company)) }
        } else {
            return
        }
        windows.present(key) {
            FilmographyWindow(subject(), parent: mainWindow?.window, application: application) {
                [weak self] code, title in
                self?.openFilm(code: code, title: title)
            }
        }
    }

    func openFillHistory() {
        windows.present(.fill) {
            FillHistoryWindow(model: model.historyFill, parent: mainWindow?.window, application: application)
        }
    }

    func openFollowing() {
        windows.present(.following) {
            FollowingWindow(model: model.following, parent: mainWindow?.window, application: application) {
                [weak self] row in
                self?.openFilm(code: row.movieCode, title: row.title)
            }
        }
    }

    func openComing() {
        windows.present(.coming) {
            ComingWindow(
                model: model.coming(),
                parent: mainWindow?.window, application: application
            ) { [weak self] code, title in self?.openFilm(code: code, title: title) }
        }
    }

    func openPreferences() {
        windows.present(.preferences) {
            PreferencesWindow(
                model: model.preferences(), fill: model.historyFill, parent: mainWindow?.window,
                application: application, settings: model.settings.persistent)
        }
    }

    func openAbout() {
        windows.present(.about) { AboutWindow.make(parent: mainWindow?.window) }
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
