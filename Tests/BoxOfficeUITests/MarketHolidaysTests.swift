import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import CXTest
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The market's holidays scope on the real 2018 history (Tests/Fixtures/market): Alt+H or the "Holidays" button,
/// each period's figures read back off the list, the #1 opening its window; in Korean, dark and at 360 px.
final class MarketHolidaysTests: KoreanUITestCase {
    override func setUp() {
        super.setUp()
        clock.set("2019-01-01T00:00:00Z")  // yesterday in Korea: 2018-12-31
    }

    @MainActor private var market: MarketView {
        guard let view = window.market?.view else { fatalError("the market view is not built") }
        return view
    }

    func testAltHShowsTheYearsHolidaysAndTheNumberOneOpensItsWindow() throws {
        try MainActor.assumeIsolated {
            try launchOnTheMarketOf2018(language: .english)
            press(Int32(GDK_KEY_h), alt: true)
            waitForText("Holidays of 2018") { self.window.ui.header }
            waitFor("the holidays listed") { self.market.holidaySection.lines.count == 5 }
            XCTAssertEqual(app.model.market.selection.scope, .holidays)
            XCTAssertEqual(
                market.holidaySection.lines.map { "\($0.title) | \($0.value)" },
                [
                    "Seollal break · Feb 15–18 · 4 days | ≈ ₩42.2 billion",
                    "May · May 1–31 · 31 days | ≈ ₩138.8 billion",
                    "Summer peak · Jul 25–Aug 15 · 22 days | ≈ ₩225.4 billion",
                    "Chuseok break · Sep 22–26 · 5 days | ≈ ₩57.2 billion",
                    "Christmas Day · Tue, Dec 25 · 1 day | ≈ ₩16.5 billion"
                ])
            XCTAssertEqual(market.holidaySection.lines[3].subtitle, "#1 안시성 (46.2%) · ≈ 6.6 million admissions")
            XCTAssertEqual(market.coverageText, "5 of 5 holidays held whole in history")
            screenshotLightAndDark("market-holidays-en", "market-holidays-dark-en")

            // 추석's row opens its #1's window.
            guard let row = market.holidaySection.row(at: 3) else { return XCTFail("no 추석 row") }
            scrollIntoView(row, in: row)
            click(row)
            waitFor("안시성's window") { self.app.details["20176122"] != nil }
        }
    }

    func testKoreanDarkAnd360Pixels() throws {
        try MainActor.assumeIsolated {
            try useKorean()
            try launchOnTheMarketOf2018(language: .korean)
            press(Int32(GDK_KEY_h), alt: true)
            waitForText("2018년 명절·성수기") { self.window.ui.header }
            waitFor("the holidays listed") { self.market.holidaySection.lines.count == 5 }
            XCTAssertEqual(
                market.holidaySection.lines.map(\.title),
                [
                    "설 연휴 · 2월 15일–18일 · 4일", "5월 · 5월 1일–31일 · 31일", "여름 성수기 · 7월 25일–8월 15일 · 22일",
                    "추석 연휴 · 9월 22일–26일 · 5일", "성탄절 · 12월 25일 (화) · 1일"
                ])
            XCTAssertEqual(market.holidaySection.lines[0].value, "≈ 422억 원")
            XCTAssertEqual(market.holidaySection.lines[0].subtitle, "1위 블랙 팬서 (52.0%) · 관객 ≈ 488만 명")
            screenshotLightAndDark("market-holidays-ko", "market-holidays-dark-ko")

            try relaunchNarrowOnTheMarket(language: .korean)
            waitFor("the narrow market's holidays") {
                self.window.marketShown != nil && self.window.compact && self.market.holidaySection.lines.count == 5
            }
            waitForFrame()
            XCTAssertLessThanOrEqual(gtk_widget_get_width(window.window), 360)
            assertEveryBarNamed(["설 연휴", "5월", "여름 성수기", "추석 연휴", "성탄절"])
            screenshot("market-holidays-360-ko", window.window)
        }
    }

    /// Issue 45 (3): a holiday the history holds no day of says "기록 없음 — 채우기" (not "0/1 0.0억 원"), and
    /// activating its row fills its day: the request for 2018-12-25 is what the fixture server sees, then the
    /// row shows the day's figures. Christmas Day 2018 left out of the real 2018 history.
    func testAHolidayWithoutARecordOffersTheFillAndItsRowFillsIt() throws {
        try MainActor.assumeIsolated {
            try useKorean()
            try MarketHistory.write(
                into: dir.appendingPathComponent("cache"), days: MarketHistory.holidaysButChristmas2018)
            try launch(language: .korean)
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market shown") { self.window.marketShown != nil }
            press(Int32(GDK_KEY_h), alt: true)
            waitFor("the holidays listed") { self.market.holidaySection.lines.count == 5 }
            let christmas = market.holidaySection.lines[4]
            XCTAssertEqual(christmas.title, "성탄절 · 12월 25일 (화) · 1일")
            XCTAssertEqual(christmas.value, "기록 없음 — 채우기")
            XCTAssertEqual(christmas.subtitle, "연휴의 어느 날도 기록에 없습니다.")
            guard let row = market.holidaySection.row(at: 4) else { return XCTFail("no Christmas row") }
            scrollNearTop(row)
            screenshotLightAndDark("market-holidays-no-record-ko", "market-holidays-no-record-dark-ko")

            gtk_widget_grab_focus(row)
            waitFor("the row focused") { gtk_widget_has_focus(row) != 0 }
            press(Int32(GDK_KEY_Return))
            waitFor("the day filled", timeout: 20) {
                self.market.holidaySection.lines.count == 5 && self.market.holidaySection.lines[4].value == "≈ 165억 원"
            }
            let asked = api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").map {
                $0.query["targetDt"] ?? ""
            }
            XCTAssertTrue(asked.contains("20181225"), "\(asked)")
        }
    }

    /// Issue 45 (1, 16): in English the rows name their days, their #1 by its English title where the film's
    /// details are saved, and each change named; light, dark and 360 px.
    func testEnglishRowsAtThreeHundredSixtyPixels() throws {
        try MainActor.assumeIsolated {
            try launchOnTheMarketOf2018(language: .english)
            press(Int32(GDK_KEY_h), alt: true)
            waitFor("the holidays listed") { self.market.holidaySection.lines.count == 5 }
            try relaunchNarrowOnTheMarket(language: .english)
            waitFor("the narrow market's holidays") {
                self.window.marketShown != nil && self.window.compact && self.market.holidaySection.lines.count == 5
            }
            waitForFrame()
            XCTAssertLessThanOrEqual(gtk_widget_get_width(window.window), 360)
            assertEveryBarNamed(["Seollal break", "May", "Summer peak", "Chuseok break", "Christmas Day"])
            screenshotLightAndDark("market-holidays-360-en", "market-holidays-360-dark-en")
        }
    }

    /// Issue 45 (19): at 360 px the chart named two of its five bars; now each, in order, wrapped or on two rows,
    /// none touching another on its row or running off the chart.
    @MainActor private func assertEveryBarNamed(_ names: [String]) {
        waitFor("the labels drawn") { self.market.chart.drawnLabels.count == names.count }
        let labels = market.chart.drawnLabels
        XCTAssertEqual(labels.map { $0.text.replacingOccurrences(of: "\n", with: " ") }, names)
        XCTAssertTrue(AxisLabelLayout.fits(labels, gap: 6), "\(labels)")
        let width = Double(gtk_widget_get_width(market.chart.area.widget))
        for label in labels {
            XCTAssertGreaterThanOrEqual(label.left, 0, label.text)
            XCTAssertLessThanOrEqual(label.right, width, label.text)
        }
    }
}
