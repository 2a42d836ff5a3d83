import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// KOBIS requests counted per Korea-time day in SQLite, and the budget's sources.
final class RequestCounterTests: StoreTestCase {
    func testTheCountStartsAgainAtMidnightInKorea() throws {
        try MainActor.assumeIsolated { [self] in
            clock.set("2022-01-10T14:59:58Z")  // 23:59:58 KST
            let s = try opened()
            s.counter.record()
            s.counter.record()
            XCTAssertEqual(s.counter.todayCount, 2)
            clock.advance(2)  // 00:00:00 KST, 2022-01-11
            XCTAssertEqual(s.counter.today, day("2022-01-11"))
            XCTAssertEqual(s.counter.todayCount, 0)
            XCTAssertEqual(s.counter.count(on: day("2022-01-10")), 2)
            s.counter.record()
            // Kept in the database: the next start (or the command line) sees the same count.
            let other = try opened()
            XCTAssertEqual(other.counter.todayCount, 1)
        }
    }

    func testTheBudgetComesFromTheEnvironmentThenPreferencesThenTheDefault() throws {
        try MainActor.assumeIsolated { [self] in
            let env = ["BOXOFFICE_CACHE_DIR": dir.path, "HOME": dir.path]
            XCTAssertEqual(
                AppConfiguration.fromEnvironment(env.merging(["BOXOFFICE_DAILY_BUDGET": "40"]) { $1 }).dailyBudget, 40)
            XCTAssertNil(
                AppConfiguration.fromEnvironment(env.merging(["BOXOFFICE_DAILY_BUDGET": "-5"]) { $1 }).dailyBudget)
            XCTAssertNil(
                AppConfiguration.fromEnvironment(env.merging(["BOXOFFICE_DAILY_BUDGET": "lots"]) { $1 }).dailyBudget)
            XCTAssertEqual(
                AppConfiguration.fromEnvironment(env.merging(["BOXOFFICE_DAILY_BUDGET": "99999999999999"]) { $1 })
                    .dailyBudget,
                1_000_000)
            let s = try opened()
            XCTAssertEqual(s.counter.budget, 2_500)
            s.counter.setBudget(100)
            XCTAssertEqual(try opened().counter.budget, 100)
            let overridden = try opened(budget: 40)
            XCTAssertEqual(overridden.counter.budget, 40)
            XCTAssertTrue(overridden.counter.isBudgetFromEnvironment)
            s.counter.setBudget(nil)
            XCTAssertEqual(s.counter.budget, 2_500)
        }
    }
}
