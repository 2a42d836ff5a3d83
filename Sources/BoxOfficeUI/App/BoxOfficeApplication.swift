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
    private(set) var details: [String: FilmWindow] = [:]
    /// A closed film window's widgets, hidden, for the next film (see `DetailWindowShell`).
    private(set) var spareShell: DetailWindowShell?
    private(set) var preferences: PreferencesWindow?
    private(set) var fillWindow: FillHistoryWindow?
    private(set) var followingWindow: FollowingWindow?
    private(set) var searchWindow: SearchWindow?
    /// Person and company windows by "person:CODE" / "company:CODE": opening one again raises it.
    private(set) var subjects: [String: FilmographyWindow] = [:]
    /// Quit right after the first frame that shows the chart (launch benchmark).
    public var exitAfterFirstFrame = false
    /// With `exitAfterFirstFrame`: that frame saved as PNG here first, so the benchmark can show that
    /// the app and its C mirror drew the same screen.
    public var firstFrameScreenshot: String?
    /// What the command line asked to open once the window is up (`--film`, `--search`).
    private var pendingRequest: LaunchRequest?
    /// Films, weekends and searches other programs open: as fast as a person, no faster.
    lazy var remoteOpens = RemoteOpenLimit(clock: model.services.clock)
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
        DesktopNotification.nameTheApplication()
        gtk.on("startup") { [weak self] in self?.startup() }
        gtk.on("activate") { [weak self] in self?.activate() }
        gtk.on("shutdown") { [weak self] in self?.dropSpareShell() }
        model.following.onEvents = { [weak self] events in self?.tell(events) }
        model.following.onChecked = { [weak self] day in self?.reportChecked(day) }
        // A fill that ends while the user is elsewhere is told on the desktop; a click opens Fill History.
        model.historyFill.onEnded = { [weak self] title, body in
            guard let self, !self.hasFocus else { return }
            DesktopNotification(
                id: "history-fill", title: title, body: body, action: AppAction.fillHistory.prefixedName, target: nil
            ).send(from: self.gtk.gApplication)
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
        StyleSheet.install()
        if let icons = model.iconDirectory, let display = gdk_display_get_default() {
            gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), icons)
        }
        Actions.add(application, AppAction.quit) { [weak self] in self?.quit() }
        Actions.add(application, AppAction.preferences) { [weak self] in self?.openPreferences() }
        Actions.add(application, AppAction.fillHistory) { [weak self] in
            self?.openMainWindowFirst()
            self?.openFillHistory()
        }
        Actions.add(application, AppAction.search) { [weak self] in self?.openSearch() }
        Actions.add(application, AppAction.following) { [weak self] in self?.openFollowing() }
        addRemoteActions()
        Actions.add(application, AppAction.about) { [weak self] in AboutWindow.present(parent: self?.mainWindow?.window)
        }
        for shortcut in ShortcutsWindow.sections.flatMap(\.shortcuts) {
            if let action = shortcut.action { Actions.accelerators(application, action, shortcut.keys) }
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
        if let open = details[row.movieCode] {
            open.present()
            return
        }
        let detail = FilmWindow(
            model: model.detail(for: row), run: model.canShowHistory ? model.filmRun(for: row) : nil,
            following: model.following, shell: detailShell(), application: application)
        track(detail, code: row.movieCode)
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
            settings: model.services.settings)
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

    private func track(_ detail: FilmWindow, code: String) {
        details[code] = detail
        detail.onPerson = { [weak self] name in self?.openSearch(name, kind: .people) }
        detail.onCompany = { [weak self] code in self?.openSubject(company: code) }
        if let told = onFilmFirstFrame { detail.onFirstFrame = { [weak detail] in detail.map(told) } }
        Lifetime.onDestroy(detail.window) { [weak self, weak detail] in
            detail?.model.close()  // stops its requests
            if let self, self.details[code] === detail { self.details[code] = nil }
        }
        detail.present()
    }

    /// The search window; with `text`, searches it at once (a name from a film's credits).
    func openSearch(_ text: String? = nil, kind: SearchViewModel.Kind = .films) {
        let window: SearchWindow
        if let open = searchWindow {
            window = open
        } else {
            window = SearchWindow(model: model.search(), parent: mainWindow?.window, application: application) {
                [weak self] row in
                self?.openResult(row)
            }
            searchWindow = window
            Lifetime.onDestroy(window.window) { [weak self, weak window] in
                if let self, self.searchWindow === window { self.searchWindow = nil }
            }
        }
        window.present()
        if let text { window.search(text, kind: kind) }
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
        if let open = details[code] {
            open.present()
            return
        }
        let detail = FilmWindow(
            model: title.map { model.detail(code: code, title: $0, year: year) } ?? model.detail(code: code),
            run: model.canShowHistory ? model.filmRun(code: code) : nil,
            following: model.following, shell: detailShell(), application: application)
        track(detail, code: code)
    }

    func openSubject(person code: String? = nil, company: String? = nil) {
        let key = code.map { "person:\($0)" } ?? company.map { "company:\($0)" } ?? ""
        if let open = subjects[key] {
            open.present()
            return
        }
        let subject: FilmographyWindow.Subject
        if let code {
            subject = .person(model.person(code: code))
        } else if let company {
            subject = .company(model.company(code: company))
        } else {
            return
        }
        let window = FilmographyWindow(subject, parent: mainWindow?.window, application: application) {
            [weak self] code, title in
            self?.openFilm(code: code, title: title)
        }
        subjects[key] = window
        Lifetime.onDestroy(window.window) { [weak self, weak window] in
            if let self, self.subjects[key] === window { self.subjects[key] = nil }
        }
        window.present()
    }

    func openFillHistory() {
        if let open = fillWindow {
            open.present()
            return
        }
        let window = FillHistoryWindow(model: model.historyFill, parent: mainWindow?.window, application: application)
        fillWindow = window
        Lifetime.onDestroy(window.window) { [weak self, weak window] in
            if let self, self.fillWindow === window { self.fillWindow = nil }
        }
        window.present()
    }

    func openFollowing() {
        if let open = followingWindow {
            open.present()
            return
        }
        let window = FollowingWindow(model: model.following, parent: mainWindow?.window, application: application) {
            [weak self] row in
            self?.openFilm(code: row.movieCode, title: row.title)
        }
        followingWindow = window
        Lifetime.onDestroy(window.window) { [weak self, weak window] in
            if let self, self.followingWindow === window { self.followingWindow = nil }
        }
        window.present()
    }

    func openPreferences() {
        if let open = preferences {
            open.present()
            return
        }
        let window = PreferencesWindow(
            model: model.preferences(), fill: model.historyFill, parent: mainWindow?.window,
            application: application, settings: model.services.settings)
        preferences = window
        Lifetime.onDestroy(window.window) { [weak self, weak window] in
            if let self, self.preferences === window { self.preferences = nil }
        }
        window.present()
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
