import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The window's two views: 박스오피스 (the charts) and 시장 (the market). One radio action (win.view) and the
/// header's switcher show either; the Market view and its header parts are built the first time it is shown.
extension MainWindow {
    enum View: String { case chart, market }

    /// The market's view-model while its view is on screen; nil on the charts.
    var marketShown: MarketViewModel? { ui.views.visibleChildName == View.market.rawValue ? app.market : nil }

    /// The market's scope (a choice); win.view, win.market-year and win.market-month are `handle`'s.
    func installViewActions() {
        // A click on a switcher changes the stack without the action: the action follows it here.
        ui.views.onVisibleChildChanged { [weak self] name in self?.viewChanged(name.flatMap(View.init) ?? .chart) }
        let app = self.app
        // Not the setting's own action (`Actions.addSetting`): its state shows the scope shown, which a year's month
        // bar changes too (`open(.month)`), and a month reached so is not the user's choice. Only a scope chosen
        // here (a key, a switch button) is remembered in GSettings' market-scope, and the view opens on it.
        let settings = app.settings.persistent
        Actions.addRadio(windowActions, WinAction.marketScope, initial: MarketSelection.Scope.year.rawValue) {
            value in
            guard let scope = MarketSelection.Scope(rawValue: value) else { return }
            app.market.choose(scope)
            settings?.set(.marketScope, text: scope.rawValue)
        }
    }

    private func viewChanged(_ view: View) {
        if view == .market {
            let built = market ?? buildMarket()
            header.showMarket(built.header)
            // The year the chart shows (when its day changed since the market was last shown).
            let day = model.day
            app.market.setActive(true, showing: day != marketOpenedOn ? day : nil)
            marketOpenedOn = day
            marketUpdated()
            built.view.chart.area.grabFocus()
        } else {
            app.market.setActive(false)
            header.showMarket(nil)
            header.update(model)
            updateChoices()  // the chart's title again ("BoxOffice · 시장" stayed)
            updateActions()
            focusChart()
        }
    }

    private func buildMarket() -> (view: MarketView, header: MarketHeader) {
        // The scope last chosen, before the view's first read.
        if let scope = app.settings.persistent?.text(.marketScope).flatMap(MarketSelection.Scope.init) {
            app.market.restore(scope)
        }
        let view = MarketView(model: app.market)
        ui.marketPage.append(view.root)
        let built = (view: view, header: MarketHeader())
        market = built
        app.market.changes.observe(until: window) { [weak self] _ in self?.marketUpdated() }
        return built
    }

    private func marketUpdated() {
        guard marketShown != nil else { return }
        let model = app.market
        header.update(model)
        updateActions()
        toplevel.title = "BoxOffice · " + tr("Market")
    }

    /// The charts' view on `day` (`boxoffice --date DAY` handed to a running app), in the kind shown.
    func showChart(on day: Day) {
        ui.views.visibleChildName = View.chart.rawValue
        model.select(day)
    }

    /// A day's or a weekend's chart in the charts' view (`win.day-chart`, `win.weekend-chart`), or the days a holiday
    /// lacks filled (`win.fill-days`): what a bar or a row of the Market view fires.
    func openFromMarket(_ action: WinAction, _ text: String) {
        switch action {
        case .dayChart, .weekendChart:
            guard let day = Day(text) else { return }
            model.open(action == .weekendChart ? .weekend : .daily, on: day)
            ui.views.visibleChildName = View.chart.rawValue
        case .fillDays:
            let days = text.split(separator: "-").compactMap { Day(String($0)) }
            guard days.count == 2 else { return }
            app.market.fill(from: days[0], to: days[1])
        default: return
        }
    }
}

extension MarketTarget {
    /// What a bar or a row naming this fires: a film its window, a month bar its month, a weekend or a day its
    /// chart, a holiday without a record the fill of its days.
    var action: TargetedAction {
        switch self {
        case .film(let code, _, _): AppAction.openFilm.with(code)
        case .month(let month): WinAction.marketMonth.with(String(month))
        case .weekend(let friday): WinAction.weekendChart.with(friday.compact)
        case .day(let day): WinAction.dayChart.with(day.compact)
        case .fill(let from, let to): WinAction.fillDays.with("\(from.compact)-\(to.compact)")
        }
    }
}
