import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk

/// The header bar: refresh; previous day, date, next day; filter button, layout toggle, primary menu.
/// The chart-kind switch sits in a bar below it. The header is one line whatever is chosen.
@MainActor
final class HeaderControls {
    /// Its widgets are the main window's (`MainWindow.ui`), read there: the header bar (`ui.header`) and the
    /// kind bar below it, the chart-kind switch centred (the header has no room for it at 920 px). A narrow
    /// window's active segment (`ui.segmentLabel`, "다양성 영화 · 서울시") is in one line beside the kind switch:
    /// the filter button that names it is in the menu then. Under the date it made the header a line taller, and
    /// the header has no room left beside a weekly range and three window buttons. The views (`ui.viewSwitcher`,
    /// 박스오피스 | 시장) are beside refresh, at the window's bottom when narrow; `ui.titleStack`, between previous
    /// and next, holds the date or the Market view's period.
    let ui: MainWindowChildren
    let dateButton: DateButton
    let choices: ChartChoices

    init(model: ChartViewModel, ui: MainWindowChildren) {
        self.ui = ui
        // The views' tabs say their names: their icons are decoration (GTK 4.8 reads them as "GtkImage").
        for image in ui.switcherBar.descendants + ui.viewSwitcher.descendants
        where G_TYPE_CHECK_INSTANCE_TYPE(image.raw, gtk_image_get_type()) {
            image.hideFromScreenReaders()
        }
        dateButton = DateButton(model: model, ui: ui)
        choices = ChartChoices(model: model, ui: ui)
        // The tooltips name the keys, from the shortcuts' table (a cut segment shows itself whole in its own).
        ui.refresh.describe(ShortcutsWindow.tooltip(tr("Refresh"), for: WinAction.refresh))
        describeSteps(tr("Previous Day"), tr("Next Day"))
        ui.layoutToggle.describe(tr("Show as Grid"))
        // Its .ui name is the menu button's; GTK 4.8 does not pass it to the inner button that takes focus.
        ui.menuButton.setAccessibleLabel(tr("Main Menu (F10)"))
        CutText.tooltipWhenCut(ui.segmentLabel)

        // The menu is built when first opened (F10 or a click), like the filter popover: its popover, with
        // the Filter and Region submenus, is about 130 widgets that launch would otherwise make unseen.
        ui.menuButton.buildOnOpen { [weak self, weak model] in
            guard let self, let model, !self.ui.menuButton.hasMenu else { return }
            Self.mainMenu(model).show(in: self.ui.menuButton)
            // Under the pointer that opened it, the tooltip covered the first item.
            if let popover = self.ui.menuButton.popover { self.ui.menuButton.keepTooltipAsideWhileOpen(popover) }
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
            ui.titleStack.addNamed(header.title, "market")
            ui.kindBar.append(header.scopeBar)
        }
        showsMarket = header != nil
        ui.titleStack.show(showsMarket ? "market" : "chart")
        ui.kindSwitch.isVisible = !showsMarket
        market?.scopeBar.isVisible = showsMarket
        applyVisibility()
    }

    private func applyVisibility() {
        ui.layoutToggle.isVisible = !compact && !showsMarket
        ui.refresh.isVisible = !compact
        ui.filterButton.isVisible = !compact && !showsMarket  // the menu's Filter submenu stays
        ui.segmentLabel.isVisible = compact && !showsMarket && !ui.segmentLabel.text.isEmpty
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
        ui.previous.describe(ShortcutsWindow.tooltip(back, for: WinAction.previousDay))
        ui.next.describe(ShortcutsWindow.tooltip(forward, for: WinAction.nextDay))
    }

    func setCompact(_ on: Bool) {
        compact = on
        dateButton.compact = on
        market?.setCompact(on)
        applyVisibility()
        ui.kindBar.setCSSClass("compact", on)
        ui.navigation.setCSSClass("compact", on)
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
        ui.segmentLabel.text = model.segmentTitle ?? ""
        ui.segmentLabel.isVisible = compact && !showsMarket && model.segmentTitle != nil
    }

    func updateLayout(_ model: ChartViewModel) {
        ui.layoutToggle.iconName = model.layout.switchIconName
        ui.layoutToggle.describe(
            ShortcutsWindow.tooltip(
                model.layout.switchTooltip,
                for: model.layout == .list ? WinAction.showGrid : .showList))
    }
}
