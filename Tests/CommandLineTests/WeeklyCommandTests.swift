import BoxOfficeCore
import Foundation
import LoopbackServer
import XCTest

/// `boxoffice weekly` against the loopback KOBIS: the real weekend of 2011-12-30~2012-01-01 and the
/// week derived from it; other periods answer with an empty list, as KOBIS does before a week is tallied.
final class WeeklyCommandTests: CommandLineTestCase {
    static let weekly = "/kobis/boxoffice/searchWeeklyBoxOfficeList"

    func testEachPeriodSendsItsWeekGbAndTheWeeksFirstDay() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api)
        let cases: [(String, String, String, Int32)] = [
            ("weekend", "1", "20111230", 0), ("week", "0", "20111226", 0), ("weekdays", "2", "20111226", 2)
        ]
        for (period, weekGb, targetDt, status) in cases {
            let r = try boxoffice(["weekly", "--date", "2011-12-31", "--period", period, "--format", "json"], env: env)
            XCTAssertEqual(r.status, status, "\(period): \(r.stderr)")
            XCTAssertEqual(
                queries(api, Self.weekly).last, ["key": FixtureAPI.kobisKey, "targetDt": targetDt, "weekGb": weekGb],
                period)
            assertNoKeys(r)
        }
        XCTAssertEqual(queries(api, Self.weekly).count, 3)
        XCTAssertEqual(queries(api, "/kobis/boxoffice/searchDaily").count, 0)
    }

    func testWeekendJSONHasThePeriodAndTheExactRows() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let r = try boxoffice(["weekly", "--date", "2012-01-01", "--format", "json"], env: environment(api))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        let doc = try XCTUnwrap(try json(r.stdout) as? [String: Any])
        XCTAssertEqual(Set(doc.keys), ["period", "from", "to", "yearWeek", "rows"])
        XCTAssertEqual(doc["period"] as? String, "weekend")
        XCTAssertEqual(doc["from"] as? String, "2011-12-30")
        XCTAssertEqual(doc["to"] as? String, "2012-01-01")
        XCTAssertEqual(doc["yearWeek"] as? String, "201152")
        let rows = try XCTUnwrap(doc["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.count, 10)
        let first = rows[0]
        XCTAssertEqual(first["rank"] as? Int, 1)
        XCTAssertEqual(first["movieCode"] as? String, "20112207")
        XCTAssertEqual(first["title"] as? String, "미션임파서블:고스트프로토콜")
        XCTAssertEqual(first["rankChange"] as? Int, 0)
        XCTAssertEqual(first["isNew"] as? Bool, false)
        XCTAssertEqual(first["openDate"] as? String, "2011-12-15")
        XCTAssertEqual((first["audience"] as? NSNumber)?.int64Value, 1_007_683)
        XCTAssertEqual((first["audienceChange"] as? NSNumber)?.int64Value, -234_848)
        XCTAssertEqual((first["audienceTotal"] as? NSNumber)?.int64Value, 5_328_435)
        XCTAssertEqual((first["sales"] as? NSNumber)?.int64Value, 7_840_509_500)
        XCTAssertEqual(first["salesShare"] as? String, "35.8")
        XCTAssertEqual((first["salesTotal"] as? NSNumber)?.int64Value, 40_541_108_500)
        XCTAssertEqual((first["screens"] as? NSNumber)?.int64Value, 697)
        XCTAssertEqual((first["shows"] as? NSNumber)?.int64Value, 9677)
        // Days counted to the period's Sunday (the opening day is day 1); ratios rounded as in the CSV.
        XCTAssertEqual(first["daysInRelease"] as? Int, 18)
        XCTAssertEqual(first["audiencePerScreen"] as? Double, 1445.7)  // 1,007,683 / 697
        XCTAssertEqual(first["audiencePerShow"] as? Double, 104.1)  // 1,007,683 / 9,677
        XCTAssertEqual(first["averageTicketPrice"] as? Int, 7781)  // 7,840,509,500 / 1,007,683
        // The 1994 re-release, new this weekend.
        XCTAssertEqual(rows[6]["title"] as? String, "라이온 킹")
        XCTAssertEqual(rows[6]["isNew"] as? Bool, true)
        XCTAssertEqual(rows[6]["daysInRelease"] as? Int, 6393)
        XCTAssertEqual(rows.map { $0["rankChange"] as? Int }, [0, 1, -1, 0, 11, -1, 0, -1, -3, -2])
    }

    func testCSVReadsBackWithComputedColumnsAndTheSecondRunMakesNoRequest() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api)
        let r = try boxoffice(["weekly", "--date", "2011-12-30", "--format", "csv"], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.components(separatedBy: "\r\n")
        XCTAssertEqual(lines.count, 12, "header, ten rows, and the empty string after the last CRLF")
        XCTAssertEqual(
            lines[0],
            "Rank,Change,Title,Movie code,Opening,Days,Audience,Audience change %,Total audience,Sales,Share %,"
                + "Screens,Shows,Per screen,Per show,Average ticket")
        XCTAssertEqual(
            lines[1],
            "1,0,미션임파서블:고스트프로토콜,20112207,2011-12-15,18,1007683,-18.9,5328435,7840509500,35.8,697,9677,1445.7,104.1,7781"
        )
        XCTAssertEqual(
            lines[7],
            "7,NEW,라이온 킹,19940256,1994-07-02,6393,139102,100.0,171285,1503865000,6.9,246,2661,565.5,52.3,10811")
        XCTAssertEqual(lines[11], "")
        XCTAssertEqual(queries(api, Self.weekly).count, 1)
        // A weekend of 2011 is long settled: served from the cache, in any format.
        let again = try boxoffice(["weekly", "--date", "2012-01-01", "--format", "csv"], env: env)
        XCTAssertEqual(again.stdout, r.stdout)
        XCTAssertEqual(queries(api, Self.weekly).count, 1, "no second request")
        let offline = try boxoffice(["weekly", "--date", "2011-12-31", "--format", "csv", "--offline"], env: env)
        XCTAssertEqual(offline.stdout, r.stdout)
    }

    func testTheTableHeadingShowsTheRangeAndTheWeekNumber() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let english = try boxoffice(
            ["weekly", "--date", "2011-12-30"], env: environment(api, extra: ["LANG": "en_US.UTF-8"]))
        XCTAssertEqual(english.status, 0, english.stderr)
        XCTAssertEqual(
            english.stdout.components(separatedBy: "\n").first,
            "Weekend box office Fri, Dec 30, 2011 – Sun, Jan 1, 2012, week 52 of 2011")
        XCTAssertTrue(english.stdout.contains("   7  NEW     라이온 킹"), english.stdout)
        let catalogue = try compileKoreanCatalogue()
        let korean = try boxoffice(
            ["weekly", "--date", "2011-12-28", "--period", "week", "--nation", "korean", "--region", "Seoul"],
            env: environment(api, extra: ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": catalogue]))
        XCTAssertEqual(korean.status, 0, korean.stderr)
        XCTAssertEqual(
            korean.stdout.components(separatedBy: "\n").first,
            "주간 박스오피스 2011년 12월 26일 (월) ~ 2012년 1월 1일 (일), 2011년 52주차 · 한국 영화 · 서울시")
    }

    /// Without --date: the newest period that has ended by yesterday in Korea. The clock says Wednesday
    /// 2012-01-04, 09:00 in Korea: yesterday is Tuesday the 3rd, so the last weekend and week ended on Sunday
    /// the 1st and the last Monday–Thursday on 2011-12-29.
    func testTheDefaultIsTheLatestEndedPeriod() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api, extra: ["BOXOFFICE_NOW": "2012-01-04T09:00:00+09:00"])
        let cases: [(ChartKind, String, String, String, String, Int32, String?)] = [
            (.weekend, "1", "20111230", "2011-12-30", "2012-01-01", 0, "미션임파서블:고스트프로토콜"),
            (.week, "0", "20111226", "2011-12-26", "2012-01-01", 0, "미션임파서블:고스트프로토콜"),
            // The fixture server has no numbers for it: the empty document, with its real range.
            (.weekdays, "2", "20111226", "2011-12-26", "2011-12-29", 2, nil)
        ]
        for (kind, weekGb, targetDt, from, to, status, first) in cases {
            let r = try boxoffice(["weekly", "--period", kind.rawValue, "--format", "json"], env: env)
            XCTAssertEqual(queries(api, Self.weekly).last?["targetDt"], targetDt, kind.rawValue)
            XCTAssertEqual(queries(api, Self.weekly).last?["weekGb"], weekGb)
            XCTAssertEqual(r.status, status, r.stderr)
            let doc = try XCTUnwrap(try json(r.stdout) as? [String: Any])
            XCTAssertEqual(doc["from"] as? String, from)
            XCTAssertEqual(doc["to"] as? String, to)
            XCTAssertEqual(doc["yearWeek"] as? String, "201152")
            XCTAssertEqual((doc["rows"] as? [[String: Any]])?.first?["title"] as? String, first)
        }
    }

    func testAnEmptyWeekIsSaidOnceWithItsOwnStatus() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api, extra: ["LANG": "en_US.UTF-8"])
        let sentence = "boxoffice: KOBIS has no numbers for Fri, Jan 7, 2022 – Sun, Jan 9, 2022 yet.\n"
        let table = try boxoffice(["weekly", "--date", "2022-01-05"], env: env)
        XCTAssertEqual(table.status, 2)
        XCTAssertEqual(table.stdout, "")
        XCTAssertEqual(table.stderr, sentence)
        let json = try boxoffice(["weekly", "--date", "2022-01-05", "--format", "json"], env: env)
        XCTAssertEqual(json.status, 2)
        XCTAssertEqual(json.stderr, sentence)
        let doc = try XCTUnwrap(try self.json(json.stdout) as? [String: Any])
        XCTAssertEqual(doc["period"] as? String, "weekend")
        XCTAssertEqual(doc["from"] as? String, "2022-01-07")
        XCTAssertEqual(doc["to"] as? String, "2022-01-09")
        XCTAssertEqual(doc["yearWeek"] as? String, "202201")
        XCTAssertEqual((doc["rows"] as? [Any])?.count, 0)
        let csv = try boxoffice(["weekly", "--date", "2022-01-05", "--format", "csv"], env: env)
        XCTAssertEqual(csv.status, 2)
        XCTAssertEqual(csv.stdout.components(separatedBy: "\r\n").count, 2, "the header line only: \(csv.stdout)")
    }

    /// Zero screens and shows, and no opening date: the computed figures are null, never a division by zero.
    func testUnknownFiguresAreNull() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let text = String(decoding: FixtureAPI.fixture("weekly_20111230-20120101_weekend.json"), as: UTF8.self)
            .replacingOccurrences(of: #""openDt":"2011-12-15""#, with: #""openDt":" ""#)
            .replacingOccurrences(of: #""scrnCnt":"697","showCnt":"9677""#, with: #""scrnCnt":"0","showCnt":"0""#)
        MainActor.assumeIsolated { api.server.route(Self.weekly) { _ in .json(text) } }
        let r = try boxoffice(["weekly", "--date", "2011-12-30", "--format", "json"], env: environment(api))
        XCTAssertEqual(r.status, 0, r.stderr)
        let first = try XCTUnwrap(((try json(r.stdout) as? [String: Any])?["rows"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["movieCode"] as? String, "20112207")
        for key in ["openDate", "daysInRelease", "audiencePerScreen", "audiencePerShow"] {
            XCTAssertTrue(first[key] is NSNull, "\(key): \(String(describing: first[key]))")
        }
        XCTAssertEqual(first["averageTicketPrice"] as? Int, 7781)
        let csv = try boxoffice(
            ["weekly", "--date", "2011-12-30", "--format", "csv", "--refresh"], env: environment(api))
        XCTAssertEqual(
            csv.stdout.components(separatedBy: "\r\n")[1],
            "1,0,미션임파서블:고스트프로토콜,20112207,,,1007683,-18.9,5328435,7840509500,35.8,0,0,,,7781")
    }

    func testTheSampleAnswersWeekendAndWeekWithoutAKey() throws {
        let env = environment(nil, kobisKey: nil, kakaoKey: nil)
        let table = try boxoffice(["weekly"], env: env)
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(
            table.stdout.hasPrefix(
                "Weekend box office Fri, Dec 30, 2011 – Sun, Jan 1, 2012, week 52 of 2011 — sample data"),
            table.stdout)
        let week = try boxoffice(["weekly", "--period", "week", "--format", "json"], env: env)
        XCTAssertEqual(week.status, 0, week.stderr)
        XCTAssertEqual(week.stderr, "boxoffice: showing sample data (add a KOBIS API key for live numbers).\n")
        let doc = try XCTUnwrap(try json(week.stdout) as? [String: Any])
        XCTAssertEqual(doc["period"] as? String, "week")
        XCTAssertEqual(doc["from"] as? String, "2011-12-26")
        XCTAssertEqual(doc["yearWeek"] as? String, "201152")
        XCTAssertEqual((doc["rows"] as? [Any])?.count, 10)
        // The sample counts all films nationwide only.
        for args in [
            ["weekly", "--nation", "korean"], ["weekly", "--films", "diversity"], ["weekly", "--region", "부산"],
            ["daily", "--date", "2022-01-05", "--region", "0105001"]
        ] {
            let r = try boxoffice(args, env: env)
            XCTAssertEqual(r.status, 1, "\(args)")
            XCTAssertEqual(r.stdout, "")
            XCTAssertEqual(
                r.stderr,
                "boxoffice: The sample has charts of all films nationwide only; "
                    + "add a KOBIS API key to see this selection.\n", "\(args)")
        }
    }

    func testUsageErrorsAndHelp() throws {
        let env = environment(nil, kobisKey: nil, kakaoKey: nil)
        let cases: [([String], String)] = [
            (
                ["weekly", "--period", "month"],
                "boxoffice: The value 'month' is invalid for '--period <period>'. Please provide one of 'weekend', 'week' or 'weekdays'. See boxoffice help.\n"
            ),
            (
                ["weekly", "--nation", "all"],
                "boxoffice: The value 'all' is invalid for '--nation <nation>'. Please provide one of 'korean' and 'foreign'. See boxoffice help.\n"
            ),
            (
                ["daily", "--films", "art"],
                "boxoffice: The value 'art' is invalid for '--films <films>'. Please provide one of 'diversity' and 'commercial'. See boxoffice help.\n"
            ),
            (
                ["weekly", "--date", "2011-12-32"],
                "boxoffice: There is no 2011-12-32: 2011-12 has 31 days.\n"
            )
        ]
        for (args, expected) in cases {
            let r = try boxoffice(args, env: env)
            XCTAssertEqual(r.status, 64, "\(args)")
            XCTAssertEqual(r.stderr, expected)
            XCTAssertEqual(r.stdout, "")
        }
        let help = try boxoffice(["help", "weekly"], env: env)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("OVERVIEW: Print a weekend's, week's or weekdays' top 10."), help.stdout)
        XCTAssertTrue(help.stdout.contains("--region <region>"), help.stdout)
    }
}
