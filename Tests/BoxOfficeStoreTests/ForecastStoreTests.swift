import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// What the forecast reads from the history: each film's runs split at more than 14 days outside the top 10,
/// the Korean chart left out, the last day kept, and a break-even per film.
final class ForecastStoreTests: StoreTestCase {
    func testTheHistorysRunsAndTheirLastDay() throws {
        let s = try MainActor.assumeIsolated { try opened() }
        let jan5 = try Chart(ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20220105.json")), kind: .daily)
        // 경관의 피 on its D1 and D15 (13 days between: one run), then 16 days later (15 between).
        for text in ["2022-01-05", "2022-01-19", "2022-02-04"] {
            s.store.record(jan5, day: day(text), segment: .everything)
        }
        s.store.record(jan5, day: day("2022-03-01"), segment: .korean)
        let (gapped, through, days) = s.store.referenceRuns()
        XCTAssertEqual(through, day("2022-02-04"), "the Korean chart's days are not the whole market's")
        XCTAssertEqual(
            days.spans,
            [
                day("2022-01-05")...day("2022-01-05"), day("2022-01-19")...day("2022-01-19"),
                day("2022-02-04")...day("2022-02-04")
            ])
        // The days between are missing, not days outside the top 10: one run.
        XCTAssertEqual(
            gapped.filter { $0.movieCode == "20199882" }.map { $0.days.map(\.day) },
            [[day("2022-01-05"), day("2022-01-19"), day("2022-02-04")]])
        // Charts without it on all 15 days between: two runs.
        let other = try Chart(ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20120101.json")), kind: .daily)
        for offset in 1...15 {
            s.store.record(other, day: day("2022-01-19").adding(days: offset), segment: .everything)
        }
        let (runs, _, held) = s.store.referenceRuns()
        XCTAssertEqual(held.spans, [day("2022-01-05")...day("2022-01-05"), day("2022-01-19")...day("2022-02-04")])
        let film = runs.filter { $0.movieCode == "20199882" }
        XCTAssertEqual(film.map { $0.days.map(\.day) }, [[day("2022-01-05"), day("2022-01-19")], [day("2022-02-04")]])
        XCTAssertEqual(film.first?.title, "경관의 피")
        XCTAssertEqual(film.first?.openDate, day("2022-01-05"))
        XCTAssertEqual(film.first?.days.first?.salesShare, 34.2)
        XCTAssertEqual(film.first?.days.first?.audienceTotal, 69_228)
        XCTAssertEqual(
            runs.filter { jan5.entries.map(\.movieCode).contains($0.movieCode) }.count, jan5.entries.count * 2)
    }

    func testABreakEvenIsKeptPerFilm() throws {
        let s = try MainActor.assumeIsolated { try opened() }
        XCTAssertNil(s.store.breakEven(movieCode: "20199882"))
        s.store.setBreakEven(4_000_000, movieCode: "20199882")
        XCTAssertEqual(s.store.breakEven(movieCode: "20199882"), 4_000_000)
        XCTAssertNil(s.store.breakEven(movieCode: "20218764"))
        s.store.setBreakEven(nil, movieCode: "20199882")
        XCTAssertNil(s.store.breakEven(movieCode: "20199882"))
    }
}
