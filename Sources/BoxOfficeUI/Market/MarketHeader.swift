import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The Market view's parts of the header: the period's title, a button whose menu picks the year, and in
/// the month scope the month too (the header's previous and next buttons step the year or the month), and
/// under the header the scope switch
/// (연간 / 월별 / 주말), radio actions like the chart kinds.
@MainActor
final class MarketHeader {
    /// The scope switch's tree: `MarketHeader.ui`, its buttons bound to win.market-scope.
    private static let template = Template<Box>(
        "BoxOfficeMarketHeader", parent: gtk_box_get_type(), resource: "Market/MarketHeader.ui", children: [])

    @Owned var title = MenuButton()
    @Owned var scopeSwitch: Box
    private var menuItems: MenuItems?
    /// A narrow window: the period's name on two lines ("Weekends of / 2018"); set before `update`.
    var compact = false
    private var shownTitle = ""

    init() {
        _scopeSwitch = Owned(wrappedValue: Self.template.make())
        title.addCSSClass("market-title")
        Keys.singleTabStop(scopeSwitch.widget)  // one Tab stop, arrows between its buttons, as the kinds
    }

    func update(_ model: MarketViewModel) {
        shownTitle = model.title
        showTitle()
        let months = model.monthChoices
        // The records span every run held: no year to pick (nor to step: previous and next are disabled).
        title.isSensitive = !model.yearChoices.isEmpty
        title.describe(
            months.isEmpty
                ? tr("Choose the year ({title})", ["title": model.title])
                : tr("Choose the month or the year ({title})", ["title": model.title]))
        let shown = MenuItems(months: months.map(\.name), years: model.yearChoices)
        guard shown != menuItems else { return }
        menuItems = shown
        // In the month scope the shown year's months first, then the years, newest first: the years people
        // look at are at the top.
        let menu = Menu()
        if !months.isEmpty {
            let monthSection = Menu()
            for (month, name) in months { monthSection.append(name, WinAction.marketMonth.with(String(month))) }
            menu.appendSection(nil, monthSection)
        }
        let yearSection = Menu()
        for year in shown.years { yearSection.append(String(year), WinAction.marketYear.with(String(year))) }
        menu.appendSection(nil, yearSection)
        menu.show(in: title)
    }

    private func showTitle() {
        title.label = compact ? NarrowTitle.twoLines(shownTitle) : shownTitle
        ButtonLabel.fit(title, whole: compact)
    }

    /// A narrow window or a wide one: the title's lines follow.
    func setCompact(_ on: Bool) {
        guard on != compact else { return }
        compact = on
        if !shownTitle.isEmpty { showTitle() }
    }

    /// What the menu lists, to build it again only when that changes.
    private struct MenuItems: Equatable {
        var months: [String]
        var years: [Int]
    }
}
