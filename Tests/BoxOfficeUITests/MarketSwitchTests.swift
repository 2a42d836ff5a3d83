import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Going between the charts and the market, and between the market's periods, by the keyboard and the
/// pointer: the window's title, the year the market opens on, where its page starts, its title's menu and
/// its chart's focus ring. On the real 2018 history (`MarketViewTests`).
final class MarketSwitchTests: KoreanUITestCase {
    override func setUp() {
        super.setUp()
        clock.set("2019-01-01T00:00:00Z")  // yesterday in Korea: 2018-12-31
    }

    @MainActor private func launchOn2018(initialDay: Day? = nil) throws {
        try useKorean()
        try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
        try launch(language: .korean, initialDay: initialDay)
    }

    @MainActor private var market: MarketView {
        guard let view = window.market?.view else { fatalError("the market view is not built") }
        return view
    }

    @MainActor private var title: String { window.toplevel.title }

    /// Ctrl+M, then Ctrl+B: the window's title is the chart's again (with its filter), not "· 시장".
    func testCtrlBGivesTheChartItsTitleBack() throws {
        try MainActor.assumeIsolated {
            try launchOn2018()
            XCTAssertTrue(Actions.activate(window.window, WinAction.nation.with("korean")))
            waitFor("Korean films") { self.chart.segment.nation == .korean && self.chart.phase != .loading }
            waitFor("the filter in the title") { self.title == "BoxOffice · 한국 영화" }
            waitForFrame()
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market's title") { self.title == "BoxOffice · 시장" }
            waitForFrame()
            press(Int32(GDK_KEY_b), control: true)
            waitFor("the charts again") { self.window.marketShown == nil }
            XCTAssertEqual(title, "BoxOffice · 한국 영화")
            XCTAssertTrue(Actions.activate(window.window, WinAction.resetSegment))
            waitFor("every film") { self.title == "BoxOffice" }
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market's title") { self.title == "BoxOffice · 시장" }
            press(Int32(GDK_KEY_b), control: true)
            waitFor("the plain title") { self.title == "BoxOffice" }
        }
    }

    /// The chart shows a day of 2017: the market opens on 2017; a year chosen there stays while the chart's
    /// day does not change.
    func testTheMarketOpensOnTheYearTheChartShows() throws {
        try MainActor.assumeIsolated {
            try launchOn2018(initialDay: Day("2017-12-30"))
            waitForFrame()
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market shown") { self.window.marketShown != nil }
            waitForText("2017년") { self.window.ui.header }
            XCTAssertEqual(app.model.market.selection.year, 2017)
            waitForFrame()
            screenshot("market-opens-on-2017-ko", window.window)
            press(Int32(GDK_KEY_Right), alt: true)
            waitForText("2018년") { self.window.ui.header }
            press(Int32(GDK_KEY_b), control: true)
            waitFor("the charts") { self.window.marketShown == nil }
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market again") { self.window.marketShown != nil }
            waitForFrame()
            XCTAssertEqual(app.model.market.selection.year, 2018, "the chart's day is the same: the year chosen stays")
        }
    }

    /// Scrolled down the year, another scope, year or month starts at its page's top.
    func testANewPeriodStartsAtItsTop() throws {
        try MainActor.assumeIsolated {
            try launchOn2018()
            press(Int32(GDK_KEY_m), control: true)
            waitForText("2018년") { self.window.ui.header }
            waitForFrame()
            @MainActor func scrollDown() {
                self.market.scrollOffset = 600  // as a wheel would
                waitForFrame()
                XCTAssertGreaterThan(market.scrollOffset, 100, "scrolled down")
            }
            scrollDown()
            guard let monthly = button(in: window.ui.kindBar, where: { self.visibleTexts($0).contains("월간") })
            else { return XCTFail("no 월간 button") }
            click(monthly)
            waitForText("2018년 12월") { self.window.ui.header }
            waitForFrame()
            XCTAssertEqual(market.scrollOffset, 0, "the month starts at its top")
            scrollDown()
            press(Int32(GDK_KEY_Left), alt: true)
            waitForText("2018년 11월") { self.window.ui.header }
            waitForFrame()
            XCTAssertEqual(market.scrollOffset, 0, "the month before starts at its top")
            screenshot("market-new-period-top-ko", window.window)
        }
    }

    /// In the month scope the title's menu offers the year's months, then the years.
    func testTheMonthPickerOffersMonths() throws {
        try MainActor.assumeIsolated {
            try launchOn2018()
            press(Int32(GDK_KEY_m), control: true)
            waitForText("2018년") { self.window.ui.header }
            activate(WinAction.marketScope.with("month"))
            waitForText("2018년 12월") { self.window.ui.header }
            waitForFrame()
            guard let titleButton = window.market?.header.title, let toggle = titleButton.firstChild else {
                return XCTFail("no title button")
            }
            click(toggle)
            waitFor("the menu open") { titleButton.popover?.isMapped ?? false }
            guard let popover = titleButton.popover else { return }
            waitForFrame(popover)
            let texts = visibleTexts(popover)
            XCTAssertEqual(Array(texts.prefix(12)), (1...12).map { "\($0)월" })
            XCTAssertEqual(texts.dropFirst(12).first, "2018")
            XCTAssertEqual(texts.last, "2003")
            screenshot("market-month-menu-ko", window.window, overlays: [overlay(popover, under: toggle)])
            guard
                let march = firstDescendant(
                    of: popover, type: gtk_label_get_type(),
                    where: { String(cString: gtk_label_get_text(cast($0))) == "3월" })
            else { return XCTFail("no 3월") }
            click(march)
            waitForText("2018년 3월") { self.window.ui.header }
            XCTAssertEqual(app.model.market.selection.scope, .month)
        }
    }

    /// The chart has a focus ring while it has the keyboard, and none once it has left.
    func testTheChartShowsAFocusRing() throws {
        try MainActor.assumeIsolated {
            try launchOn2018()
            press(Int32(GDK_KEY_m), control: true)
            waitForText("2018년") { self.window.ui.header }
            let area = market.chart.area.widget
            waitFor("the chart has the keyboard") { self.focusedWidget() == area }
            press(Int32(GDK_KEY_Home))
            scrollIntoView(area, in: area)  // the cards above can push the chart's top edge below the window's foot
            waitForFrame()
            let focused = ringShare(around: area)
            screenshot("market-chart-focus-ring-ko", window.window)
            XCTAssertGreaterThan(focused, 0.8, "the ring over the chart's top edge")
            press(Int32(GDK_KEY_Tab))
            waitFor("the keyboard elsewhere") { self.focusedWidget() != area }
            waitForFrame()
            XCTAssertLessThan(ringShare(around: area), 0.1, "no ring without the keyboard")
        }
    }
    /// The outline lies a few pixels above the area (its offset, and the chart's frame around the area): the
    /// bluest of the ten rows above the top edge.
    @MainActor private func ringShare(around area: Widget) -> Double { ringShare(of: area, rows: -10..<0, inset: 20) }

    /// English at 360 px: the five scopes scroll sideways, and the chosen one is in view whole, whether chosen
    /// (Alt+H), shown by a window that opens on it, or shown again after the charts.
    func testTheChosenScopeIsInViewAt360Pixels() throws {
        use(locale: "C.UTF-8", catalogue: nil)
        try MainActor.assumeIsolated {
            try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
            try launch(language: .english)
            try relaunchNarrowOnTheMarket(language: .english)
            waitFor("the market shown") { self.window.marketShown != nil }
            press(Int32(GDK_KEY_h), alt: true)
            waitFor("the holidays") { self.app.model.market.selection.scope == .holidays }
            waitForWholeHolidays("chosen")
            try relaunchNarrowOnTheMarket(language: .english)
            waitFor("the market shown again") { self.window.marketShown != nil }
            XCTAssertEqual(app.model.market.selection.scope, .holidays, "the scope kept")
            waitForWholeHolidays("opened on it")
            press(Int32(GDK_KEY_b), control: true)
            waitFor("the charts") { self.window.marketShown == nil }
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market") { self.window.marketShown != nil }
            waitForWholeHolidays("shown again")
            screenshot("market-360-holidays-chosen-en", window.window)
        }
    }

    /// Waits until the Holidays button lies whole inside the switch's scroller.
    @MainActor private func waitForWholeHolidays(_ when: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let bar = window.market?.header.scopeBar, let button = button(in: bar, labelled: "Holidays") else {
            return XCTFail("no Holidays button", file: file, line: line)
        }
        XCTAssertLessThan(
            gtk_widget_get_width(bar.widget), 477, "\(when): the switch scrolls at 360 px", file: file, line: line)
        var bounds = graphene_rect_t()
        @MainActor func whole() -> Bool {
            gtk_widget_compute_bounds(button, bar.widget, &bounds) != 0 && bounds.origin.x >= -0.5
                && bounds.origin.x + bounds.size.width <= Float(gtk_widget_get_width(bar.widget)) + 0.5
        }
        let shown = MainLoopBridge.iterate(timeout: 10) { MainActor.assumeIsolated { whole() } }
        let adjustment = gtk_scrolled_window_get_hadjustment(bar.pointer)
        XCTAssertTrue(
            shown,
            "Holidays whole in view (\(when)): x \(bounds.origin.x), width \(bounds.size.width), switch "
                + "\(gtk_widget_get_width(bar.widget)); scrolled \(gtk_adjustment_get_value(adjustment)) of "
                + "\(gtk_adjustment_get_upper(adjustment)), page \(gtk_adjustment_get_page_size(adjustment))",
            file: file, line: line)
    }
}
