import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk

/// The header bar: refresh; previous day, date, next day; filter button, layout toggle, primary menu.
/// The chart-kind switch sits in a bar below it. The header is one line whatever is chosen.
@MainActor
final class HeaderControls {
    /// Its widgets are the main window's (`MainWindow.ui`): the header bar and the kind bar below it.
    @Owned var root: HeaderBar
    let dateButton: DateButton
    let choices: ChartChoices
    /// Below the header: the chart-kind switch, centred (the header has no room for it at 920 px).
    @Owned var kindBar: Box
    /// A narrow window's active segment ("다양성 영화 · 서울시"), in one line beside the kind switch: the
    /// filter button that names it is in the menu then. Under the date it made the header a line taller,
    /// and the header has no room left beside a weekly range and three window buttons.
    @Owned var segmentLabel: Label
    @Owned var refresh: Button
    @Owned var previous: Button
    @Owned var next: Button
    @Owned var layoutToggle: Button
    @Owned var menuButton: MenuButton
    /// Previous, the date and next, linked: the header's title.
    @Owned private var navigation: Box
    /// Between previous and next: the date, or the Market view's period.
    @Owned private var titleStack: Stack
    /// The views (박스오피스 | 시장), beside refresh; at the window's bottom when narrow.
    private(set) var viewSwitcher: ViewSwitcher?

    init(model: ChartViewModel, tree: MainWindowChildren) {
        _root = Owned(wrappedValue: tree.header)
        _kindBar = Owned(wrappedValue: tree.kindBar)
        _segmentLabel = Owned(wrappedValue: tree.segmentLabel)
        _refresh = Owned(wrappedValue: tree.refresh)
        _previous = Owned(wrappedValue: tree.previous)
        _next = Owned(wrappedValue: tree.next)
        _layoutToggle = Owned(wrappedValue: tree.layoutToggle)
        _menuButton = Owned(wrappedValue: tree.menuButton)
        _navigation = Owned(wrappedValue: tree.navigation)
        _titleStack = Owned(wrappedValue: tree.titleStack)
        viewSwitcher = tree.viewSwitcher
        // The views' tabs say their names: their icons are decoration (GTK 4.8 reads them as "GtkImage").
        let bar: ViewSwitcherBar = tree.switcherBar
        for image in bar.descendants + (viewSwitcher?.descendants ?? [])
        where G_TYPE_CHECK_INSTANCE_TYPE(image.raw, gtk_image_get_type()) {
            image.hideFromScreenReaders()
        }
        dateButton = DateButton(model: model, root: tree.dateButton)
        choices = ChartChoices(model: model, kindSwitch: tree.kindSwitch, filterButton: tree.filterButton)
        // The tooltips name the keys, from the shortcuts' table (a cut segment shows itself whole in its own).
        refresh.describe(ShortcutsWindow.tooltip(tr("Refresh"), for: WinAction.refresh))
        describeSteps(tr("Previous Day"), tr("Next Day"))
        layoutToggle.describe(tr("Show as Grid"))
        // Its .ui name is the menu button's; GTK 4.8 does not pass it to the inner button that takes focus.
        menuButton.setAccessibleLabel(tr("Main Menu (F10)"))
        CutText.tooltipWhenCut(segmentLabel)

        // The menu is built when first opened (F10 or a click), like the filter popover: its popover, with
        // the Filter and Region submenus, is about 130 widgets that launch would otherwise make unseen.
        menuButton.buildOnOpen { [weak self, weak model] in
            guard let self, let model, !self.menuButton.hasMenu else { return }
            Self.mainMenu(model).show(in: self.menuButton)
            // Under the pointer that opened it, the tooltip covered the first item.
            if let popover = self.menuButton.popover { self.menuButton.keepTooltipAsideWhileOpen(popover) }
        }
    }

    /// The primary menu (`Main/PrimaryMenu.ui`): refresh and layouts, copy and export, the chart kinds with the
    /// Filter submenu, the views, then the application's windows. Its Region submenu lists KOBIS's regions.
    static func mainMenu(_ model: ChartViewModel) -> Menu {
        let menus = Menu.load("Main/PrimaryMenu.ui", ids: ["primary_menu", "regions"])
        guard let menu = menus["primary_menu"], let regions = menus["regions"] else {
            fatalError("Main/PrimaryMenu.ui: no primary_menu or regions")  // built into the binary: a build bug
        }
        ChartChoices.addRegions(to: regions, language: model.language)
        return menu
    }

    private var compact = false
    private var market: MarketHeader?
    private var showsMarket = false

    /// The Market view's title and scope switch take the date's and the kinds' places (added the first time).
    func showMarket(_ header: MarketHeader?) {
        if let header, market == nil {
            market = header
            header.setCompact(compact)
            titleStack.addNamed(header.title, "market")
            kindBar.append(header.scopeBar)
        }
        showsMarket = header != nil
        titleStack.show(showsMarket ? "market" : "chart")
        choices.kindSwitch.isVisible = !showsMarket
        market?.scopeBar.isVisible = showsMarket
        applyVisibility()
    }

    private func applyVisibility() {
        layoutToggle.isVisible = !compact && !showsMarket
        refresh.isVisible = !compact
        choices.filterButton.isVisible = !compact && !showsMarket  // the menu's Filter submenu stays
        segmentLabel.isVisible = compact && !showsMarket && !segmentLabel.text.isEmpty
    }

    /// Narrow: the day without its year; refresh, the layout toggle and the filter button left to the
    /// menu (and F5, Ctrl+1/2), the segment named beside the kind switch, whose buttons come closer.
    /// The Market view's title, and previous/next named for its period.
    func update(_ market: MarketViewModel) {
        self.market?.update(market)
        let month = market.selection.scope == .month
        describeSteps(
            month ? tr("Previous Month") : tr("Previous Year"), month ? tr("Next Month") : tr("Next Year"))
    }

    private func describeSteps(_ back: String, _ forward: String) {
        previous.describe(ShortcutsWindow.tooltip(back, for: WinAction.previousDay))
        next.describe(ShortcutsWindow.tooltip(forward, for: WinAction.nextDay))
    }

    func setCompact(_ on: Bool) {
        compact = on
        dateButton.compact = on
        market?.setCompact(on)
        applyVisibility()
        kindBar.setCSSClass("compact", on)
        navigation.setCSSClass("compact", on)
    }

    func update(_ model: ChartViewModel) {
        updateSelection(model)
        updateLayout(model)
    }

    /// The day, the kind's steps and the segment.
    func updateSelection(_ model: ChartViewModel) {
        dateButton.update()
        if !showsMarket {
            let weekly = model.kind.isWeekly
            describeSteps(weekly ? tr("Previous Week") : tr("Previous Day"), weekly ? tr("Next Week") : tr("Next Day"))
        }
        choices.update()
        segmentLabel.text = model.segmentTitle ?? ""
        segmentLabel.isVisible = compact && !showsMarket && model.segmentTitle != nil
    }

    func updateLayout(_ model: ChartViewModel) {
        layoutToggle.iconName = model.layout.switchIconName
        layoutToggle.describe(
            ShortcutsWindow.tooltip(
                model.layout.switchTooltip,
                for: model.layout == .list ? WinAction.showGrid : .showList))
    }
}
