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
    @Owned var title = MenuButton()
    /// The scope switch's tree: `MarketHeader.ui`, its buttons bound to win.market-scope.
    let scope = MarketHeaderChildren.make()
    var scopeSwitch: Box { scope.root }
    /// The switch in a sideways scroller: at 360 px its five English labels are wider than the window, so
    /// a narrow window scrolls them rather than grow; a wide one shows them whole.
    @Owned var scopeBar = ScrolledWindow(sideways: true)
    private var menuItems: MenuItems?
    /// A narrow window: the period's name on two lines ("Weekends of / 2018"); set before `update`.
    var compact = false
    private var shownTitle = ""
    private var shownScope: MarketSelection.Scope?
    /// The tick callback bringing the chosen scope into view, while it runs.
    private var revealing: guint = 0

    init() {
        gtk_scrolled_window_set_policy(scopeBar.pointer, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(scopeBar.pointer, 1)
        gtk_scrolled_window_set_propagate_natural_height(scopeBar.pointer, 1)
        scopeBar.expandsVertically = false
        scopeBar.expandsHorizontally = true
        scopeBar.setChild(scopeSwitch)
        // Every button at its natural width: the viewport would give the switch only its minimum.
        if let viewport = gtk_scrolled_window_get_child(scopeBar.pointer) {
            gtk_scrollable_set_hscroll_policy(OpaquePointer(viewport), GTK_SCROLL_NATURAL)
        }
        title.addCSSClass("market-title")
        Keys.singleTabStop(scopeSwitch.widget)  // one Tab stop, arrows between its buttons, as the kinds
        // The switch measured again (the market shown, the window resized, the text's size changed) can leave the
        // chosen scope out of view: it is brought in again. A user's own scrolling changes the value, not the
        // range, and is left alone.
        Signals.connect(UnsafeMutableRawPointer(gtk_scrolled_window_get_hadjustment(scopeBar.pointer)), "changed") {
            [weak self] _ in self?.shownScope.map { self?.revealScope($0) }
        }
    }

    func update(_ model: MarketViewModel) {
        shownTitle = model.title
        showTitle()
        if shownScope != model.selection.scope {
            shownScope = model.selection.scope
            revealScope(model.selection.scope)
        }
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

    /// The chosen scope's button scrolled into view in a narrow window. At each frame, from the last layout's
    /// places (an idle ran before the switch's final widths and left "Holidays" cut), until it has stayed whole
    /// in view for three frames, or for two seconds at most.
    private func revealScope(_ scope: MarketSelection.Scope) {
        guard let index = MarketSelection.Scope.allCases.firstIndex(of: scope) else { return }
        if revealing != 0 { gtk_widget_remove_tick_callback(scopeBar.widget, revealing) }
        var frames = 0
        var steady = 0
        revealing = FrameTicks.add(scopeBar.widget) { [weak self] in
            guard let self else { return false }
            frames += 1
            steady = self.clampToButton(at: index) ? steady + 1 : 0
            let going = steady < 3 && frames < 120
            if !going { self.revealing = 0 }
            return going
        }
    }

    /// Scrolls the switch so the button at `index` is whole in view; true when it already was.
    private func clampToButton(at index: Int) -> Bool {
        var child = gtk_widget_get_first_child(scopeSwitch.widget)
        for _ in 0..<index { child = child.flatMap { gtk_widget_get_next_sibling($0) } }
        // The button's whole box (a point's translation starts inside its padding, 17 px in).
        var bounds = graphene_rect_t()
        guard let button = child, gtk_widget_compute_bounds(button, scopeSwitch.widget, &bounds) != 0 else {
            return false
        }
        let adjustment = gtk_scrolled_window_get_hadjustment(scopeBar.pointer)
        let (x, end) = (Double(bounds.origin.x), Double(bounds.origin.x + bounds.size.width))
        let (value, page) = (gtk_adjustment_get_value(adjustment), gtk_adjustment_get_page_size(adjustment))
        // Until the scroller has measured the switch, its range is short.
        guard gtk_adjustment_get_upper(adjustment) >= end, page > 0 else { return false }
        if x >= value, end <= value + page { return true }
        gtk_adjustment_clamp_page(adjustment, x, end)
        return false
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
