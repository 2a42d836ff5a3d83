import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import CXTest
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The market's own keys, pressed through the X server on the real 2018 history: Alt+Y / Alt+M / Alt+W pick the
/// scope, Ctrl+T goes to the newest period, and Enter on a day's or a weekend's bar opens its chart.
final class MarketKeysTests: KoreanUITestCase {
    override func setUp() {
        super.setUp()
        clock.set("2019-01-01T00:00:00Z")  // yesterday in Korea: 2018-12-31
    }

    @MainActor private func launchOn2018() throws {
        try useKorean()
        try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
        try launch(language: .korean)
        press(Int32(GDK_KEY_m), control: true)
        waitFor("the market shown") { self.window.marketShown != nil }
        waitForText("2018년") { self.window.ui.header }
    }

    @MainActor private var market: MarketView {
        guard let view = window.market?.view else { fatalError("the market view is not built") }
        return view
    }

    /// The period's title the header shows, read off the screen.
    @MainActor private func waitForTitle(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        waitForText(title, in: { self.window.ui.header }, file: file, line: line)
        XCTAssertEqual(window.market?.header.title.label, title, file: file, line: line)
    }

    func testAltYMWAndCtrlTChooseTheScopeShown() throws {
        try MainActor.assumeIsolated {
            try launchOn2018()
            press(Int32(GDK_KEY_m), alt: true)
            waitForTitle("2018년 12월")
            press(Int32(GDK_KEY_Left), alt: true)
            waitForTitle("2018년 11월")
            press(Int32(GDK_KEY_t), control: true)
            waitForTitle("2018년 12월")
            press(Int32(GDK_KEY_w), alt: true)
            waitForTitle("2018년 주말")
            waitFor("the weekends listed") { self.market.weekendSection.lines.first?.title == "12월 28일–30일" }
            XCTAssertEqual(market.weekendSection.lines.first?.title, "12월 28일–30일")
            press(Int32(GDK_KEY_y), alt: true)
            waitForTitle("2018년")
            press(Int32(GDK_KEY_Left), alt: true)
            waitForTitle("2017년")
            press(Int32(GDK_KEY_t), control: true)
            waitForTitle("2018년")
            XCTAssertEqual(app.model.market.selection.scope, .year)
        }
    }

    /// In a month, Enter on a day's bar opens that day's chart; in the weekends, a weekend's bar its weekend chart.
    func testEnterOnADaysOrAWeekendsBarOpensItsChart() throws {
        try MainActor.assumeIsolated {
            try launchOn2018()
            press(Int32(GDK_KEY_m), alt: true)
            waitForTitle("2018년 12월")
            waitFor("the chart has the keyboard") { self.focusedWidget() == self.market.chart.area.widget }
            press(Int32(GDK_KEY_Home))
            press(Int32(GDK_KEY_Right))
            waitFor("December 2nd read out") {
                self.market.chart.readoutText == "2018년 12월 2일 (일); 매출액 ≈ 82억 원, 관객 ≈ 93만 명 (1일 중 1일)"
            }
            press(Int32(GDK_KEY_Return))
            waitFor("that day's chart") { self.window.marketShown == nil && self.chart.phase == .loaded }
            XCTAssertEqual(chart.kind, .daily)
            XCTAssertEqual(chart.day, Day("2018-12-02"))

            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market again") { self.window.marketShown != nil }
            press(Int32(GDK_KEY_w), alt: true)
            waitForTitle("2018년 주말")
            market.chart.area.grabFocus()
            waitFor("the chart has the keyboard again") { self.focusedWidget() == self.market.chart.area.widget }
            press(Int32(GDK_KEY_End))
            waitFor("the last weekend read out") {
                self.market.chart.readoutText == "2018년 12월 28일–30일; 매출액 ≈ 244억 원, 관객 ≈ 276만 명 (3일 중 3일)"
            }
            press(Int32(GDK_KEY_Return))
            waitFor("the weekend's chart") { self.window.marketShown == nil && self.chart.kind == .weekend }
            XCTAssertEqual(chart.day, Day("2018-12-30"))
            waitFor("the weekend's chart loaded") { self.chart.phase != .loading }
            waitForFrame()
            screenshot("market-weekend-bar-opened-ko", window.window)
        }
    }

    /// The pointer over a day's bar reads that day out: the month's first at the left edge, its last at the right.
    func testHoveringADaysBarReadsItOut() throws {
        try MainActor.assumeIsolated {
            try launchOn2018()
            press(Int32(GDK_KEY_m), alt: true)
            waitForTitle("2018년 12월")
            let area = market.chart.area.widget
            scrollIntoView(area, in: area)
            waitForFrame()
            XCTAssertNotEqual(boxoffice_xtest_move(area, 0.01, 0.5), 0)
            waitFor("December 1st read out") {
                self.market.chart.readoutText == "2018년 12월 1일 (토); 매출액 ≈ 90억 원, 관객 ≈ 102만 명 (1일 중 1일)"
            }
            XCTAssertNotEqual(boxoffice_xtest_move(area, 0.99, 0.5), 0)
            // With the same day 52 weeks before (a Monday too), named since 2018's first day is in the history.
            waitFor("December 31st read out") {
                self.market.chart.readoutText
                    == "2018년 12월 31일 (월); 매출액 ≈ 70억 원, 관객 ≈ 88만 명 (1일 중 1일); 52주 전(2018년 1월 1일): 146억 원"
            }
        }
    }
}
