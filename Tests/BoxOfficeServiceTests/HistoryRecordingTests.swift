import BoxOfficeCore
import BoxOfficeService
import Foundation
import GRDB
import LoopbackServer
import XCTest

/// History rows are written by the repository from every daily fetch (any segment) and from saved
/// bodies it reads; the store's own rules are in BoxOfficeStoreTests.
final class HistoryRecordingTests: HistoryTestCase {
    func testEveryDailyFetchOfAnySegmentWritesItsRows() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            _ = try await s.repository.dailyChart(day("2022-01-05"))
            let korean = ChartSegment(nation: .korean)
            _ = try await s.repository.chart(
                ChartQuery(period: ChartPeriod(.daily, containing: day("2022-01-05")), segment: korean))
            let all = s.store.rows(on: day("2022-01-05"))
            XCTAssertEqual(all.map(\.rank), Array(1...10))
            XCTAssertEqual(
                all[0],
                HistoryRow(
                    day: day("2022-01-05"), segmentKey: "", movieCode: "20199882", rank: 1, audience: 64050,
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
            let korean = ChartSegment(nation: .korean)
            let foreign = ChartSegment(nation: .foreign)
            func daily(_ text: String, _ segment: ChartSegment) -> ChartQuery {
                ChartQuery(period: ChartPeriod(.daily, containing: day(text)), segment: segment)
            }
            for segment in [ChartSegment.everything, korean, foreign] {
                _ = try await s.repository.chart(daily("2018-01-05", segment))
            }
            func top(_ segment: ChartSegment) -> [String] {
                s.store.rows(on: day("2018-01-05"), segment: segment).prefix(2).map {
                    "\($0.rank) \($0.title) \($0.audience) \($0.salesShare)"
                }
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
            XCTAssertEqual(s.store.rows(movieCode: "20218764").map(\.rank), [3])  // the third film, untouched
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
            _ = try await s.repository.dailyChart(day("2022-01-07"))  // no fixture: an empty chart, not tallied
            XCTAssertEqual(s.store.rowCount, 0)
            XCTAssertFalse(s.store.hasDay(day("2022-01-07"), segment: .everything))
        }
    }

    func testASavedBodyWithoutRowsGetsThemWhenRead() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            // Saved by a process that kept no history (an older version running beside this one).
            s.cache.database.store(
                kind: "daily", key: "20220105", body: FixtureAPI.fixture("daily_20220105.json"),
                fetchedAt: clock.now())
            XCTAssertEqual(s.store.rowCount, 0)
            let chart = try await s.repository.dailyChart(day("2022-01-05"))
            XCTAssertEqual(chart.origin, .disk)
            XCTAssertEqual(s.store.rows(on: day("2022-01-05")).count, 10)
            XCTAssertTrue(api.server.requests.isEmpty)
        }
    }
}
