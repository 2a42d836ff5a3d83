import BoxOfficeCore
import BoxOfficeStore
import Foundation
import GRDB
import LoopbackServer
import XCTest

/// The history's own rules: a day recorded again replaces its rows, a run keeps its gaps, and bodies
/// saved before history existed become rows when the file is opened.
final class HistoryStoreTests: StoreTestCase {
    func testBodiesSavedBeforeHistoryBecomeHistoryWithoutARequest() throws {
        // A cache as the previous version left it: only migration v1, one saved daily body per segment.
        let path = dir.appendingPathComponent("cache.sqlite").path
        let old = try DatabaseQueue(path: path)
        try old.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE response (kind TEXT NOT NULL, key TEXT NOT NULL, body BLOB NOT NULL, fetchedAt DOUBLE NOT NULL,
                                           PRIMARY KEY (kind, key));
                    CREATE TABLE posterFile (movieCode TEXT PRIMARY KEY, sourceURL TEXT NOT NULL, fileName TEXT NOT NULL,
                                             bytes INTEGER NOT NULL, fetchedAt DOUBLE NOT NULL, lastUsed DOUBLE NOT NULL);
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1');
                    """)
            let at = ISO8601DateFormatter().date(from: "2022-01-09T00:00:00Z")!.timeIntervalSince1970
            for (key, name) in [("20120101", "daily_20120101.json"), ("20220121|multiMovieYn=Y", "daily_20220121.json")]
            {
                try db.execute(
                    sql: "INSERT INTO response VALUES ('daily', ?, ?, ?)",
                    arguments: [key, FixtureAPI.fixture(name), at])
            }
            try db.execute(
                sql: "INSERT INTO response VALUES ('daily', '20220102', ?, ?)", arguments: [Data("not json".utf8), at])
        }
        try old.close()
        let s = try MainActor.assumeIsolated { try opened() }
        XCTAssertEqual(s.store.rowCount, 20)
        XCTAssertEqual(s.store.rows(on: day("2012-01-01")).first?.title, "미션임파서블:고스트프로토콜")
        XCTAssertEqual(
            s.store.rows(on: day("2022-01-21"), segment: ChartSegment(films: .diversity)).map(\.audience).first, 31569)
    }

    func testADayFetchedAgainReplacesItsRows() throws {
        let s = try MainActor.assumeIsolated { try opened() }
        let jan5 = try Chart(ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20220105.json")), kind: .daily)
        let jan21 = try Chart(ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20220121.json")), kind: .daily)
        s.store.record(jan5, day: day("2022-01-05"), segment: .everything)
        s.store.record(jan21, day: day("2022-01-05"), segment: .everything)
        XCTAssertEqual(s.store.rows(on: day("2022-01-05")).map(\.movieCode), jan21.entries.map(\.movieCode))
        XCTAssertEqual(s.store.rowCount, 10)
    }

    func testARunKeepsGapsAsGapsAndTellsThemFromDaysOutsideTheTop10() throws {
        let s = try MainActor.assumeIsolated { try opened() }
        let jan5 = try Chart(ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20220105.json")), kind: .daily)
        let without = Chart(
            period: jan5.period, kind: jan5.kind, entries: jan5.entries.filter { $0.movieCode != "20199882" })
        s.store.record(jan5, day: day("2022-01-05"), segment: .everything)  // D1
        s.store.record(jan5, day: day("2022-01-07"), segment: .everything)  // D3 (D2 missing)
        s.store.record(without, day: day("2022-01-08"), segment: .everything)  // D4 kept, the film not in it
        s.store.record(jan5, day: day("2022-01-09"), segment: .everything)  // D5
        let run = try XCTUnwrap(s.store.run(movieCode: "20199882"))
        XCTAssertEqual(run.days.map(\.dNumber), [1, 2, 3, 4, 5])
        XCTAssertEqual(
            run.days.map { d -> String in
                switch d.status {
                case .ranked: return "ranked"
                case .missing: return "missing"
                case .outsideTop10: return "outside"
                }
            }, ["ranked", "missing", "ranked", "outside", "ranked"])
        XCTAssertEqual(run.missingDays, [day("2022-01-06")])
        XCTAssertNil(run.days[1].row)
        XCTAssertEqual(s.store.films(matching: "경관").map(\.movieCode), ["20199882"])
        XCTAssertEqual(s.store.films(matching: "%").count, 0)
        XCTAssertNil(s.store.run(movieCode: "00000000"))
    }
}
