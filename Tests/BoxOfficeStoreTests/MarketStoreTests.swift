import BoxOfficeCore
import Foundation
import GRDB
import LoopbackServer
import XCTest

@testable import BoxOfficeStore

/// The market read from history: the real 2018 answers (Tests/Fixtures/market) saved as the repository saves
/// them (`HistoryStore.record`), then read back by period. Expected figures were computed from the files with
/// python3, not by this code.
final class MarketStoreTests: StoreTestCase {
    private let latest = Day(year: 2018, month: 12, day: 31)!

    /// The day's answer from the fixture server's files, as the repository decodes it; nil for a fault.
    static func chart(_ day: Day, nation: String? = nil) -> Chart? {
        let name: String
        switch nation {
        case "K": name = "market/2018-01-korean/\(day.compact)_K.json"
        case "F": name = "market/2018-01-foreign/\(day.compact)_F.json"
        default: name = "market/2018/\(day.compact).json"
        }
        return (try? ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture(name))).flatMap { try? Chart($0, kind: .daily) }
    }

    private func filled() throws -> Opened {
        let opened = try MainActor.assumeIsolated { try self.opened() }
        let january1 = Day(year: 2018, month: 1, day: 1)!
        for offset in 0..<365 {
            let day = january1.adding(days: offset)
            if let chart = Self.chart(day) { opened.store.record(chart, day: day, segment: .everything) }
            if day.month == 1 {
                if let k = Self.chart(day, nation: "K") {
                    opened.store.record(k, day: day, segment: HistoryStore.koreanSegment)
                }
                if let f = Self.chart(day, nation: "F") {
                    opened.store.record(f, day: day, segment: ChartSegment(nation: .foreign))
                }
            }
        }
        return opened
    }

    func testTheYearAndJanuaryFromHistory() throws {
        let store = try filled().store
        XCTAssertEqual(store.rowCount, 3650 + 310 + 300)
        let started = Date()
        let year = store.market(try XCTUnwrap(MarketPeriod(year: 2018, latest: latest)))
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual([year.totals.daysCovered, year.daysInPeriod], [365, 365])
        XCTAssertEqual(year.totals.sales, 1_814_057_847_631)
        XCTAssertEqual(year.totals.audience, 215_718_609)
        XCTAssertEqual(year.films.count, 280)
        XCTAssertEqual(year.korean?.daysCovered, 31, "the Korean chart is kept for January only")
        XCTAssertNil(year.previous)
        let january = store.market(try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: latest)))
        XCTAssertEqual(january.totals.sales, 183_122_138_368)
        XCTAssertEqual(january.korean?.sales, 112_795_157_726)
        XCTAssertEqual(try XCTUnwrap(january.korean?.salesShare), 61.6, accuracy: 0.5)
        // Not a timed test (debug build, shared machine): the benchmark measures it. A broad bound only.
        XCTAssertLessThan(elapsed, 2, "a year's market from history")
        // The foreign chart's 1 January was a KOBIS fault: not in history.
        XCTAssertEqual(
            store.knownDays(
                from: Day(year: 2018, month: 1, day: 1)!, to: Day(year: 2018, month: 1, day: 31)!,
                segment: ChartSegment(nation: .foreign)
            ).count, 30)
    }

    func testWeekendsFromHistory() throws {
        let weekends = try filled().store.weekends(year: 2018, latest: latest)
        XCTAssertEqual(weekends.count, 52)
        XCTAssertEqual(
            weekends.first.map { [$0.totals.topTenSales, $0.totals.sales, $0.totals.audience] },
            [29_964_811_195, 30_342_823_665, 3_634_832])
        XCTAssertEqual(weekends.first?.number1?.title, "신과함께-죄와 벌")
    }

    /// Saved details name the distributors; a co-distributed film is split evenly; films without details are counted.
    func testDistributorsFromSavedDetails() throws {
        let opened = try filled()
        func save(_ code: String, _ distributors: [String]) throws {
            var json = try XCTUnwrap(
                JSONSerialization.jsonObject(with: FixtureAPI.fixture("movie_20199882.json")) as? [String: Any])
            var result = try XCTUnwrap(json["movieInfoResult"] as? [String: Any])
            var info = try XCTUnwrap(result["movieInfo"] as? [String: Any])
            info["movieCd"] = code
            info["companys"] =
                distributors.map { ["companyCd": "1", "companyNm": $0, "companyNmEn": "", "companyPartNm": "배급사"] }
                + [["companyCd": "2", "companyNm": "제작사 이름", "companyNmEn": "", "companyPartNm": "제작사"]]
            result["movieInfo"] = info
            json["movieInfoResult"] = result
            opened.cache.database.store(
                kind: "movie", key: code, body: try JSONSerialization.data(withJSONObject: json), fetchedAt: Date())
        }
        try save("20150976", ["롯데컬처웍스(주)롯데엔터테인먼트", "(주)덱스터스튜디오"])  // 신과함께-죄와 벌: 44,415,121,405 won in January
        try save("20170590", ["CJ ENM"])  // 1987: 41,879,803,308 won
        opened.cache.database.store(kind: "movie", key: "20179985", body: Data("not json".utf8), fetchedAt: Date())
        let january = opened.store.market(try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: latest)))
        let names = opened.store.distributors(of: january.films.map(\.movieCode))
        XCTAssertEqual(names.count, 2)
        XCTAssertEqual(DistributorShare.filmsWithoutDetails(films: january.films, distributors: names), 29)
        let shares = DistributorShare.shares(
            films: january.films, distributors: names, marketSales: january.totals.sales)
        XCTAssertEqual(shares.map(\.name), ["CJ ENM", "(주)덱스터스튜디오", "롯데컬처웍스(주)롯데엔터테인먼트"])
        XCTAssertEqual(shares.map(\.sales), [41_879_803_308, 22_207_560_703, 22_207_560_702])
        XCTAssertEqual(shares.map(\.films), [1, 0.5, 0.5])
    }

    /// An edited database: values of the wrong type leave their row out (the day then does not add up: a gap),
    /// never a trap.
    func testEditedValuesAreLeftOutNotTrappedOn() throws {
        let opened = try filled()
        let queue = try DatabaseQueue(path: dir.appendingPathComponent("cache.sqlite").path)
        try queue.write { db in
            try db.execute(
                sql: "UPDATE history SET audience = 'many' WHERE segment = '' AND day = 20180102 AND rank = 1")
            try db.execute(sql: "UPDATE history SET sales = 1.5e300 WHERE segment = '' AND day = 20180103 AND rank = 2")
            try db.execute(
                sql: "UPDATE history SET salesShare = 'NaN' WHERE segment = '' AND day = 20180104 AND rank = 3")
            try db.execute(
                sql: "UPDATE history SET title = x'ff00fe' WHERE segment = '' AND day = 20180105 AND rank = 4")
            try db.execute(sql: "UPDATE history SET day = 20181399 WHERE segment = '' AND day = 20180106 AND rank = 5")
        }
        try queue.close()
        let january = opened.store.market(try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: latest)))
        // A row of the wrong type is left out (2, 3 and 5 January keep nine rows, and 6 January's moved row is no
        // day); a share that is no number makes 4 January a gap.
        XCTAssertEqual(january.totals.daysCovered, 30)
        XCTAssertFalse(january.days.contains { $0.day == Day(year: 2018, month: 1, day: 4) })
        XCTAssertEqual(
            opened.store.rows(from: Day(year: 2018, month: 1, day: 2)!, to: Day(year: 2018, month: 1, day: 6)!).count,
            46)
    }

    /// The market as the store reads it (the period's rows, the days before as sums read in place, the rows
    /// before of the films over 10 million) is the market made from every row: 2018 and a copy of it as 2019
    /// (so 2019 has last year), every month and both years, with 어벤져스: 인피니티 워 edited to pass 10 million
    /// on 1 May 2018 (its 30 April row, 5,260,282, is then the row before, read by the film's index) and the
    /// edited rows of the test above.
    func testTheStoresReadsGiveTheMarketOfEveryRow() throws {
        let opened = try filled()
        let queue = try DatabaseQueue(path: dir.appendingPathComponent("cache.sqlite").path)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO history SELECT day + 10000, segment, movieCode, rank, audience, sales, screens, shows,
                        audienceTotal, salesTotal, salesShare, title, openDate FROM history
                    """)
            try db.execute(
                sql: """
                    UPDATE history SET audienceTotal = audienceTotal + 5000000
                    WHERE movieCode = '20177478' AND day BETWEEN 20180501 AND 20180512
                    """)
            try db.execute(
                sql: "UPDATE history SET audience = 'many' WHERE segment = '' AND day = 20190102 AND rank = 1")
            try db.execute(
                sql: "UPDATE history SET salesShare = 'NaN' WHERE segment = '' AND day = 20180104 AND rank = 3")
            try db.execute(sql: "UPDATE history SET day = 20181399 WHERE segment = '' AND day = 20180106 AND rank = 5")
        }
        try queue.close()
        let store = opened.store
        let latest = Day(year: 2019, month: 12, day: 31)!
        var periods = [2018, 2019].compactMap { MarketPeriod(year: $0, latest: latest) }
        for year in [2018, 2019] {
            periods += (1...12).compactMap { MarketPeriod(year: year, month: $0, latest: latest) }
        }
        XCTAssertEqual(periods.count, 26)
        for period in periods {
            let start = (period.yearEarlier?.first ?? period.first).adding(days: -7)
            let fromRows = MarketReport(
                period: period, rows: store.rows(from: start, to: period.last),
                koreanRows: store.rows(from: period.first, to: period.last, segment: .korean))
            XCTAssertEqual(store.market(period), fromRows, period.label)
        }
        let may = store.market(try XCTUnwrap(MarketPeriod(year: 2018, month: 5, latest: latest)))
        XCTAssertEqual(
            may.tenMillion.map { "\($0.title) \($0.day.iso) \($0.audienceTotal) \($0.exact)" },
            ["어벤져스: 인피니티 워 2018-05-01 10977606 true"])
        let year2019 = store.market(try XCTUnwrap(MarketPeriod(year: 2019, latest: latest)))
        XCTAssertEqual(
            year2019.previous?.daysCovered, 364,
            "2018-01-04 is a gap (a share that is no number); rows of the wrong type only leave their row out")
        XCTAssertEqual(year2019.korean?.daysCovered, 31)
    }
}
