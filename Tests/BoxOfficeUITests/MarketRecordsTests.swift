import BoxOfficeCore
import BoxOfficeDrawing
import BoxOfficeViewModels
import CAdw
import CGtk
import CXTest
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The market's records scope on the shipped runs (2017–2022) and the 2018 history: Alt+R, the lists read
/// back with their headings and period, a film's row opening its window; in Korean, dark and at 360 px.
final class MarketRecordsTests: KoreanUITestCase {
    override func setUp() {
        super.setUp()
        clock.set("2019-01-01T00:00:00Z")  // yesterday in Korea: 2018-12-31
    }

    @MainActor private var market: MarketView {
        guard let view = window.market?.view else { fatalError("the market view is not built") }
        return view
    }

    @MainActor private func launchOnRecords(language: DisplayLanguage) throws {
        try launchOnTheMarketOf2018(language: language)
        press(Int32(GDK_KEY_r), alt: true)
        waitFor("the records listed") { self.market.records.sections.count == 13 }
    }

    func testAltRShowsTheRecordsAndAFilmsRowOpensItsWindow() throws {
        try MainActor.assumeIsolated {
            try launchOnRecords(language: .english)
            guard market.records.sections.count == 13 else { return XCTFail("no records shown") }
            waitForText("Records") { self.window.ui.header }
            XCTAssertEqual(app.model.market.selection.scope, .records)
            // No year to step or pick in the records.
            XCTAssertFalse(window.ui.previous.isSensitive)
            XCTAssertFalse(window.ui.next.isSensitive)
            XCTAssertEqual(market.coverageText, "Records 2017-01-01 – 2022-12-31 (2,191 days held)")
            let tenMillion = market.records.sections[3].lines
            XCTAssertEqual(tenMillion.count, 10)
            XCTAssertEqual(
                tenMillion.prefix(2).map { "\($0.title) | \($0.value) | \($0.subtitle)" },
                ["1. 어벤져스: 엔드게임 | D11 | 2019-05-04", "2. 신과함께-인과 연 | D14 | 2018-08-14"])
            let opening = market.records.sections[4].lines[0]
            XCTAssertEqual("\(opening.title) | \(opening.value)", "1. 어벤져스: 엔드게임 | 1,338,729 admissions")
            // Units on every figure (issue 45, 14): days at #1, the streak, screens.
            XCTAssertEqual(market.records.sections[7].lines[0].value, "38 days")
            XCTAssertEqual(market.records.sections[9].lines[0].value.hasSuffix(" screens"), true)
            if let row = market.records.sections[7].row(at: 0) {
                scrollNearTop(row)
                screenshotLightAndDark("market-records-units-en", "market-records-units-dark-en")
            }
            screenshotLightAndDark("market-records-en", "market-records-dark-en")
            // The shared image: the fastest to 10 million.
            let content = try XCTUnwrap(app.model.market.imageContent)
            XCTAssertEqual(content.listTitle, "Fastest to 10 million")
            let png = MarketImage.png(content)
            XCTAssertNotNil(png)
            keepImage(png, as: "market-records-image-en.png")

            // The biggest opening day's row opens its film's window.
            guard let row = market.records.sections[4].row(at: 0) else { return XCTFail("no opening-day row") }
            scrollIntoView(row, in: row)
            click(row)
            waitFor("어벤져스: 엔드게임's window") { self.app.details["20184889"] != nil }
        }
    }

    func testKoreanDarkAnd360Pixels() throws {
        try MainActor.assumeIsolated {
            try useKorean()
            try launchOnRecords(language: .korean)
            guard market.records.sections.count == 13 else { return XCTFail("no records shown") }
            waitForText("기록") { self.window.ui.header }
            XCTAssertEqual(market.coverageText, "기록 기간: 2017-01-01 – 2022-12-31 (데이터가 있는 날 2,191일)")
            XCTAssertEqual(market.records.sections[3].lines[0].title, "1. 어벤져스: 엔드게임")
            XCTAssertEqual(market.records.sections[4].lines[0].value, "1,338,729명")
            XCTAssertEqual(market.records.sections[7].lines[0].value, "38일")
            if let row = market.records.sections[7].row(at: 0) {
                scrollNearTop(row)
                screenshotLightAndDark("market-records-units-ko", "market-records-units-dark-ko")
            }
            screenshotLightAndDark("market-records-ko", "market-records-dark-ko")

            try relaunchNarrowOnTheMarket(language: .korean)
            waitFor("the narrow market's records") {
                self.window.marketShown != nil && self.window.compact && self.market.records.sections.count == 13
            }
            waitForFrame()
            guard market.records.sections.count == 13 else { return XCTFail("no records shown") }
            XCTAssertLessThanOrEqual(gtk_widget_get_width(window.window), 360)
            screenshot("market-records-360-ko", window.window)

            // By keyboard: the fastest to 1,000만's first row, Enter opens its film.
            guard let row = market.records.sections[3].row(at: 0) else { return XCTFail("no 1,000만 row") }
            gtk_widget_grab_focus(row)
            waitFor("the row focused") { gtk_widget_has_focus(row) != 0 }
            press(Int32(GDK_KEY_Return))
            waitFor("어벤져스: 엔드게임's window") { self.app.details["20184889"] != nil }
        }
    }

    /// English at 360 px, light and dark: the units and headings fit a narrow window.
    func testEnglishAtThreeHundredSixtyPixels() throws {
        try MainActor.assumeIsolated {
            try launchOnRecords(language: .english)
            try relaunchNarrowOnTheMarket(language: .english)
            waitFor("the narrow market's records") {
                self.window.marketShown != nil && self.window.compact && self.market.records.sections.count == 13
            }
            guard let row = market.records.sections[7].row(at: 0) else { return XCTFail("no days-at-#1 row") }
            XCTAssertLessThanOrEqual(gtk_widget_get_width(window.window), 360)
            scrollNearTop(row)
            screenshotLightAndDark("market-records-360-en", "market-records-360-dark-en")
        }
    }
}
