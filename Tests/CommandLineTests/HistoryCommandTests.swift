import GRDB
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// `boxoffice history` and `boxoffice run` as a script uses them: stderr is a file here, so progress
/// is one plain line per 10 %.
final class HistoryCommandTests: CommandLineTestCase {
    private func dailyDays(_ api: FixtureAPI) -> [String] { queries(api, "/kobis/boxoffice/searchDailyBoxOfficeList").compactMap { $0["targetDt"] } }

    func testHistoryFillsARangeOnceWithAPlainLinePerTenPercent() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        MainActor.assumeIsolated { api.dailyTemplate = "daily_20220121.json" }
        let first = try boxoffice(["history", "--from", "2022-01-01", "--to", "2022-01-10"], env: environment(api))
        XCTAssertEqual(first.status, 0, first.all)
        XCTAssertEqual(first.stdout, "History holds 10 of 10 days from 2022-01-01 to 2022-01-10: 10 fetched, 0 already saved; "
                       + "10 KOBIS requests today (budget 2,500).\n")
        XCTAssertEqual(first.stderr, (1...10).map { "boxoffice: history \($0 * 10)% (\($0) of 10 days)\n" }.joined())
        XCTAssertEqual(dailyDays(api), (1...10).map { String(format: "202201%02d", $0) })
        let again = try boxoffice(["history", "--from", "2022-01-01", "--to", "2022-01-10"], env: environment(api))
        XCTAssertEqual(again.status, 0, again.all)
        XCTAssertTrue(again.stdout.contains(": 0 fetched, 10 already saved; 10 KOBIS requests today"), again.stdout)
        XCTAssertEqual(dailyDays(api).count, 10)
        assertNoKeys(first)
    }

    /// Two runs over the same days, the second started while the first runs: one waits for the other, and
    /// every day is asked once (74 requests for 40 days before the lock).
    func testTwoRunsAtOnceAskForEachDayOnce() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        MainActor.assumeIsolated { api.dailyTemplate = "daily_20220121.json" }
        let args = ["history", "--from", "2022-01-01", "--to", "2022-01-12"]
        let both = try boxoffice([args, args], env: environment(api), timeout: 60)
        XCTAssertEqual(both.map(\.status), [0, 0], both.map(\.all).joined())
        XCTAssertEqual(dailyDays(api).sorted(), (1...12).map { String(format: "202201%02d", $0) }, "each day once")
        let waited = both.filter { $0.stderr.contains("boxoffice: Another BoxOffice is filling history now; waiting for it to finish.\n") }
        XCTAssertEqual(waited.count, 1, both.map(\.stderr).joined())
        XCTAssertTrue(waited.first?.stdout.contains(": 0 fetched, 12 already saved;") ?? false, waited.first?.stdout ?? "")
    }

    func testHistoryStopsAtTheBudgetWithASentenceAndStatus3() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        MainActor.assumeIsolated { api.dailyTemplate = "daily_20220121.json" }
        let r = try boxoffice(["history", "--from", "2022-01-01", "--to", "2022-01-10"],
                              env: environment(api, extra: ["BOXOFFICE_DAILY_BUDGET": "3"]))
        XCTAssertEqual(r.status, 3, r.all)
        XCTAssertTrue(r.stderr.hasSuffix("boxoffice: Stopped at today's request budget: 3 of 3 KOBIS requests made (Korea time); "
                                         + "the rest can be filled after midnight in Korea.\n"), r.stderr)
        XCTAssertEqual(dailyDays(api).count, 3)
        XCTAssertEqual(r.stdout, "")
    }

    func testHistoryNeedsAKey() throws {
        let r = try boxoffice(["history", "--from", "2022-01-01"], env: environment(nil, kobisKey: nil))
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.hasPrefix("boxoffice: "), r.stderr)
    }

    /// A range that ends before it starts is a usage error, like the Fill History window says, and asks nothing.
    func testAReversedRangeIsAUsageError() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let r = try boxoffice(["history", "--from", "2022-01-05", "--to", "2022-01-01"], env: environment(api))
        XCTAssertEqual(r.status, 64)
        XCTAssertEqual(r.stderr, "boxoffice: The first day is after the last.\n")
        MainActor.assumeIsolated { XCTAssertEqual(api.server.requests(to: "/kobis/").count, 0) }
    }

    /// Jan 5 from its own fixture (경관의 피 opens at #1), Jan 7 and 8 from the template (#4); Jan 6 is never fetched.
    private func filledRun() throws -> FixtureAPI {
        let api = try MainActor.assumeIsolated { try self.api() }
        MainActor.assumeIsolated { api.dailyTemplate = "daily_20220121.json" }
        for range in [["2022-01-05", "2022-01-05"], ["2022-01-07", "2022-01-08"]] {
            let r = try boxoffice(["history", "--from", range[0], "--to", range[1]], env: environment(api))
            XCTAssertEqual(r.status, 0, r.all)
        }
        return api
    }

    /// `history --movie` fills the days the film's run misses and no other (its run ends on Jan 8, years
    /// before yesterday: the days after it are not the film's to fill), by title or by code.
    func testHistoryFillsAFilmsMissingDaysOnly() throws {
        let api = try filledRun()
        XCTAssertEqual(dailyDays(api), ["20220105", "20220107", "20220108"])
        let r = try boxoffice(["history", "--movie", "경관의피"], env: environment(api))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertTrue(r.stdout.hasPrefix("History holds 1 of 1 days from 2022-01-06 to 2022-01-06: 1 fetched, 0 already saved; "), r.stdout)
        XCTAssertEqual(dailyDays(api), ["20220105", "20220107", "20220108", "20220106"])
        let again = try boxoffice(["history", "--movie", "20199882"], env: environment(api))
        XCTAssertEqual(again.status, 0, again.all)
        XCTAssertEqual(again.stdout, "The history holds every day of 경관의 피's run (4 days).\n")
        XCTAssertEqual(dailyDays(api).count, 4, "nothing asked")
        let both = try boxoffice(["history", "--movie", "20199882", "--from", "2022-01-01"], env: environment(api))
        XCTAssertEqual(both.status, 64)
        XCTAssertEqual(both.stderr, "boxoffice: Give either --movie or --from, not both.\n")
        let neither = try boxoffice(["history"], env: environment(api))
        XCTAssertEqual(neither.status, 64)
        XCTAssertEqual(neither.stderr, "boxoffice: Give --from DAY (the first day to fill) or --movie TITLE|CODE.\n")
    }

    func testRunPrintsTheDaysWithTheGapAndTheMilestones() throws {
        let api = try filledRun()
        let before = MainActor.assumeIsolated { api.server.requests.count }
        let r = try boxoffice(["run", "20199882"], env: environment(api))
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "경관의 피 (20199882) · opened 2022-01-05 · 4 days, 1 missing")
        XCTAssertEqual(lines[2], "D   Date        Rank  Audience    Total  Sales (KRW)  Screens  Shows  Share")
        XCTAssertEqual(lines[4], "D1  2022-01-05     1    64,050   69,228  584,559,330    1,171  4,416  34.2%")
        XCTAssertEqual(lines[5], "D2  2022-01-06        missing")
        XCTAssertEqual(lines[6], "D3  2022-01-07     4    10,535  609,876  106,729,620      674  1,642  11.1%")
        XCTAssertTrue(r.stdout.contains("  Opening day                   64,050 admissions, #1\n"), r.stdout)
        // D2 is missing: it could have been the best day and a second day at #1, and 1 million was not reached by D4.
        XCTAssertTrue(r.stdout.contains("  Best day                      D1 2022-01-05: 64,050 admissions (best of the saved days, 1 missing)\n"),
                      r.stdout)
        XCTAssertTrue(r.stdout.contains("  Days at #1                    at least 1 (longest streak at least 1, in the saved days)\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("  Passed 1,000,000 admissions   not within the saved days\n"), r.stdout)
        XCTAssertEqual(MainActor.assumeIsolated { api.server.requests.count }, before)   // history only

        let json = try XCTUnwrap(try self.json(try boxoffice(["run", "20199882", "--format", "json"], env: environment(api)).stdout)
            as? [String: Any])
        let days = try XCTUnwrap(json["days"] as? [[String: Any]])
        XCTAssertEqual(days.map { $0["status"] as? String }, ["ranked", "missing", "ranked", "ranked"])
        XCTAssertEqual(days[0]["audience"] as? Int, 64050)
        XCTAssertEqual(days[0]["salesTotal"] as? Int, 631_402_330)
        XCTAssertNil(days[1]["audience"])
        let milestones = try XCTUnwrap(json["milestones"] as? [String: Any])
        XCTAssertEqual((milestones["bestDay"] as? [String: Any])?["d"] as? Int, 1)
        XCTAssertEqual(milestones["daysAtNumberOne"] as? Int, 1)
        XCTAssertEqual(milestones["missingDays"] as? Int, 1)
        XCTAssertEqual(milestones["bestDayComplete"] as? Bool, false)
        XCTAssertEqual(milestones["daysAtNumberOneComplete"] as? Bool, false)
        XCTAssertEqual(milestones["longestStreakAtNumberOneComplete"] as? Bool, false)
        XCTAssertEqual(milestones["weekendMissingDays"] as? [String], [])

        let csv = try boxoffice(["run", "20199882", "--format", "csv"], env: environment(api)).stdout
        XCTAssertEqual(csv.components(separatedBy: "\r\n")[2], "2,2022-01-06,missing,,,,,,,,")
    }

    func testRunCompareSaysHowFarAheadAtTheLatestCommonDay() throws {
        let api = try filledRun()
        let r = try boxoffice(["run", "20199882", "--compare", "20218764"], env: environment(api))
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines[2], "D   경관의 피  씽2게더")
        XCTAssertEqual(lines[4], "D1     69,228   44,778")
        XCTAssertEqual(lines[5], "D3    609,876  574,253")
        // (609,876 − 574,253) / 574,253 = 6.2 %
        XCTAssertEqual(lines.last(where: { !$0.isEmpty }), "6% ahead of 씽2게더 at D4")
    }

    func testRunOfAFilmWithNoHistorySaysSo() throws {
        let r = try boxoffice(["run", "20199882"], env: environment(nil))
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "boxoffice: The history holds no day of film 20199882; boxoffice history --from DAY fills it.\n")
    }
}

/// The cache database is a file the user can edit: hostile values written into it (a huge year in the
/// pending fill, Int64's extremes as figures, a time in the far future, text where numbers belong) are
/// read as misses or shown as they are, and every command still answers with its output or one sentence.
final class HostileDatabaseTests: CommandLineTestCase {
    func testEveryCommandAnswersOverAnEditedDatabase() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        MainActor.assumeIsolated { api.dailyTemplate = "daily_20220121.json" }
        for range in [["2022-01-05", "2022-01-05"], ["2022-01-07", "2022-01-08"]] {
            XCTAssertEqual(try boxoffice(["history", "--from", range[0], "--to", range[1]], env: environment(api)).status, 0)
        }
        let queue = try DatabaseQueue(path: cacheDir.appendingPathComponent("cache.sqlite").path)
        try queue.write { db in
            try db.execute(sql: "UPDATE history SET audience = 9223372036854775807, sales = -9223372036854775808 WHERE day = 20220107")
            try db.execute(sql: "UPDATE history SET audienceTotal = 'many', screens = 1e300 WHERE day = 20220108 AND rank = 1")
            try db.execute(sql: "UPDATE response SET fetchedAt = 1e300 WHERE kind = 'daily' AND key = '20220105'")
            try db.execute(sql: """
                INSERT OR REPLACE INTO fillJob (id, job, paused, done) VALUES
                  (1, '{"first":{"year":999999999999999999,"month":1,"day":1},"last":{"year":2022,"month":1,"day":9},"segment":{"nation":"all","films":"all"}}', 'x', 1e300),
                  (2, 'not json', 0, -5)
                """)
        }
        try queue.close()
        for args in [["run", "20199882"], ["run", "20199882", "--format", "json"], ["run", "20199882", "--format", "csv"],
                     ["run", "경관의피", "--compare", "20218764"], ["daily", "--date", "2022-01-05", "--offline"],
                     ["daily", "--date", "2022-01-07", "--offline", "--format", "json"], ["history", "--movie", "20199882"]] {
            let r = try boxoffice(args, env: environment(api))
            XCTAssertTrue([0, 1, 2].contains(r.status), "\(args): status \(r.status)\n\(r.all)")
            XCTAssertFalse(r.all.contains("Fatal error") || r.all.contains("Crash"), "\(args): \(r.all)")
            if r.status != 0 { XCTAssertTrue(r.stderr.hasPrefix("boxoffice: "), "\(args): \(r.stderr)") }
        }
        let run = try boxoffice(["run", "20199882"], env: environment(api))
        XCTAssertTrue(run.stdout.contains("9,223,372,036,854,775,807"), "an absurd figure is shown as it is:\n\(run.stdout)")
    }
}
