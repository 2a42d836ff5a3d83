import BoxOfficeCore
import BoxOfficeService
import Foundation
import GRDB
import LoopbackServer
import XCTest

/// History rows are written from every daily fetch (any segment), read back as runs with gaps kept,
/// and migrated from bodies saved before history existed, without a request.
final class HistoryStoreTests: HistoryTestCase {
    func testEveryDailyFetchOfAnySegmentWritesItsRows() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            _ = try await s.repository.dailyChart(day("2022-01-05"))
            let korean = ChartSegment(nation: .korean)
            _ = try await s.repository.chart(ChartQuery(period: ChartPeriod(.daily, containing: day("2022-01-05")), segment: korean))
            let all = s.store.rows(on: day("2022-01-05"))
            XCTAssertEqual(all.map(\.rank), Array(1...10))
            XCTAssertEqual(all[0], HistoryRow(day: day("2022-01-05"), segmentKey: "", movieCode: "20199882", rank: 1, audience: 64050,
                                              sales: 584_559_330, screens: 1171, shows: 4416, audienceTotal: 69228,
                                              salesTotal: all[0].salesTotal, salesShare: "34.2", title: "경관의 피",
                                              openDate: day("2022-01-05")))
            XCTAssertEqual(s.store.rows(on: day("2022-01-05"), segment: korean).count, 10)
            XCTAssertEqual(s.store.rows(on: day("2022-01-05"), segment: korean).first?.segmentKey, "|repNationCd=K")
            XCTAssertEqual(s.store.rowCount, 20)
            XCTAssertEqual(s.counter.todayCount, 2)
        }
    }

    /// A day of 2018 keeps each nation's own chart: the Korean and foreign charts of 2018-01-05 hold their
    /// own #1 and shares (within those films), not the whole market's; the foreign chart of 2018-01-01 is a
    /// real KOBIS fault (HTTP 200), which keeps no day.
    func testEachNationsChartOfADayIsKeptAsItsOwn() throws {
        try run { [self] in
            clock.set("2018-01-10T00:00:00Z")
            let api = try FixtureAPI()
            let s = try stack(api)
            let korean = ChartSegment(nation: .korean), foreign = ChartSegment(nation: .foreign)
            func daily(_ text: String, _ segment: ChartSegment) -> ChartQuery {
                ChartQuery(period: ChartPeriod(.daily, containing: day(text)), segment: segment)
            }
            for segment in [ChartSegment.everything, korean, foreign] { _ = try await s.repository.chart(daily("2018-01-05", segment)) }
            func top(_ segment: ChartSegment) -> [String] {
                s.store.rows(on: day("2018-01-05"), segment: segment).prefix(2).map { "\($0.rank) \($0.title) \($0.audience) \($0.salesShare)" }
            }
            XCTAssertEqual(top(.everything), ["1 신과함께-죄와 벌 268181 36.4", "2 1987 202189 27.6"])
            XCTAssertEqual(top(korean), ["1 신과함께-죄와 벌 268181 53.4", "2 1987 202189 40.5"])
            XCTAssertEqual(top(foreign), ["1 쥬만지: 새로운 세계 135352 58.1", "2 페르디난드 48424 18.5"])
            do {
                _ = try await s.repository.chart(daily("2018-01-01", foreign))
                XCTFail("the fault was read as a chart")
            } catch let error as BoxOfficeError {
                guard case .kobisFault(let code, _) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(code, "320103")
            }
            XCTAssertFalse(s.store.hasDay(day("2018-01-01"), segment: foreign))
            XCTAssertEqual(s.store.rowCount, 30)
        }
    }

    /// The database is a file users can edit: a row whose values have the wrong type is left out of a
    /// day, a run and the film list, and the rest is read (nothing traps).
    func testARowWithValuesOfTheWrongTypeIsLeftOut() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            _ = try await s.repository.dailyChart(day("2022-01-05"))
            try await DatabaseQueue(path: dir.appendingPathComponent("cache.sqlite").path).write {
                try $0.execute(sql: "UPDATE history SET audience = 'many' WHERE movieCode = '20199882'")
                try $0.execute(sql: "UPDATE history SET title = x'ff' WHERE movieCode = '20210028'")
            }
            let rows = s.store.rows(on: day("2022-01-05"))
            XCTAssertEqual(rows.map(\.rank), [3, 4, 5, 6, 7, 8, 9, 10])
            XCTAssertEqual(s.store.rows(movieCode: "20199882"), [])
            XCTAssertNil(s.store.run(movieCode: "20199882"))
            XCTAssertEqual(s.store.rows(movieCode: "20218764").map(\.rank), [3])   // the third film, untouched
            let films = s.store.films(matching: "").map(\.movieCode)
            XCTAssertEqual(films.count, 9)
            XCTAssertFalse(films.contains("20210028"))
        }
    }

    func testWeeklyChartsKeepNoDailyHistoryAndEmptyDaysStayMissing() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            _ = try await s.repository.chart(ChartQuery(period: ChartPeriod(.weekend, containing: day("2012-01-01"))))
            _ = try await s.repository.dailyChart(day("2022-01-07"))   // no fixture: an empty chart, not tallied
            XCTAssertEqual(s.store.rowCount, 0)
            XCTAssertFalse(s.store.hasDay(day("2022-01-07"), segment: .everything))
        }
    }

    func testBodiesSavedBeforeHistoryBecomeHistoryWithoutARequest() throws {
        // A cache as the previous version left it: only migration v1, one saved daily body per segment.
        let path = dir.appendingPathComponent("cache.sqlite").path
        let old = try DatabaseQueue(path: path)
        try old.write { db in
            try db.execute(sql: """
                CREATE TABLE response (kind TEXT NOT NULL, key TEXT NOT NULL, body BLOB NOT NULL, fetchedAt DOUBLE NOT NULL,
                                       PRIMARY KEY (kind, key));
                CREATE TABLE posterFile (movieCode TEXT PRIMARY KEY, sourceURL TEXT NOT NULL, fileName TEXT NOT NULL,
                                         bytes INTEGER NOT NULL, fetchedAt DOUBLE NOT NULL, lastUsed DOUBLE NOT NULL);
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('v1');
                """)
            let at = ISO8601DateFormatter().date(from: "2022-01-09T00:00:00Z")!.timeIntervalSince1970
            for (key, name) in [("20120101", "daily_20120101.json"), ("20220121|multiMovieYn=Y", "daily_20220121.json")] {
                try db.execute(sql: "INSERT INTO response VALUES ('daily', ?, ?, ?)", arguments: [key, FixtureAPI.fixture(name), at])
            }
            try db.execute(sql: "INSERT INTO response VALUES ('daily', '20220102', ?, ?)", arguments: [Data("not json".utf8), at])
        }
        try old.close()
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            XCTAssertEqual(s.store.rowCount, 20)
            XCTAssertEqual(s.store.rows(on: day("2012-01-01")).first?.title, "미션임파서블:고스트프로토콜")
            XCTAssertEqual(s.store.rows(on: day("2022-01-21"), segment: ChartSegment(films: .diversity)).map(\.audience).first, 31569)
            XCTAssertTrue(api.server.requests.isEmpty)
        }
    }

    func testASavedBodyWithoutRowsGetsThemWhenRead() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            // Saved by a process that kept no history (an older version running beside this one).
            s.cache.database.store(kind: "daily", key: "20220105", body: FixtureAPI.fixture("daily_20220105.json"),
                                   fetchedAt: clock.now())
            XCTAssertEqual(s.store.rowCount, 0)
            let chart = try await s.repository.dailyChart(day("2022-01-05"))
            XCTAssertEqual(chart.origin, .disk)
            XCTAssertEqual(s.store.rows(on: day("2022-01-05")).count, 10)
            XCTAssertTrue(api.server.requests.isEmpty)
        }
    }

    func testADayFetchedAgainReplacesItsRows() throws {
        let s = try MainActor.assumeIsolated { try stack(nil) }
        let jan5 = try Chart(ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20220105.json")), kind: .daily)
        let jan21 = try Chart(ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20220121.json")), kind: .daily)
        s.store.record(jan5, day: day("2022-01-05"), segment: .everything)
        s.store.record(jan21, day: day("2022-01-05"), segment: .everything)
        XCTAssertEqual(s.store.rows(on: day("2022-01-05")).map(\.movieCode), jan21.entries.map(\.movieCode))
        XCTAssertEqual(s.store.rowCount, 10)
    }

    func testARunKeepsGapsAsGapsAndTellsThemFromDaysOutsideTheTop10() throws {
        let s = try MainActor.assumeIsolated { try stack(nil) }
        let jan5 = try Chart(ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20220105.json")), kind: .daily)
        let without = Chart(period: jan5.period, kind: jan5.kind, entries: jan5.entries.filter { $0.movieCode != "20199882" })
        s.store.record(jan5, day: day("2022-01-05"), segment: .everything)     // D1
        s.store.record(jan5, day: day("2022-01-07"), segment: .everything)     // D3 (D2 missing)
        s.store.record(without, day: day("2022-01-08"), segment: .everything)  // D4 kept, the film not in it
        s.store.record(jan5, day: day("2022-01-09"), segment: .everything)     // D5
        let run = try XCTUnwrap(s.store.run(movieCode: "20199882"))
        XCTAssertEqual(run.days.map(\.dNumber), [1, 2, 3, 4, 5])
        XCTAssertEqual(run.days.map { d -> String in
            switch d.status { case .ranked: return "ranked"; case .missing: return "missing"; case .outsideTop10: return "outside" }
        }, ["ranked", "missing", "ranked", "outside", "ranked"])
        XCTAssertEqual(run.missingDays, [day("2022-01-06")])
        XCTAssertNil(run.days[1].row)
        XCTAssertEqual(s.store.films(matching: "경관").map(\.movieCode), ["20199882"])
        XCTAssertEqual(s.store.films(matching: "%").count, 0)
        XCTAssertNil(s.store.run(movieCode: "00000000"))
    }
}
