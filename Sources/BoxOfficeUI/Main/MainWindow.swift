import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The main window: header controls, the sample bar, and one stack holding the list, the grid and
/// the loading, empty and error pages. It only binds widgets to `ChartViewModel` and forwards actions.
@MainActor
final class MainWindow {
    /// Its tree: `MainWindow.ui` (the header, the kind bar, the search, sample and offline bars, the status
    /// pages and the views). The list is added here; the grid, the table and the market when first shown.
    static let template = Template<ApplicationWindow>(
        "BoxOfficeMainWindow", parent: adw_application_window_get_type(), resource: "Main/MainWindow.ui",
        children: [
            "width_probe", "header", "refresh", "view_switcher", "navigation", "previous", "title_stack",
            "date_button", "next", "menu_button", "layout_toggle", "filter_button", "kind_bar", "kind_switch",
            "segment_label", "toasts", "views", "search_bar", "search_entry", "search_no_match", "offline_bar",
            "sample_bar", "note_label", "stack", "blank", "loading", "spinner", "empty", "error", "error_buttons",
            "open_preferences", "retry", "details", "detail_label", "totals_label", "market_page", "switcher_bar"
        ])

    @Owned private var applicationWindow: ApplicationWindow
    var window: Widget { applicationWindow.widget }
    /// The window's "win." actions, in a group of its own inserted on the window (which holds it): a
    /// GtkApplicationWindow exports the actions of its own action map on D-Bus (`org.gtk.Actions` at
    /// `/kr/boxoffice/BoxOffice/window/N`), where another process could run them; this group is not exported.
    /// Inserted under the same "win" prefix, it takes that prefix's place for buttons, menus and shortcuts.
    let windowActions: UnsafeMutablePointer<GSimpleActionGroup>
    /// The window's own calls (title, size, focus).
    var toplevel: Window { applicationWindow.window }
    let header: HeaderControls
    let pages: StatusPages
    @Owned var stack: Stack
    @Owned var toasts: ToastOverlay
    /// 박스오피스 (the charts) and 시장 (the market): the views the header's switcher shows.
    @Owned var views: ViewStack
    /// The market's page: empty until the view is first shown (launch reads no history).
    @Owned var marketPage: Box
    @Owned var switcherBar: ViewSwitcherBar
    var market: (view: MarketView, header: MarketHeader)?
    /// The chart's day when the market was last shown: the market opens on a new one's year.
    var marketOpenedOn: Day?
    /// The window's view-switching action, whose state follows the shown view.
    var viewAction: OpaquePointer?
    var marketActions: [WinAction: OpaquePointer] = [:]
    @Owned var sampleBar: Box
    @Owned var offlineBar: Box
    @Owned var noteLabel: Label
    /// Under the chart: the top 10's audience and sales, and the market estimated from the shares.
    @Owned var totalsLabel: Label
    let items = ChartItems()
    /// Ctrl+F, or typing anywhere in the window: filters the chart by title.
    let search: ChartSearchBar
    let list: ChartListView
    /// Built the first time the grid is shown, keeping it off the launch path.
    private(set) lazy var grid: ChartGridView = {
        let model = self.model
        let open = openChartRow
        let grid = ChartGridView(
            items: items, model: model, thumbnails: app.thumbnails, following: app.following
        ) { position in
            model.row(at: position).map(open)
        }
        stack.addNamed(grid.root, "grid")
        return grid
    }()
    /// Built the first time the table is shown, like the grid.
    private(set) lazy var table: ChartTableView = {
        let table = ChartTableView(
            items: items, model: app.chart, language: app.language, following: app.following, activate: openChartRow)
        stack.addNamed(table.root, "table")
        return table
    }()
    private(set) lazy var export = ExportDialog { [weak self] in self?.toast($0) }
    private(set) lazy var resumedFill = ResumedFillToast(overlay: toasts, fill: app.historyFill)
    private(set) lazy var imageShare = ImageShare { [weak self] in self?.toast($0) }
    private let printSetup: PrintSetup
    /// Ctrl+P: the chart, or the market page, through GTK's print dialog.
    private(set) lazy var printer = DocumentPrinter(setup: printSetup) { [weak self] in self?.toast($0) }
    private let openChartRow: @MainActor (ChartRowModel) -> Void
    let openFilm: @MainActor (_ code: String, _ title: String, _ year: Int?) -> Void
    let app: AppModel
    var model: ChartViewModel { app.chart }
    private var shownRows: [ChartRowModel] = []
    private var shownPostersRevision = 0
    private var actions: [WinAction: OpaquePointer] = [:]
    /// chart-kind, nation, films, region (MainWindow+Choices.swift); the window's action map owns them.
    var radioActions: [OpaquePointer] = []
    var chartFocus = ChartFocusRule()
    /// Called once the chart (or a status page) has been painted: used by the launch benchmark.
    var onFirstChartFrame: ((_ page: String) -> Void)?

    init(
        application: UnsafeMutablePointer<GtkApplication>, app: AppModel, printSetup: PrintSetup,
        openChartRow: @escaping @MainActor (ChartRowModel) -> Void,
        openFilm: @escaping @MainActor (_ code: String, _ title: String, _ year: Int?) -> Void
    ) {
        self.app = app
        self.openFilm = openFilm
        self.printSetup = printSetup
        let applicationWindow = Self.template.make()
        let tree = MainWindowTree(root: applicationWindow)
        _applicationWindow = Owned(wrappedValue: applicationWindow)
        applicationWindow.window.application = application
        windowActions = g_simple_action_group_new()!
        gtk_widget_insert_action_group(applicationWindow.widget, WinAction.group, cast(windowActions))
        g_object_unref(windowActions.raw)  // the window keeps its own reference, as long as it lives
        header = HeaderControls(model: app.chart, tree: tree)
        pages = StatusPages(tree: tree)
        _stack = Owned(wrappedValue: tree("stack"))
        _toasts = Owned(wrappedValue: tree("toasts"))
        _views = Owned(wrappedValue: tree("views"))
        _marketPage = Owned(wrappedValue: tree("market_page"))
        _switcherBar = Owned(wrappedValue: tree("switcher_bar"))
        _sampleBar = Owned(wrappedValue: tree("sample_bar"))
        _offlineBar = Owned(wrappedValue: tree("offline_bar"))
        _noteLabel = Owned(wrappedValue: tree("note_label"))
        _totalsLabel = Owned(wrappedValue: tree("totals_label"))
        let model = app.chart
        search = ChartSearchBar(model: model, tree: tree, actions: windowActions)
        list = ChartListView(items: items, model: model, following: app.following) { position in
            model.row(at: position).map(openChartRow)
        }
        self.openChartRow = openChartRow

        stack.addNamed(list.root, "list")
        // A zero-height strip whose "resize" reports the window's width: below `compactWidth` the
        // header and the rows take their narrow forms (GTK 4.8 has no breakpoints).
        let widthProbe: DrawingArea = tree("width_probe")
        widthProbe.onResize { [weak self] width, _ in
            self?.setCompact(Int(width) < Self.compactWidth)
            self?.placeSwitcher(below: Int(width) < Self.switcherWidth)
        }
        let size = app.windowSize
        toplevel.defaultSize = (Int32(size.width), Int32(size.height))
        setCompact(size.width < Self.compactWidth)  // before the first layout, so a narrow window opens narrow
        placeSwitcher(below: size.width < Self.switcherWidth)

        installActions()
        search.onClose = { [weak self] in self?.focusChart() }
        // A day picked in the calendar: its chart takes the keyboard, as after a kind or layout switch.
        header.dateButton.onPicked = { [weak self] in self?.chartFocus.want() }
        search.onOpenFirst = openChartRow
        Lifetime.observe(model.observers, until: window) { [weak self] in self?.update() }
        model.onToast = { [weak self] in self?.toast($0) }
        Lifetime.observe(app.historyFill.observers, until: window) { [weak self] in self?.resumedFill.update() }
        Signals.connectReturning(window.raw, "close-request") { [weak self] _ in
            self?.rememberSize()
            return false  // let it close
        }
        update()
    }

    private func installActions() {
        let model = self.model
        // Refresh, previous, next and latest act on the view shown: a chart's day, or the market's period.
        let table: [(WinAction, @MainActor () -> Void)] = [
            (.refresh, { [weak self] in self?.marketShown?.reload() ?? model.refresh() }),
            (.previousDay, { [weak self] in self?.marketShown?.previous() ?? model.previousDay() }),
            (.nextDay, { [weak self] in self?.marketShown?.next() ?? model.nextDay() }),
            (.latestDay, { [weak self] in self?.marketShown?.goToNewest() ?? model.goToLatest() }),
            (.showList, { model.setLayout(.list) }),
            (.showGrid, { model.setLayout(.grid) }),
            (.showTable, { model.setLayout(.table) }),
            (
                .copy,
                { [weak self] in
                    self.map { ChartClipboard.copy(model, shown: $0.shownCodes, window: $0.window, toast: $0.toast) }
                }
            ),
            (.exportCSV, { [weak self] in self.map { $0.export.present(model, parent: $0.window) } }),
            // The picture of the view shown: the chart, or the market's page.
            (.copyImage, { [weak self] in self.map { $0.imageShare.copy($0.sharedPicture, window: $0.window) } }),
            (.saveImage, { [weak self] in self.map { $0.imageShare.save($0.sharedPicture, parent: $0.window) } }),
            (.print, { [weak self] in self?.print() }),
            (.toggleLayout, { model.toggleLayout() }),
            // Built on first use: parsing the shortcuts window costs launch time nobody needs.
            (
                .showHelpOverlay,
                { [weak self] in
                    guard let self else { return }
                    ShortcutsWindow.present(over: self.window)
                }
            )
        ]
        for (name, handler) in table { actions[name] = Actions.add(windowActions, name, handler) }
        // A row's context menu: follow the film, or unfollow it (its title from the chart shown).
        let following = app.following
        Actions.addTaking(windowActions, WinAction.followFilm) { code in
            guard let row = model.rows.first(where: { $0.movieCode == code }) else { return }
            following.toggle(code: code, title: row.title)
        }
        installChoiceActions()
        installViewActions()
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

    private func update() {
        header.update(model)
        updateChoiceActions()
        updateSteps()
        sampleBar.isVisible = model.isSample
        offlineBar.isVisible = model.isOffline
        noteLabel.text = model.dataNote ?? ""
        LineBreaks.only(at: " ", noteLabel)  // "있습니 / 다" no more
        noteLabel.wrapMode = PANGO_WRAP_WORD
        noteLabel.isVisible = model.dataNote != nil
        let visible = model.visibleRows
        let shownRowsBefore = shownRows
        if visible != shownRows || model.postersRevision != shownPostersRevision {
            shownRows = visible
            shownPostersRevision = model.postersRevision
            releaseChartFocus()  // the focused row may go with the old rows
            items.replace(with: visible)  // rebinding asks every visible card for its poster again
        }
        search.update()
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
        let fromBlank = stack.visibleChildName == "blank"
        stack.show(page, transition: fromBlank ? GTK_STACK_TRANSITION_TYPE_NONE : GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        if page != "blank" && page != "loading", let callback = onFirstChartFrame {
            onFirstChartFrame = nil
            Paint.afterNext(window) { callback(page) }
        }
    }

    /// Narrower than this, the window takes its compact form (360 px is the narrowest it must work at).
    static let compactWidth = 640
    private(set) var compact = false

    /// The films on screen, in the order shown: the table's own sort, else the chart's order (both filtered).
    private var shownCodes: [String] {
        model.layout == .table ? table.shownCodes : model.visibleRows.map(\.movieCode)
    }

    /// What Copy as Image and Save as Image… draw: the market's page when it is shown, else the chart.
    private var sharedPicture: ImageShare.Picture { marketShown.map(ImageShare.Picture.init) ?? .init(model) }

    /// Previous, next, latest and refresh enabled for the view shown.
    func updateSteps() {
        let steps: [(WinAction, Bool)]
        if let market = marketShown {
            let s = market.selection
            steps = [
                (.nextDay, s.canGoForward), (.previousDay, s.canGoBack), (.latestDay, !s.isNewest), (.refresh, true)
            ]
        } else {
            steps = [
                (.nextDay, model.canGoForward), (.previousDay, model.canGoBack), (.latestDay, !model.isLatestDay),
                (.refresh, !model.isRefreshing)
            ]
        }
        for (action, enabled) in steps { actions[action].map { Actions.setEnabled($0, enabled) } }
    }

    /// Narrower than this, the views' switcher leaves the header for the window's bottom: beside refresh,
    /// the date and the header's buttons it needs about 800 px.
    static let switcherWidth = 800
    private var switcherBelow = false

    private func placeSwitcher(below: Bool) {
        guard below != switcherBelow else { return }
        switcherBelow = below
        header.viewSwitcher?.isVisible = !below
        switcherBar.reveals = below
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
        toasts.show(message, seconds: 6)
    }

    func rememberSize() {
        let size = toplevel.defaultSize
        app.rememberWindowSize(width: Int(size.width), height: Int(size.height))
    }
}

/// The main window's template children, reached by their ids in `MainWindow.ui`.
@MainActor
struct MainWindowTree {
    let root: ApplicationWindow

    func callAsFunction<Child: TemplateWidget>(_ id: String, as _: Child.Type = Child.self) -> Child {
        MainWindow.template.child(id, of: root)
    }
}
