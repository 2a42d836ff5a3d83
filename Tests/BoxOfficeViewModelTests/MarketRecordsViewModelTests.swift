import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeViewModels

/// The Market view's records scope on the shipped runs (2017–2022) and the 2018 history: the lists with
/// their headings, the period they cover, exact entries, each row opening its film; no year to step.
final class MarketRecordsViewModelTests: XCTestCase {
    @MainActor private func model() throws -> MarketViewModel {
        let dir = makeTemporaryDirectory("market-records-vm")
        try MarketHistory.copy(into: dir)
        let cache = try DiskCache(directory: dir)
        let history = HistoryStore(database: cache.database)
        let latest = Day(year: 2018, month: 12, day: 31)!
        // The loader `boxoffice records` uses (issue 45, 13): the two cannot differ.
        let model = MarketViewModel(
            history: history, fill: nil, language: .english, latest: { latest },
            records: { FilmRecords.load(shipped: FilmForecastViewModelTests.shipped, history: history) })
        model.setActive(true)
        model.choose(.records)
        return model
    }

    func testTheListsTheirPeriodAndExactEntries() throws {
        try MainActor.assumeIsolated {
            let m = try model()
            XCTAssertEqual(m.phase, .shown)
            XCTAssertEqual(m.title, "Records")
            XCTAssertEqual(m.coverage, "Records 2017-01-01 – 2022-12-31 (2,191 days held)")
            let lists = m.recordLists
            XCTAssertEqual(
                lists.map(\.heading),
                [
                    "Fastest to 1 million", "Fastest to 3 million", "Fastest to 5 million", "Fastest to 10 million",
                    "Biggest opening days", "Biggest single days", "Biggest Friday–Sunday weekends",
                    "Most days at #1", "Longest streaks at #1 (days in a row)", "Widest releases (screens on a day)",
                    "Highest share of the day's top 10 screens (days with the whole top 10)",
                    "Highest share of the day's top 10 shows (days with the whole top 10)",
                    "Biggest second-weekend holds (second Friday–Sunday ÷ first)"
                ])
            XCTAssertTrue(lists.allSatisfy { $0.lines.count >= 10 })
            let tenMillion = lists[3].lines[0]
            XCTAssertEqual(tenMillion.title, "1. 어벤져스: 엔드게임")
            XCTAssertEqual(tenMillion.value, "D11")
            XCTAssertEqual(tenMillion.subtitle, "2019-05-04")
            XCTAssertEqual(tenMillion.target, .film(code: "20184889", title: "어벤져스: 엔드게임", year: 2019))
            XCTAssertEqual(lists[4].lines[0].title, "1. 어벤져스: 엔드게임")
            // Every figure with its unit (issue 45, 14).
            XCTAssertEqual(lists[4].lines[0].value, "1,338,729 admissions")
            XCTAssertEqual(lists[7].lines[0].title, "1. 스파이더맨: 노 웨이 홈")
            XCTAssertEqual(lists[7].lines[0].value, "38 days")
            XCTAssertEqual(lists[8].lines[0].value, "28 days")
            XCTAssertEqual(lists[11].lines[0].title, "1. 어벤져스: 엔드게임")
            XCTAssertEqual(lists[11].lines[0].value, "85.8%")
            XCTAssertEqual(lists[4].lines[0].subtitle, "D1 2019-04-24")
            // No bars, no year to step, no year to pick.
            XCTAssertEqual(m.bars, [])
            XCTAssertFalse(m.selection.canGoBack)
            XCTAssertFalse(m.selection.canGoForward)
            XCTAssertEqual(m.yearChoices, [])
            XCTAssertEqual(m.missingDays, [])
            XCTAssertNil(m.gapSentence)
            let image = try XCTUnwrap(m.imageContent)
            XCTAssertEqual(image.title, "Box office market · Records")
            XCTAssertEqual(image.listTitle, "Fastest to 10 million")
            XCTAssertEqual(image.lines.first?.title, "1. 어벤져스: 엔드게임")
            XCTAssertEqual(image.lines.first?.rank, "")
            XCTAssertEqual(image.bars.count, 0)
            XCTAssertEqual(m.imageName, "boxoffice-records.png")
            let printed = try XCTUnwrap(m.printDocument)
            let fastest = try XCTUnwrap(printed.sections.first { $0.title == "Fastest to 10 million" }?.table)
            XCTAssertEqual(fastest.rows.first, ["1. 어벤져스: 엔드게임", "D11", "2019-05-04"])
            XCTAssertEqual(printed.sections.compactMap(\.title).count, 13)
        }
    }
}
