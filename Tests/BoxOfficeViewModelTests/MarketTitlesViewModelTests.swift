import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeViewModels

/// Issue 45 (16): the Market view names a film by the display language, as the chart does: its English title
/// from its saved details in English (KOBIS's daily charts name films in Korean only). Real answers: the chart of
/// 2022-01-05 and 경관의 피's details (Tests/Fixtures).
final class MarketTitlesViewModelTests: XCTestCase {
    @MainActor private func model(_ language: DisplayLanguage) throws -> MarketViewModel {
        let dir = makeTemporaryDirectory("market-titles-vm")
        let cache = try DiskCache(directory: dir)
        let history = HistoryStore(database: cache.database)
        let day = try XCTUnwrap(Day("2022-01-05"))
        history.record(try XCTUnwrap(MarketHistory.chart("daily_20220105.json")), day: day, segment: .everything)
        cache.database.store(
            kind: "movie", key: "20199882", body: FixtureAPI.fixture("movie_20199882.json"), fetchedAt: Date())
        let model = MarketViewModel(history: history, fill: nil, language: language, latest: { day })
        model.setActive(true)
        model.drill(into: 1)
        return model
    }

    func testTheFilmsAreNamedInTheDisplayLanguage() throws {
        try MainActor.assumeIsolated {
            let english = try model(.english)
            XCTAssertEqual(english.selection.month, 1)
            let line = try XCTUnwrap(
                english.films.first {
                    $0.target == .film(code: "20199882", title: "The Policeman’s Lineage", year: 2022)
                })
            XCTAssertEqual(line.title, "The Policeman’s Lineage")
            // The #1 of the day in English too; a film without saved details keeps KOBIS's title.
            XCTAssertEqual(english.numberOnes.map(\.title), ["The Policeman’s Lineage"])
            XCTAssertTrue(english.films.contains { $0.title == "스파이더맨: 노 웨이 홈" })
            let korean = try model(.korean)
            XCTAssertTrue(korean.films.contains { $0.title == "경관의 피" })
            XCTAssertFalse(korean.films.contains { $0.title == "The Policeman’s Lineage" })
        }
    }
}
