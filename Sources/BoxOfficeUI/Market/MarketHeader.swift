import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The Market view's parts of the header: the period's title, a button whose menu picks the year (the
/// header's previous and next buttons step the year or the month), and under the header the scope switch
/// (연간 / 월별 / 주말), radio actions like the chart kinds.
@MainActor
final class MarketHeader {
    @Owned var title = MenuButton()
    @Owned var scopeSwitch = Box.horizontal(classes: ["linked", "market-scope-switch"])
    private var menuYears: ClosedRange<Int>?

    init() {
        title.addCSSClass("market-title")
        for scope in MarketSelection.Scope.allCases {
            let button = gtk_toggle_button_new_with_label(Self.name(scope))!
            Actions.bind(button, to: WinAction.marketScope.with(scope.rawValue))
            scopeSwitch.append(button)
        }
        scopeSwitch.setAccessibleLabel(tr("Market period"))
        scopeSwitch.horizontalAlignment = GTK_ALIGN_CENTER
        scopeSwitch.expandsHorizontally = true
    }

    static func name(_ scope: MarketSelection.Scope) -> String {
        switch scope {
        case .year: return tr("Yearly")
        case .month: return tr("Monthly")
        case .weekends: return tr("Weekends")
        }
    }

    func update(_ model: MarketViewModel) {
        title.label = model.title
        title.describe(tr("Choose the year ({title})", ["title": model.title]))
        let years = MarketSelection.firstYear...model.selection.latest.year
        guard years != menuYears else { return }
        menuYears = years
        // Newest first: the years people look at are at the top.
        let menu = Menu()
        for year in years.reversed() { menu.append(String(year), WinAction.marketYear.with(String(year))) }
        menu.show(in: title)
    }
}
