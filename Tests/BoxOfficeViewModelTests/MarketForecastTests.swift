import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeViewModels

/// The Market view's films still in the chart on the period's last day show their forecast total, from the
/// real 2018 history (Tests/Fixtures/market) and the shipped runs, as `AppModel` wires it.
final class MarketForecastTests: XCTestCase {
    /// The forecast's figures these tests expect, in one place: the method is tuned, so they move with it.
    enum Expected {
        /// January 2018 as of the 31st: 1987 (#2 by admissions, D36) and 신과함께-죄와 벌.
        static let film1987 =
            "opened Dec 27, 2017 · sales ₩41.9 billion · 31 days in the top 10 · best #1 · 7.1 million admissions to date · forecast ≈ 7.2 million admissions (D36, 2018-01-31)"
        static let gods =
            "· 14.1 million admissions to date · forecast ≈ 14.1 million admissions (D43, 2018-01-31)"
    }

    @MainActor private func model(_ language: DisplayLanguage = .english) throws -> MarketViewModel {
        let dir = makeTemporaryDirectory("market-forecast")
        try MarketHistory.copy(into: dir)
        let history = HistoryStore(database: try DiskCache(directory: dir).database)
        let shipped = ShippedReferenceRuns.locate(override: nil)
        let latest = Day(year: 2018, month: 12, day: 31)!
        let model = MarketViewModel(
            history: history, fill: nil, language: language, latest: { latest },
            library: { ReferenceLibrary.load(shipped: shipped, history: history) })
        model.setActive(true)
        model.choose(.month)
        model.choose(year: 2018)
        return model
    }

    func testJanuarysFilmsInTheChartOnThe31stShowTheirForecast() throws {
        try MainActor.assumeIsolated {
            let m = try model()
            m.drillToJanuary()
            XCTAssertEqual(m.title, "January 2018")
            XCTAssertEqual(m.forecasts.count, 10, "the ten films of the 31st's chart, no other")
            let films = m.films
            XCTAssertEqual(films[1].title, "1987")
            XCTAssertEqual(films[1].subtitle, Expected.film1987)
            XCTAssertTrue(films[0].subtitle.hasSuffix(Expected.gods), films[0].subtitle)
            // 강철비 left the chart on the 16th: its total only.
            let steel = try XCTUnwrap(films.first { $0.title == "강철비" })
            XCTAssertFalse(steel.subtitle.contains("forecast"), steel.subtitle)
        }
    }
}

extension MarketViewModel {
    /// From December (the newest month) back to January.
    @MainActor fileprivate func drillToJanuary() {
        while selection.month != 1, selection.canGoBack { previous() }
    }
}
