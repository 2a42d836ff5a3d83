import Foundation
import GLibSupport
import GRDB
import LoopbackServer
import XCTest

/// `boxoffice history` and `boxoffice run` as a script uses them: stderr is a file here, so progress
/// is one plain line per 10 %.
/// The days are real days of 2018 (Tests/Fixtures/market/2018), each with its own chart: the figures below
/// are read from those files, so a day kept under another date fails.
final class HistoryCommandTests: CommandLineTestCase {
    private func dailyDays(_ api: FixtureAPI) -> [String] {
        queries(api, "/kobis/boxoffice/searchDailyBoxOfficeList").compactMap { $0["targetDt"] }
    }

    /// The whole market's #1 of every kept day ("title audience" by YYYYMMDD), read from the cache database.
    private func numberOnes() throws -> [String: String] {
        let queue = try DatabaseQueue(path: cacheDir.appendingPathComponent("cache.sqlite").path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT day, title, audience FROM history WHERE segment = '' AND rank = 1")
                .reduce(into: [:]) {
                    $0[String($1["day"] as Int64)] = "\($1["title"] as String) \($1["audience"] as Int64)"
                }
        }
    }

    /// A server that answers every film's details (광해's, under the film's own code).
    private func detailsAPI() throws -> FixtureAPI {
        try MainActor.assumeIsolated {
            let api = try self.api()
            api.movieTemplate = "movie_20124079.json"
            return api
        }
    }

    private func detailsAsked(_ api: FixtureAPI) -> [String] {
        queries(api, "/kobis/movie/searchMovieInfo").compactMap { $0["movieCd"] }
    }

    /// The 10 days and the details of the 15 films they name, each once; the progress counts both.
    func testHistoryFillsARangeOnceWithAPlainLinePerTenPercent() throws {
        let api = try detailsAPI()
        let first = try boxoffice(["history", "--from", "2018-01-01", "--to", "2018-01-10"], env: environment(api))
        XCTAssertEqual(first.status, 0, first.all)
        XCTAssertEqual(
            first.stdout,
            "History holds 10 of 10 days from 2018-01-01 to 2018-01-10: 10 fetched, 0 already saved; "
                + "25 KOBIS requests today (budget 2,500). 15 films' details saved.\n")
        // The percentage counts the charts and the films' details: 1 January's chart and its ten films first.
        XCTAssertEqual(
            first.stderr,
            [
                "10% (1 of 10 days), 2 films' details", "20% (1 of 10 days), 5 films' details",
                "30% (1 of 10 days), 8 films' details", "40% (2 of 10 days), 10 films' details",
                "50% (3 of 10 days), 11 films' details", "60% (4 of 10 days), 13 films' details",
                "70% (6 of 10 days), 13 films' details", "80% (8 of 10 days), 13 films' details",
                "90% (9 of 10 days), 14 films' details", "100% (10 of 10 days), 15 films' details"
            ].map { "boxoffice: history \($0)\n" }.joined())
        XCTAssertEqual(detailsAsked(api).count, 15)
        XCTAssertEqual(Set(detailsAsked(api)).count, 15, "each film once")
        XCTAssertEqual(dailyDays(api), (1...10).map { String(format: "201801%02d", $0) })
        XCTAssertEqual(
            try numberOnes(),
            [
                "20180101": "신과함께-죄와 벌 916652", "20180102": "신과함께-죄와 벌 294339", "20180103": "신과함께-죄와 벌 215987",
                "20180104": "신과함께-죄와 벌 217032", "20180105": "신과함께-죄와 벌 268181", "20180106": "신과함께-죄와 벌 548337",
                "20180107": "신과함께-죄와 벌 502236", "20180108": "1987 179970", "20180109": "1987 175793",
                "20180110": "1987 166737"
            ])
        let again = try boxoffice(["history", "--from", "2018-01-01", "--to", "2018-01-10"], env: environment(api))
        XCTAssertEqual(again.status, 0, again.all)
        XCTAssertTrue(again.stdout.contains(": 0 fetched, 10 already saved; 25 KOBIS requests today"), again.stdout)
        XCTAssertEqual(dailyDays(api).count, 10)
        XCTAssertEqual(detailsAsked(api).count, 15)
        assertNoKeys(first)
    }

    /// Two runs over the same days, the second started while the first runs: one waits for the other, and
    /// every day is asked once (74 requests for 40 days before the lock).
    /// `--korean-too`: the same days' Korean chart after the whole market's, so the market can say Korean
    /// films' share (2018-01-04..06: 68.615 %, from the six real files: Σ Korean estimates ÷ Σ whole ones).
    func testKoreanTooFillsTheKoreanChartOfTheSameDays() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api, extra: ["BOXOFFICE_NOW": "2018-02-01T09:00:00+09:00"])
        let r = try boxoffice(["history", "--from", "2018-01-04", "--to", "2018-01-06", "--korean-too"], env: env)
        XCTAssertEqual(r.status, 0, r.all)
        let asked = queries(api, "/kobis/boxoffice/searchDailyBoxOfficeList")
        // One job: each day's whole market, then its Korean chart.
        XCTAssertEqual(
            asked.map { $0["targetDt"] ?? "" }, ["20180104", "20180104", "20180105", "20180105", "20180106", "20180106"]
        )
        XCTAssertEqual(asked.map { $0["repNationCd"] ?? "" }, ["", "K", "", "K", "", "K"])
        XCTAssertTrue(
            r.stdout.hasPrefix(
                "History holds 6 of 6 charts (the whole market and Korean films) from 2018-01-04 to 2018-01-06: 6 fetched, 0 already saved;"
            ), r.stdout)
        let market = try boxoffice(["market", "--year", "2018", "--month", "1", "--format", "json"], env: env)
        XCTAssertEqual(market.status, 0, market.all)
        let doc = try XCTUnwrap(try json(market.stdout) as? [String: Any])
        let korean = try XCTUnwrap(doc["korean"] as? [String: Any])
        XCTAssertEqual(korean["daysCovered"] as? Int, 3)
        XCTAssertEqual(korean["salesShare"] as? Double, 68.6)  // 68.615 to one decimal, as every share is given
        XCTAssertEqual(queries(api, "/kobis/boxoffice/searchDailyBoxOfficeList").count, 6, "the market asks nothing")

        let both = try boxoffice(["history", "--from", "2018-01-04", "--korean-too", "--nation", "korean"], env: env)
        XCTAssertEqual(both.status, 64, both.all)
    }

    func testTwoRunsAtOnceAskForEachDayOnce() throws {
        let api = try detailsAPI()
        let args = ["history", "--from", "2018-01-01", "--to", "2018-01-12"]
        let both = try boxoffice([args, args], env: environment(api), timeout: 60)
        XCTAssertEqual(both.map(\.status), [0, 0], both.map(\.all).joined())
        XCTAssertEqual(dailyDays(api).sorted(), (1...12).map { String(format: "201801%02d", $0) }, "each day once")
        XCTAssertEqual(detailsAsked(api).count, 18, "each of the 18 films once")
        let kept = try numberOnes()
        XCTAssertEqual(kept.count, 12)
        XCTAssertEqual(
            [kept["20180101"], kept["20180111"], kept["20180112"]],
            ["신과함께-죄와 벌 916652", "1987 143893", "1987 186217"])
        let waited = both.filter {
            $0.stderr.contains("boxoffice: Another BoxOffice is filling history now; waiting for it to finish.\n")
        }
        XCTAssertEqual(waited.count, 1, both.map(\.stderr).joined())
        XCTAssertTrue(
            waited.first?.stdout.contains(": 0 fetched, 12 already saved;") ?? false, waited.first?.stdout ?? "")
    }

    /// 13: 1 January's chart and its ten films' details, then the charts of 2 and 3 January.
    func testHistoryStopsAtTheBudgetWithASentenceAndStatus3() throws {
        let api = try detailsAPI()
        let r = try boxoffice(
            ["history", "--from", "2018-01-01", "--to", "2018-01-10"],
            env: environment(api, extra: ["BOXOFFICE_DAILY_BUDGET": "13"]))
        XCTAssertEqual(r.status, 3, r.all)
        XCTAssertEqual(detailsAsked(api).count, 10)
        XCTAssertTrue(
            r.stderr.hasSuffix(
                "boxoffice: Stopped at today's request budget: 13 of 13 KOBIS requests made (Korea time); "
                    + "the rest can be filled after midnight in Korea.\n"), r.stderr)
        XCTAssertEqual(dailyDays(api).count, 3)
        XCTAssertEqual(
            try numberOnes(),
            [
                "20180101": "신과함께-죄와 벌 916652", "20180102": "신과함께-죄와 벌 294339",
                "20180103": "신과함께-죄와 벌 215987"
            ])
        XCTAssertEqual(r.stdout, "")
    }

    /// Days saved while KOBIS did not answer for films (or by a version that saved no details): a fill over them
    /// asks for the details they lack, and `--details-only` for those alone, without a chart.
    func testAFillOverSavedDaysFetchesTheDetailsTheyLack() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let first = try boxoffice(["history", "--from", "2018-01-01", "--to", "2018-01-03"], env: environment(api))
        XCTAssertEqual(first.status, 0, first.all)
        XCTAssertEqual(
            first.stdout,
            "History holds 3 of 3 days from 2018-01-01 to 2018-01-03: 3 fetched, 0 already saved; "
                + "15 KOBIS requests today (budget 2,500). "
                + "0 films' details saved, 12 not answered (a later fill asks again).\n")
        MainActor.assumeIsolated { api.movieTemplate = "movie_20124079.json" }
        let details = try boxoffice(
            ["history", "--from", "2018-01-01", "--to", "2018-01-05", "--details-only"], env: environment(api))
        XCTAssertEqual(details.status, 0, details.all)
        XCTAssertEqual(details.stdout, "12 films' details saved; 27 KOBIS requests today (budget 2,500).\n")
        XCTAssertEqual(dailyDays(api).count, 3, "no chart, not even of the days not saved")
        XCTAssertEqual(detailsAsked(api).count, 24)
        let plain = try boxoffice(["history", "--from", "2018-01-01", "--to", "2018-01-03"], env: environment(api))
        XCTAssertTrue(plain.stdout.contains(": 0 fetched, 3 already saved; 27 KOBIS requests today"), plain.stdout)
    }

    /// 신과함께-죄와 벌 opened on 2017-12-20; this server answers those twelve days with an empty chart (it has
    /// none of 2017). Once asked, they are days the film was not in the top 10: `history --movie` and `run` say
    /// so, and neither asks for them again.
    func testDaysAnsweredEmptyAreNotInTheTop10AndNotMissing() throws {
        let api = try detailsAPI()
        let env = environment(api, extra: ["BOXOFFICE_NOW": "2018-02-01T09:00:00+09:00"])
        let filled = try boxoffice(["history", "--from", "2018-01-01", "--to", "2018-01-03"], env: env)
        XCTAssertEqual(filled.status, 0, filled.all)
        let before = try boxoffice(["run", "20150976"], env: env)
        XCTAssertEqual(
            before.stdout.components(separatedBy: "\n").first,
            "신과함께-죄와 벌 (20150976) · opened 2017-12-20 · 15 days, 12 missing")
        let fill = try boxoffice(["history", "--movie", "20150976"], env: env)
        XCTAssertEqual(fill.status, 0, fill.all)
        XCTAssertTrue(
            fill.stdout.hasSuffix("\n신과함께-죄와 벌: not in the top 10 on 12 of its 15 days, 0 missing.\n"), fill.stdout)
        XCTAssertEqual(dailyDays(api).count, 3 + 12)
        let after = try boxoffice(["run", "20150976"], env: env)
        XCTAssertEqual(
            after.stdout.components(separatedBy: "\n").first,
            "신과함께-죄와 벌 (20150976) · opened 2017-12-20 · 15 days, 0 missing, not in the top 10 on 12")
        XCTAssertTrue(after.stdout.contains("2017-12-20"), after.stdout)
        let again = try boxoffice(["history", "--movie", "20150976"], env: env)
        XCTAssertEqual(
            again.stdout,
            "The history holds every day of 신과함께-죄와 벌's run (15 days; not in the top 10 on 12 of them).\n")
        XCTAssertEqual(dailyDays(api).count, 15, "nothing asked again")
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

    /// 메이즈 러너: 데스 큐어 (20175054) opens at #1 on 2018-01-17 and stays #1 on Jan 19 and 20; Jan 18 is
    /// never fetched.
    private func filledRun() throws -> FixtureAPI {
        let api = try MainActor.assumeIsolated { try self.api() }
        for range in [["2018-01-17", "2018-01-17"], ["2018-01-19", "2018-01-20"]] {
            let r = try boxoffice(["history", "--from", range[0], "--to", range[1]], env: environment(api))
            XCTAssertEqual(r.status, 0, r.all)
        }
        return api
    }

    /// `history --film` fills the days the film's run misses and no other (its kept run ends on Jan 20,
    /// years before yesterday: the days after it are not the film's to fill), by title or by code.
    func testHistoryFillsAFilmsMissingDaysOnly() throws {
        let api = try filledRun()
        XCTAssertEqual(dailyDays(api), ["20180117", "20180119", "20180120"])
        let r = try boxoffice(["history", "--movie", "메이즈러너"], env: environment(api))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertTrue(
            r.stdout.hasPrefix("History holds 1 of 1 day from 2018-01-18 to 2018-01-18: 1 fetched, 0 already saved; "),
            r.stdout)
        XCTAssertEqual(dailyDays(api), ["20180117", "20180119", "20180120", "20180118"])
        XCTAssertEqual(
            try numberOnes(),
            [
                "20180117": "메이즈 러너: 데스 큐어 225510", "20180118": "메이즈 러너: 데스 큐어 166420",
                "20180119": "메이즈 러너: 데스 큐어 181345", "20180120": "메이즈 러너: 데스 큐어 366720"
            ])
        let again = try boxoffice(["history", "--movie", "20175054"], env: environment(api))
        XCTAssertEqual(again.status, 0, again.all)
        XCTAssertEqual(again.stdout, "The history holds every day of 메이즈 러너: 데스 큐어's run (4 days).\n")
        XCTAssertEqual(dailyDays(api).count, 4, "nothing asked")
        let both = try boxoffice(["history", "--movie", "20175054", "--from", "2018-01-01"], env: environment(api))
        XCTAssertEqual(both.status, 64)
        XCTAssertEqual(both.stderr, "boxoffice: Give either --movie or --from, not both.\n")
        let neither = try boxoffice(["history"], env: environment(api))
        XCTAssertEqual(neither.status, 64)
        XCTAssertEqual(neither.stderr, "boxoffice: Give --from DAY (the first day to fill) or --movie TITLE|CODE.\n")
    }

    func testRunPrintsTheDaysWithTheGapAndTheMilestones() throws {
        let api = try filledRun()
        let before = MainActor.assumeIsolated { api.server.requests.count }
        let r = try boxoffice(["run", "20175054"], env: environment(api))
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "메이즈 러너: 데스 큐어 (20175054) · opened 2018-01-17 · 4 days, 1 missing")
        XCTAssertEqual(lines[2], "D   Date        Rank  Audience    Total    Sales (KRW)  Screens  Shows  Share")
        XCTAssertEqual(lines[4], "D1  2018-01-17     1   225,510  230,471  1,752,986,100      919  3,807  36.2%")
        XCTAssertEqual(lines[5], "D2  2018-01-18        missing")
        XCTAssertEqual(lines[6], "D3  2018-01-19     1   181,345  578,236  1,563,358,480    1,020  4,251  30.0%")
        XCTAssertEqual(lines[7], "D4  2018-01-20     1   366,720  944,956  3,159,303,883    1,090  4,633  29.4%")
        XCTAssertTrue(r.stdout.contains("  Opening day                   225,510 admissions, #1\n"), r.stdout)
        // D2 is missing: it could have been the best day or broken the streak, and 944,956 by D4 is short of 1 million.
        XCTAssertTrue(
            r.stdout.contains(
                "  Best day                      D4 2018-01-20: 366,720 admissions (best of the saved days, 1 missing)\n"
            ),
            r.stdout)
        XCTAssertTrue(
            r.stdout.contains(
                "  Days at #1                    at least 3 (longest streak at least 2, in the saved days)\n"), r.stdout
        )
        XCTAssertTrue(r.stdout.contains("  Passed 1 million admissions   not within the saved days\n"), r.stdout)
        XCTAssertEqual(MainActor.assumeIsolated { api.server.requests.count }, before)  // history only

        let json = try XCTUnwrap(
            try self.json(try boxoffice(["run", "20175054", "--format", "json"], env: environment(api)).stdout)
                as? [String: Any])
        let days = try XCTUnwrap(json["days"] as? [[String: Any]])
        XCTAssertEqual(days.map { $0["status"] as? String }, ["ranked", "missing", "ranked", "ranked"])
        XCTAssertEqual(days.map { $0["audience"] as? Int }, [225_510, nil, 181_345, 366_720])
        XCTAssertEqual(days[0]["salesTotal"] as? Int, 1_811_094_400)
        XCTAssertEqual(days[3]["salesTotal"] as? Int, 7_833_282_363)
        XCTAssertNil(days[1]["audience"])
        let milestones = try XCTUnwrap(json["milestones"] as? [String: Any])
        XCTAssertEqual((milestones["bestDay"] as? [String: Any])?["d"] as? Int, 4)
        XCTAssertEqual(milestones["daysAtNumberOne"] as? Int, 3)
        XCTAssertEqual(milestones["missingDays"] as? Int, 1)
        XCTAssertEqual(milestones["bestDayComplete"] as? Bool, false)
        XCTAssertEqual(milestones["daysAtNumberOneComplete"] as? Bool, false)
        XCTAssertEqual(milestones["longestStreakAtNumberOneComplete"] as? Bool, false)
        XCTAssertEqual(milestones["weekendMissingDays"] as? [String], [])  // Jan 18 is a Thursday

        let csv = try boxoffice(["run", "20175054", "--format", "csv"], env: environment(api)).stdout
        XCTAssertEqual(csv.components(separatedBy: "\r\n")[2], "2,2018-01-18,missing,,,,,,,,")
    }

    func testRunCompareSaysHowFarAheadAtTheLatestCommonDay() throws {
        let api = try filledRun()
        let r = try boxoffice(["run", "20175054", "--compare", "20176104"], env: environment(api))
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines[2], "D   메이즈 러너: 데스 큐어  그것만이 내 세상")  // figures right-aligned under the titles
        XCTAssertEqual(lines[4], "D1                 230,471           149,504")
        XCTAssertEqual(lines[5], "D3                 578,236           391,771")
        XCTAssertEqual(lines[6], "D4                 944,956           651,533")
        // (944,956 − 651,533) / 651,533 = 45.0 %
        XCTAssertEqual(lines.last(where: { !$0.isEmpty }), "45% ahead of 그것만이 내 세상 at D4")
    }

    func testRunOfAFilmWithNoHistorySaysSo() throws {
        let r = try boxoffice(["run", "20199882"], env: environment(nil))
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(
            r.stderr, "boxoffice: The history holds no day of film 20199882; boxoffice history --from DAY fills it.\n")
    }
}

/// The cache database is a file the user can edit: hostile values written into it (a huge year in the
/// pending fill, Int64's extremes as figures, a time in the far future, text where numbers belong) are
/// read as misses or shown as they are, and every command still answers with its output or one sentence.
final class HostileDatabaseTests: CommandLineTestCase {
    func testEveryCommandAnswersOverAnEditedDatabase() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        for range in [["2018-01-17", "2018-01-17"], ["2018-01-19", "2018-01-20"]] {
            XCTAssertEqual(
                try boxoffice(["history", "--from", range[0], "--to", range[1]], env: environment(api)).status, 0)
        }
        let queue = try DatabaseQueue(path: cacheDir.appendingPathComponent("cache.sqlite").path)
        try queue.write { db in
            try db.execute(
                sql:
                    "UPDATE history SET audience = 9223372036854775807, sales = -9223372036854775808 WHERE day = 20180119"
            )
            try db.execute(
                sql: "UPDATE history SET audienceTotal = 'many', screens = 1e300 WHERE day = 20180120 AND rank = 1")
            try db.execute(sql: "UPDATE response SET fetchedAt = 1e300 WHERE kind = 'daily' AND key = '20180117'")
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO fillJob (id, job, paused, done) VALUES
                      (1, '{"first":{"year":999999999999999999,"month":1,"day":1},"last":{"year":2022,"month":1,"day":9},"segment":{"nation":"all","films":"all"}}', 'x', 1e300),
                      (2, 'not json', 0, -5)
                    """)
        }
        try queue.close()
        for args in [
            ["run", "20175054"], ["run", "20175054", "--format", "json"], ["run", "20175054", "--format", "csv"],
            ["run", "메이즈러너", "--compare", "20176104"], ["daily", "--date", "2018-01-17", "--offline"],
            ["daily", "--date", "2018-01-19", "--offline", "--format", "json"], ["history", "--movie", "20175054"]
        ] {
            let r = try boxoffice(args, env: environment(api))
            XCTAssertTrue([0, 1, 2].contains(r.status), "\(args): status \(r.status)\n\(r.all)")
            XCTAssertFalse(r.all.contains("Fatal error") || r.all.contains("Crash"), "\(args): \(r.all)")
            if r.status != 0 { XCTAssertTrue(r.stderr.hasPrefix("boxoffice: "), "\(args): \(r.stderr)") }
        }
        let run = try boxoffice(["run", "20175054"], env: environment(api))
        XCTAssertTrue(
            run.stdout.contains("9,223,372,036,854,775,807"), "an absurd figure is shown as it is:\n\(run.stdout)")
        // The newer commands, from both executables (issue 45: `records` trapped, status 132, on a history row
        // of 9,223,372,036,854,775,807 admissions): sums saturate instead.
        let newer = [
            ["records"], ["records", "--format", "json"], ["records", "--format", "csv"], ["records", "--year", "2018"],
            ["market", "--year", "2018", "--offline"], ["market", "--year", "2018", "--month", "1", "--offline"],
            ["market", "--year", "2018", "--weekends", "--offline"], ["market", "--holidays", "--offline"],
            ["market", "--holidays", "--year", "2018", "--format", "json", "--offline"],
            ["forecast", "20175054"], ["coming", "--offline"]
        ]
        for args in newer {
            // `boxoffice` (answering itself or handing on) and `boxoffice-app` directly.
            for (name, r) in [
                ("boxoffice", try boxoffice(args, env: environment(api))),
                ("boxoffice-app", try self.run(app, args, env: environment(api)))
            ] {
                XCTAssertTrue([0, 1, 2, 3].contains(r.status), "\(name) \(args): status \(r.status)\n\(r.all)")
                XCTAssertFalse(r.all.contains("Fatal error"), "\(args): \(r.all)")
                if r.status != 0 { XCTAssertTrue(r.stderr.hasPrefix("boxoffice: "), "\(args): \(r.stderr)") }
            }
        }
        // The absurd day is a figure, not a trap: the records name it (its film's biggest day, saturated sums).
        let records = try both(["records", "--format", "json"], env: environment(api))
        XCTAssertEqual(records.status, 0, records.all)
        XCTAssertTrue(records.stdout.contains("9223372036854775807"), records.stdout)
    }
}
