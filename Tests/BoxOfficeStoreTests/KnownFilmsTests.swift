import BoxOfficeCore
import Foundation
import GRDB
import LoopbackServer
import XCTest

@testable import BoxOfficeStore

/// The films the desktop search lists, read from the real 2018 charts saved as history and from saved film
/// details. Expected totals were computed from the fixture files with python3.
final class KnownFilmsTests: StoreTestCase {
    private func filled2018() throws -> Opened {
        let opened = try MainActor.assumeIsolated { try self.opened() }
        let january1 = Day(year: 2018, month: 1, day: 1)!
        for offset in 0..<365 {
            let day = january1.adding(days: offset)
            if let chart = MarketStoreTests.chart(day) { opened.store.record(chart, day: day, segment: .everything) }
        }
        return opened
    }

    func testFilmsFromHistoryWithTheirTotalsAndBestRanks() throws {
        let store = try filled2018().store
        let films = store.knownFilms()
        XCTAssertEqual(films.count, 280)
        let found = KnownFilm.search(SearchTerms(["ㅅㄱㅎㄲ"]), in: films, limit: 5)
        XCTAssertEqual(found.map(\.movieCode), ["20150976", "20186202"])
        XCTAssertEqual(found.map(\.title), ["신과함께-죄와 벌", "신과함께-인과 연"])
        XCTAssertEqual(found.map(\.audienceTotal), [14_401_147, 12_264_813])
        XCTAssertEqual(found.map { $0.summary(.korean) }, ["2017 · 관객 1,440만 명 · 최고 1위", "2018 · 관객 1,226만 명 · 최고 1위"])
        // A re-release: the year it opened, and its best rank in 2018.
        let avatar = KnownFilm.search(SearchTerms(["아바타"]), in: films, limit: 5)
        XCTAssertEqual(avatar.map { $0.summary(.english) }, ["2009 · 13.3 million admissions · best #7"])
        XCTAssertEqual(
            KnownFilm.search(SearchTerms(["ㄱ"]), in: films, limit: 5).map(\.title),
            ["신과함께-죄와 벌", "신과함께-인과 연", "쥬라기 월드: 폴른 킹덤", "앤트맨과 와스프", "공작"],
            "ㄱ is the initial of 과, 기 and 공; 어벤져스 has none")
    }

    func testSavedDetailsGiveEnglishTitlesAndFilmsOutsideHistory() throws {
        let opened = try filled2018()
        let details = try FixtureAPI.fixture("movie_20199882.json")
        opened.cache.database.store(kind: "movie", key: "20199882", body: details, fetchedAt: clock.now())
        opened.cache.database.store(kind: "movie", key: "broken", body: Data("{not json".utf8), fetchedAt: clock.now())
        let films = opened.store.knownFilms()
        XCTAssertEqual(films.count, 281, "the broken body is left out")
        let found = KnownFilm.search(SearchTerms(["policeman's"]), in: films, limit: 5)
        XCTAssertEqual(found.map(\.title), [], "KOBIS writes a typographic apostrophe")
        let lineage = KnownFilm.search(SearchTerms(["LINEAGE"]), in: films, limit: 5)
        XCTAssertEqual(lineage.map(\.title), ["경관의 피"])
        XCTAssertEqual(lineage.first?.englishTitle, "The Policeman’s Lineage")
        XCTAssertEqual(lineage.first?.summary(.korean), "2022", "no history: the year alone")
        XCTAssertEqual(KnownFilm.search(SearchTerms(["ㄱㄱㅇㅍ"]), in: films, limit: 5).map(\.movieCode), ["20199882"])
    }

    func testCodesOfAnyLengthAreKeptApart() throws {
        let opened = try MainActor.assumeIsolated { try self.opened() }
        // Codes longer than 8 bytes take the reader's other path; "2023C168" and "2023C1680" stay two films.
        for (day, code, total, rank) in [
            (20230101, "2023C1680", 100, 3), (20230102, "2023C1680", 250, 2), (20230102, "2023C168", 900, 1)
        ] {
            opened.cache.database.writing("test") { db in
                try db.execute(
                    sql: """
                        INSERT INTO history VALUES (?, '', ?, ?, 1, 1, 1, 1, ?, 1, '1.0', ?, NULL)
                        """, arguments: [day, code, rank, total, "영화 \(code)"])
            }
        }
        let films = opened.store.knownFilms().sorted { $0.movieCode < $1.movieCode }
        XCTAssertEqual(films.map(\.movieCode), ["2023C168", "2023C1680"])
        XCTAssertEqual(films.map(\.audienceTotal), [900, 250])
        XCTAssertEqual(films.map(\.bestRank), [1, 2])
        XCTAssertEqual(films.map(\.year), [2023, 2023], "no opening day: the year of the first day in history")
    }

    func testTheDataVersionChangesWhenAnotherConnectionWrites() throws {
        let opened = try filled2018()
        let before = opened.store.dataVersion
        XCTAssertNotNil(before)
        XCTAssertEqual(opened.store.dataVersion, before, "its own reads change nothing")
        let other = try DiskCache(directory: dir)
        HistoryStore(database: other.database).record(
            try XCTUnwrap(MarketStoreTests.chart(Day(year: 2018, month: 1, day: 1)!)),
            day: Day(year: 2017, month: 12, day: 31)!, segment: .everything)
        XCTAssertNotEqual(opened.store.dataVersion, before)
    }

    func testASavedPosterIsFoundReadOnly() throws {
        let opened = try filled2018()
        XCTAssertNil(opened.cache.posters.savedFile(movieCode: "20150976"))
        opened.cache.posters.store(
            movieCode: "20150976", sourceURL: "https://example.com/p.png", data: Data([0x89, 0x50, 0x4E, 0x47]),
            fetchedAt: clock.now())
        let file = try XCTUnwrap(opened.cache.posters.savedFile(movieCode: "20150976"))
        XCTAssertEqual(file.lastPathComponent, "poster-20150976.img")
        try FileManager.default.removeItem(at: file)
        XCTAssertNil(opened.cache.posters.savedFile(movieCode: "20150976"), "a deleted file is no icon")
    }
}
