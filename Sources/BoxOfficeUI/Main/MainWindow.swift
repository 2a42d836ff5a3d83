import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The main window: header controls, the sample bar, and one stack holding the list, the grid and
/// the loading, empty and error pages. It only binds widgets to `ChartViewModel` and forwards actions.
@MainActor
final class MainWindow {
    /// Its tree and widgets: `MainWindow.ui` (the header, the kind bar, the search, sample and offline bars, the
    /// status pages, the views 박스오피스 and 시장 that the header's switcher shows, the totals under the chart). The list is
    /// added here; the grid, the table and the market (in `marketPage`, empty until first shown) when first shown.
    let ui = MainWindowChildren.make()
    var window: Widget { ui.root.widget }
    /// The window's "win." actions, in a group of its own inserted on the window (which holds it): a
    /// GtkApplicationWindow exports the actions of its own action map on D-Bus (`org.gtk.Actions` at
    /// `/kr/boxoffice/BoxOffice/window/N`), where another process could run them; this group is not exported.
    /// Inserted under the same "win" prefix, it takes that prefix's place for buttons, menus and shortcuts.
    let windowActions: UnsafeMutablePointer<GSimpleActionGroup>
    /// The window's own calls (title, size, focus).
    var toplevel: Window { ui.root.window }
    let header: HeaderControls
    let pages: StatusPages
    var market: (view: MarketView, header: MarketHeader)?
    /// The chart's day when the market was last shown: the market opens on a new one's year.
    var marketOpenedOn: Day?
    let items = ChartItems()
    /// Ctrl+F, or typing anywhere in the window: filters the chart by title.
    let search: ChartSearchBar
    let list: ChartListView
    /// Built the first time the grid is shown, keeping it off the launch path.
    private(set) lazy var grid: ChartGridView = {
        let grid = ChartGridView(items: items, model: model, thumbnails: app.thumbnails, following: app.following)
        ui.stack.addNamed(grid.root, "grid")
        return grid
    }()
    /// Built the first time the table is shown, like the grid.
    private(set) lazy var table: ChartTableView = {
        let table = ChartTableView(items: items, model: app.chart, language: app.language, following: app.following)
        ui.stack.addNamed(table.root, "table")
        return table
    }()
    private(set) lazy var export = ExportDialog { [weak self] in self?.toast($0) }
    private(set) lazy var resumedFill = ResumedFillToast(overlay: ui.toasts, fill: app.historyFill)
    private(set) lazy var imageShare = ImageShare { [weak self] in self?.toast($0) }
    private let printSetup: PrintSetup
    /// Ctrl+P: the chart, or the market page, through GTK's print dialog.
    private(set) lazy var printer = DocumentPrinter(setup: printSetup) { [weak self] in self?.toast($0) }
    let app: AppModel
    var model: ChartViewModel { app.chart }
    private var shownRows: [ChartRowModel] = []
    private var shownPostersRevision = 0
    var chartFocus = ChartFocusRule()
    /// Whether a frame showing the chart (or a status page) has been asked for: the launch's own work waits for it.
    private var chartFramed = false

    init(application: UnsafeMutablePointer<GtkApplication>, app: AppModel, printSetup: PrintSetup) {
        self.app = app
        self.printSetup = printSetup
        let applicationWindow = ui.root
        applicationWindow.window.application = application
        windowActions = g_simple_action_group_new()!
        gtk_widget_insert_action_group(applicationWindow.widget, WinAction.group, cast(windowActions))
        g_object_unref(windowActions.raw)  // the window keeps its own reference, as long as it lives
        // GTK added show-help-overlay to the window's exported map with the help overlay: the group's stands in.
        g_action_map_remove_action(cast(applicationWindow.widget), WinAction.showHelpOverlay.name)
        header = HeaderControls(model: app.chart, ui: ui)
        pages = StatusPages(ui: ui)
        let model = app.chart
        search = ChartSearchBar(model: model, ui: ui)
        list = ChartListView(items: items, model: model, following: app.following)

        ui.stack.addNamed(list.root, "list")
        // A zero-height strip whose "resize" reports the window's width: below `compactWidth` the
        // header and the rows take their narrow forms (GTK 4.8 has no breakpoints; libadwaita 1.4 added
        // https://gnome.pages.gitlab.gnome.org/libadwaita/doc/main/class.Breakpoint.html).
        let widthProbe: DrawingArea = ui.widthProbe
        widthProbe.onResize { [weak self] width, _ in self?.fit(width: Int(width)) }
        // Large Text switched while the window is open: the same width, other forms, without a resize.
        TextScale.onChange(until: window) { [weak self] in
            let width = Int(gtk_widget_get_width(widthProbe.widget))
            if width > 0 { self?.fit(width: width) }
        }
        let size = app.windowSize
        toplevel.defaultSize = (Int32(size.width), Int32(size.height))
        // Before the first layout, so a narrow window opens narrow.
        fit(width: size.width)

        installActions()
        // The search closed: the keyboard goes back to the chart (the hidden entry would keep it).
        ui.searchBar.onSearchModeChanged { [weak self] open in if !open { self?.focusChart() } }
        observeModel()
        app.historyFill.changes.observe([.progress, .resumed], until: window) { [weak self] _ in
            self?.resumedFill.update()
        }
        Signals.connectReturning(window.raw, "close-request") { [weak self] _ in
            self?.rememberSize()
            return false  // let it close
        }
        showSelection()
        showLayout()
        showState()
        showRows()
        showPage()
    }

    /// Each part of the model reaches only the widgets that show it (in this order when several change).
    private func observeModel() {
        model.changes.observe([.selection, .regions], until: window) { [weak self] _ in self?.showSelection() }
        model.changes.observe([.layout], until: window) { [weak self] _ in self?.showLayout() }
        model.changes.observe([.state], until: window) { [weak self] _ in self?.showState() }
        model.changes.observe([.rows], until: window) { [weak self] _ in self?.showRows() }
        // Last: a day picked (even one the sample lacks) gives the chart the keyboard once it is on screen.
        model.changes.observe([.selection, .rows, .state, .layout], until: window) { [weak self] _ in self?.showPage() }
        model.events.observe(until: window) { [weak self] events in
            for case .toast(let message) in events { self?.toast(message) }
        }
    }

    private func installActions() {
        Actions.install(WinAction.self, on: windowActions) { [weak self] action, parameter in
            self?.handle(action, parameter)
        }
        installChoiceActions()
        installViewActions()
    }

    /// Every "win." action's handler but the choices' (`MainWindow+Choices.swift`, `+Market.swift`).
    private func handle(_ action: WinAction, _ parameter: ActionParameter) {
        let model = self.model
        // Refresh, previous, next and latest act on the view shown: a chart's day, or the market's period.
        switch action {
        case .refresh: marketShown?.reload() ?? model.refresh()
        case .previousDay: marketShown?.previous() ?? model.previousDay()
        case .nextDay: marketShown?.next() ?? model.nextDay()
        case .latestDay: marketShown?.goToNewest() ?? model.goToLatest()
        case .showList: model.setLayout(.list)
        case .showGrid: model.setLayout(.grid)
        case .showTable: model.setLayout(.table)
        case .toggleLayout: model.toggleLayout()
        case .copy: ChartClipboard.copy(model, shown: shownCodes, window: window, toast: toast)
        case .find: search.toggle()
        case .exportCSV: export.present(model, parent: window)
        // The picture of the view shown: the chart, or the market's page.
        case .copyImage: imageShare.copy(sharedPicture, window: window)
        case .saveImage: imageShare.save(sharedPicture, parent: window)
        case .print: print()
        // GtkApplication's own window from gtk/help-overlay.ui: the window's "win" group stands in front of its
        // own action map, so its win.show-help-overlay is this.
        case .showHelpOverlay: ui.root.helpOverlay.map { Window(unchecked: $0).present() }
        // A row's context menu: follow the film, or unfollow it (its title from the chart shown).
        // A day picked in the calendar: its chart takes the keyboard, as after a kind or layout switch.
        case .pickDay:
            guard let day = parameter.text.flatMap(Day.init) else { return }
            chartFocus.want()
            model.select(day)
        case .dayChart, .weekendChart, .fillDays: parameter.text.map { openFromMarket(action, $0) }
        case .followFilm:
            guard let code = parameter.text, let row = model.rows.first(where: { $0.movieCode == code }) else { return }
            app.following.toggle(code: code, title: row.title)
        case .view: (parameter.text.flatMap(View.init)).map { ui.views.visibleChildName = $0.rawValue }
        // Any year KOBIS has: the menu lists them; a typed-in target outside them is clamped by the selection.
        case .marketYear: parameter.text.flatMap { Int($0) }.map { app.market.choose(year: $0) }
        // A month of the shown year (the title's menu in the month scope).
        case .marketMonth: parameter.text.flatMap { Int($0) }.map { app.market.drill(into: $0) }
        case .fillMarket: app.market.fillGaps()
        case .showAllFilms: app.market.showAllFilms()
        case .resetSegment: model.setSegment(.everything)
        case .chartKind, .nation, .films, .region, .marketScope: return  // the choices' own handlers
        }
    }

    /// The view shown: the market page, else the chart with every column of the table.
    private func print() {
        if let market = marketShown {
            printer.print(market.printDocument, nothing: MarketViewModel.nothingToPrint, parent: toplevel)
        } else {
            printer.print(model.printDocument, nothing: ChartViewModel.nothingToExport, parent: toplevel)
        }
    }

    // MARK: binding

    /// The chart's kind, day and segment: the header, the choices' states, the title, previous and next.
    private func showSelection() {
        header.updateSelection(model)
        updateChoices()
        updateActions()
    }

    /// The header's list/grid toggle.
    private func showLayout() { header.updateLayout(model) }

    /// Loading, sample, offline, the note on the numbers, the totals, refresh.
    private func showState() {
        updateActions()
        showTotals()
        ui.sampleBar.isVisible = model.isSample
        ui.offlineBar.isVisible = model.isOffline
        ui.noteLabel.text = model.dataNote ?? ""
        LineBreaks.only(at: " ", ui.noteLabel)  // "있습니 / 다" no more
        ui.noteLabel.wrapMode = PANGO_WRAP_WORD
        ui.noteLabel.isVisible = model.dataNote != nil
    }

    /// The rows the list, grid and table show, and the search bar's "no film matches".
    private func showRows() {
        let visible = model.visibleRows
        if visible != shownRows || model.postersRevision != shownPostersRevision {
            shownRows = visible
            shownPostersRevision = model.postersRevision
            releaseChartFocus()  // the focused row may go with the old rows
            items.replace(with: visible)  // rebinding asks every visible card for its poster again
        }
        search.update()
    }

    /// Which page the stack shows: the chart in its layout, or the loading, empty or error page.
    private func showPage() {
        let page: String
        switch model.phase {
        case .loading: page = model.showsSpinner ? "loading" : "blank"
        case .loaded:
            if model.layout == .grid { _ = grid }
            if model.layout == .table { _ = table }
            page = model.layout.rawValue
        case .empty(let message):
            pages.showEmpty(message)
            page = "empty"
        case .failed(let message):
            pages.showError(message, detail: model.errorDetail, offerPreferences: model.failureNeedsKey)
            page = "error"
        }
        pages.spin(page == "loading")
        let chartOnScreen = ChartLayout(rawValue: page) != nil
        if chartFocus.shouldFocus(kind: model.kind, layout: model.layout, chartOnScreen: chartOnScreen) {
            focusChart()
        } else if chartOnScreen {
            keepChartFocus()
        }
        // Out of the blank page (a chart that needed no request) there is nothing to fade from: the
        // chart is in the very next frame.
        // A chart that came in while the keyboard stayed put (on the day's arrow, say) is said (`Announcer`).
        if chartOnScreen, ui.stack.visibleChildName == "loading" || ui.stack.visibleChildName == "blank" {
            announcer.say([model.dayTitle, model.totalsLine].compactMap { $0 }.joined(separator: ": "))
        }
        let fromBlank = ui.stack.visibleChildName == "blank"
        ui.stack.show(
            page, transition: fromBlank ? GTK_STACK_TRANSITION_TYPE_NONE : GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        if page != "blank" && page != "loading", !chartFramed {
            chartFramed = true
            Paint.afterNext(window) { [weak self] in self?.firstChartFrame(page) }
        }
    }

    /// The first frame showing the chart (or a status page) is on screen: what the launch leaves for later starts
    /// (the network's check, a fill resumed), unless the launch benchmark's probe quits here.
    private func firstChartFrame(_ page: String) {
        // Names what was painted, so a test (and a benchmark) can tell the chart from an error page.
        StartupTrace.mark("first frame: page \(page), \(model.day.iso), \(model.rows.count) rows")
        if !FirstFrameProbe.take(window) { app.launched() }
    }

    /// Narrower than this, the window takes its compact form (360 px is the narrowest it must work at).
    static let compactWidth = 640
    private(set) var compact = false
    private lazy var announcer = Announcer(window: window)

    /// The films on screen, in the order shown: the table's own sort, else the chart's order (both filtered).
    private var shownCodes: [String] {
        model.layout == .table ? table.shownCodes : model.visibleRows.map(\.movieCode)
    }

    /// What Copy as Image and Save as Image… draw: the market's page when it is shown, else the chart.
    private var sharedPicture: ImageShare.Picture { marketShown.map(ImageShare.Picture.init) ?? .init(model) }

    /// Every "win." action's state and whether it is enabled, by name: previous, next, latest and refresh for the
    /// view shown; the choices as the view-models have them (a choice refused, a restore); the market's.
    func updateActions() {
        let win = windowActions
        let enabled: [(WinAction, Bool)]
        let market = app.market
        Actions.setState(win, WinAction.view, (marketShown != nil ? View.market : View.chart).rawValue)
        if marketShown != nil {
            let s = market.selection
            enabled = [
                (.nextDay, s.canGoForward), (.previousDay, s.canGoBack), (.latestDay, !s.isNewest), (.refresh, true),
                (.fillMarket, market.canFillGaps), (.showAllFilms, market.filmsLeft > 0)
            ]
            Actions.setState(win, WinAction.marketScope, s.scope.rawValue)
            Actions.setState(win, WinAction.marketYear, String(s.year))
            Actions.setState(win, WinAction.marketMonth, s.scope == .month ? String(s.month) : "")
        } else {
            enabled = [
                (.nextDay, model.canGoForward), (.previousDay, model.canGoBack), (.latestDay, !model.isLatestDay),
                (.refresh, !model.isRefreshing)
            ]
        }
        for (action, on) in enabled { Actions.setEnabled(win, action, on) }
        let states: [(WinAction, String)] = [
            (.chartKind, model.kind.rawValue), (.nation, model.segment.nation.rawValue),
            (.films, model.segment.films.rawValue), (.region, model.segment.region ?? "")
        ]
        for (action, state) in states { Actions.setState(win, action, state) }
    }

    /// Narrower than this, the views' switcher leaves the header for the window's bottom: beside refresh,
    /// the date and the header's buttons it needs about 800 px.
    static let switcherWidth = 800
    private var switcherBelow = false

    /// The forms for `width`, in 100 % text's pixels: at 200 % text a 1280 px window takes a 640 px window's.
    private func fit(width: Int) {
        setCompact(TextScale.narrower(width, than: Self.compactWidth))
        placeSwitcher(below: TextScale.narrower(width, than: Self.switcherWidth))
    }

    private func placeSwitcher(below: Bool) {
        guard below != switcherBelow else { return }
        switcherBelow = below
        ui.viewSwitcher.isVisible = !below
        ui.switcherBar.reveals = below
    }

    private func setCompact(_ on: Bool) {
        guard on != compact else { return }
        compact = on
        header.setCompact(on)
        list.compact = on
        pages.compact = on
        showTotals()
    }

    func toast(_ message: String) {
        ui.toasts.show(message, seconds: 6)
    }

    func rememberSize() {
        let size = toplevel.defaultSize
        app.rememberWindowSize(width: Int(size.width), height: Int(size.height))
    }
}

extension MainWindow: ListsFilms {
    /// A film of the chart on show (filtered out or not): opened with that day's figures.
    func listed(_ code: String) -> ListedFilm? { model.rows.first { $0.movieCode == code }.map { .chartRow($0) } }
}
