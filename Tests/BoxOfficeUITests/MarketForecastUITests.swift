import BoxOfficeCore
import BoxOfficeStore
import BoxOfficeViewModels
import CGtk
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The Market view's films still in the chart on the period's last day show their forecast total beside their
/// total to date, read back from the window in Korean (the real 2018 history and the shipped runs).
final class MarketForecastUITests: KoreanUITestCase {
    /// The forecast's figures these tests expect, in one place: the method is tuned, so they move with it.
    enum Expected {
        /// 1987's row in January 2018, forecast as of the 31st (its D36).
        static let row1987 = "누적 710만 명 · 예상 ≈ 716만 명 (D36, 2018-01-31 기준)"
    }

    override func setUp() {
        super.setUp()
        clock.set("2019-01-01T00:00:00Z")  // 2018 is over
    }

    func testJanuarysFilmRowsShowTheirForecastInKorean() throws {
        try MainActor.assumeIsolated {
            try useKorean()
            try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
            try launch(language: .korean)
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market shown") { self.window.marketShown != nil }
            guard let market = window.market?.view else { return XCTFail("no market view") }
            waitForText("2018년") { self.window.ui.header }
            // January from the year's bars by keyboard: Home, then Enter.
            market.chart.area.grabFocus()
            press(Int32(GDK_KEY_Home))
            press(Int32(GDK_KEY_Return))
            waitForText("2018년 1월") { self.window.ui.header }
            guard let row = market.filmSection.row(at: 1) else { return XCTFail("no second film") }
            scrollIntoView(row, in: row)
            waitForFrame()
            let texts = visibleTexts(row)
            XCTAssertEqual(texts.first, "1987", "\(texts)")
            XCTAssertTrue(texts.contains { $0.hasSuffix(Expected.row1987) }, "\(texts)")
            // The films' list itself: the cards above push it below the window's foot.
            guard let list = gtk_widget_get_parent(row) else { return XCTFail("no list") }
            screenshot("market-forecast-ko", list)
        }
    }
}
