import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// `boxoffice forecast` of a film whose run has ended, asked with no day: no forecast, but where the run ended
/// and what the forecast said at D3, D7 and D14 (issue 44); the films found by title among the shipped runs
/// too; `--break-even none`; CSV.
final class ForecastEndedRunCommandTests: CommandLineTestCase {
    private func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// 범죄도시 (2017) ended at 6,871,085 on 2017-11-28: status 0, the keys the issue names and no "final".
    func testAnEndedRunAnswersWithItsPastForecastsAsJSON() throws {
        let r = try both(["forecast", "범죄도시", "--format", "json"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.stderr, "")
        let doc = try object(r.stdout)
        XCTAssertEqual(Set(doc.keys), ["movieCd", "title", "openDate", "ended", "past"])
        XCTAssertEqual(doc["movieCd"] as? String, "20172742")
        XCTAssertEqual(doc["title"] as? String, "범죄도시")
        XCTAssertEqual(doc["openDate"] as? String, "2017-10-03")
        let ended = try XCTUnwrap(doc["ended"] as? [String: Any])
        XCTAssertEqual(ended.count, 2)
        XCTAssertEqual(ended["final"] as? Int, 6_871_085)
        XCTAssertEqual(ended["lastDay"] as? String, "2017-11-28")
        let past = try XCTUnwrap(doc["past"] as? [[String: Any]])
        XCTAssertEqual(past.map { Set($0.keys) }, Array(repeating: ["day", "median", "low", "high", "error"], count: 3))
        XCTAssertEqual(past.compactMap { $0["day"] as? Int }, [3, 7, 14])
        XCTAssertEqual(past.compactMap { $0["median"] as? Int }, [2_589_907, 4_527_517, 4_830_324])
        XCTAssertEqual(past.compactMap { $0["low"] as? Int }, [1_538_184, 3_797_723, 4_509_301])
        XCTAssertEqual(past.compactMap { $0["high"] as? Int }, [5_178_853, 7_554_071, 5_781_291])
        for p in past {
            let median = try XCTUnwrap(p["median"] as? Int)
            XCTAssertEqual(try XCTUnwrap(p["error"] as? Double), Double(median) / 6_871_085 - 1, accuracy: 1e-9)
        }
        // Each is the forecast as of that day, which says what happened beside it.
        let d7 = try object(
            try boxoffice(["forecast", "20172742", "--at-day", "7", "--format", "json"], env: environment(nil)).stdout)
        XCTAssertEqual((d7["final"] as? [String: Int])?["median"], 4_527_517)
        XCTAssertEqual((d7["outcome"] as? [String: Any])?["final"] as? Int, 6_871_085)
    }

    /// 보헤미안 랩소디's first run ended on 2019-02-05 at 9,931,010; it was back in the top 10 for one day,
    /// 2019-03-20. Asked with no day, its answer is the run its D3, D7 and D14 fall in, the one each forecast as
    /// of those days set its outcome against (it said the one-day run, with no past forecast).
    func testALaterDayBackInTheTop10LeavesThePastForecastsOfTheFirstRun() throws {
        let env = environment(nil)
        let r = try both(["forecast", "20185485", "--format", "json"], env: env)
        XCTAssertEqual(r.status, 0, r.all)
        let doc = try object(r.stdout)
        let ended = try XCTUnwrap(doc["ended"] as? [String: Any])
        XCTAssertEqual(ended["final"] as? Int, 9_931_010)
        XCTAssertEqual(ended["lastDay"] as? String, "2019-02-05")
        let past = try XCTUnwrap(doc["past"] as? [[String: Any]])
        XCTAssertEqual(past.compactMap { $0["day"] as? Int }, [3, 7, 14])
        for p in past {
            let d = try XCTUnwrap(p["day"] as? Int)
            let then = try object(
                try boxoffice(["forecast", "20185485", "--at-day", String(d), "--format", "json"], env: env).stdout)
            XCTAssertEqual(p["median"] as? Int, (then["final"] as? [String: Any])?["median"] as? Int, "D\(d)")
            let outcome = try XCTUnwrap(then["outcome"] as? [String: Any])
            XCTAssertEqual(outcome["final"] as? Int, 9_931_010)
            XCTAssertEqual(outcome["lastDay"] as? String, "2019-02-05")
        }
        let table = try boxoffice(["forecast", "20185485"], env: env)
        XCTAssertEqual(
            table.stdout.components(separatedBy: "\n")[1], "The run ended on 2019-02-05 at 9,931,010 admissions.")
        let picture = try boxoffice(
            ["forecast", "20185485", "--format", "png", "--output", cacheDir.appendingPathComponent("b.png").path],
            env: env)
        XCTAssertEqual(picture.status, 0, picture.all)
    }

    /// The table says where the run ended and the three past forecasts with their errors: Korean by default,
    /// English with LANGUAGE=en.
    func testAnEndedRunAsATableInKoreanAndEnglish() throws {
        let locale = try compileKoreanCatalogue()
        let korean = environment(nil, extra: ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": locale])
        let r = try both(["forecast", "범죄도시"], env: korean)
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(
            r.stdout.components(separatedBy: "\n"),
            [
                "범죄도시 (20172742) · 2017-10-03 개봉", "2017-11-28에 6,871,085명으로 상영을 마쳤습니다.", "", "그동안의 예상",
                "  예상한 날  예상 최종 관객  80% 범위               오차",
                "  ------------------------------------------------------",
                "  D3         ≈ 259만 명      ≈ 154만 명 – 518만 명  62% 낮게",
                "  D7         ≈ 453만 명      ≈ 380만 명 – 755만 명  34% 낮게",
                "  D14        ≈ 483만 명      ≈ 451만 명 – 578만 명  30% 낮게", ""
            ])
        var english = korean
        english["LANGUAGE"] = "en"
        let en = try boxoffice(["forecast", "범죄도시"], env: english)
        XCTAssertEqual(
            Array(en.stdout.components(separatedBy: "\n").prefix(7)),
            [
                "범죄도시 (20172742) · opened 2017-10-03", "The run ended on 2017-11-28 at 6,871,085 admissions.", "",
                "What the forecast said",
                "  Made on  Where it may end          80% range                                          Error",
                "  -------------------------------------------------------------------------------------------",
                "  D3       ≈ 2.6 million admissions  ≈ 1.5 million admissions – 5.2 million admissions  62% low"
            ])
    }

    /// A title is looked up among the history's films and the shipped runs' alike: with 범죄도시3 in the history,
    /// "범죄도시" is still the 2017 film (its title in full), and "범죄도" lists all three.
    func testATitleFindsTheShippedFilmsToo() throws {
        // 램페이지's 2018-05-01 saved under a title and code of the history's alone.
        let text = String(decoding: FixtureAPI.fixture("market/2018/20180501.json"), as: UTF8.self)
            .replacingOccurrences(of: "램페이지", with: "범죄도시3").replacingOccurrences(of: "20176917", with: "29176917")
        let cache = try DiskCache(directory: cacheDir)
        HistoryStore(database: cache.database).record(
            try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8)), kind: .daily),
            day: try XCTUnwrap(Day("20180501")),
            segment: .everything)
        let env = environment(nil)
        let exact = try both(["forecast", "범죄도시"], env: env)
        XCTAssertEqual(exact.status, 0, exact.all)
        XCTAssertTrue(exact.stdout.hasPrefix("범죄도시 (20172742)"), exact.stdout)
        let two = try both(["forecast", "범죄도시2", "--at-day", "7", "--format", "json"], env: env)
        XCTAssertEqual(try object(two.stdout)["movieCd"] as? String, "20204548")
        let several = try both(["forecast", "범죄도"], env: env)
        XCTAssertEqual(several.status, 64, several.all)
        XCTAssertEqual(
            several.stderr,
            "boxoffice: 3 films in the history match \"범죄도\"; give one of their codes:\n"
                + "  범죄도시3  2018-04-12  29176917\n  범죄도시   2017-10-03  20172742\n  범죄도시2  2022-05-18  20204548\n")
    }

    /// The picture of an ended run asked with no day: its whole run, then where it ended and the D3, D7 and D14
    /// forecasts, four rows; the picture as of D14 has four rows of forecast (the median, the range, two chances)
    /// and, apart, two of what happened: one gap and two rows more.
    func testThePictureOfAnEndedRun() throws {
        func height(_ args: [String]) throws -> Int {
            let file = cacheDir.appendingPathComponent("forecast.png")
            let r = try boxoffice(
                ["forecast", "범죄도시", "--format", "png", "--scale", "1", "--output", file.path] + args,
                env: environment(nil))
            XCTAssertEqual(r.status, 0, r.all)
            XCTAssertEqual(r.stdout + r.stderr, "")
            let data = try Data(contentsOf: file)
            return data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        }
        XCTAssertEqual(try height(["--at-day", "14"]) - height([]), 12 + 2 * 26)
    }

    /// `--break-even none` forgets a saved break-even.
    func testBreakEvenNoneForgetsIt() throws {
        let env = environment(nil)
        func breakEven(_ extra: [String]) throws -> Any? {
            let r = try both(["forecast", "20204548", "--at-day", "7", "--format", "json"] + extra, env: env)
            XCTAssertEqual(r.status, 0, r.all)
            return try object(r.stdout)["breakEven"]
        }
        let saved = try XCTUnwrap(try breakEven(["--break-even", "730만"]) as? [String: Any])
        XCTAssertEqual(saved["admissions"] as? Int, 7_300_000)
        XCTAssertEqual((try breakEven([]) as? [String: Any])?["admissions"] as? Int, 7_300_000)
        XCTAssertTrue(try breakEven(["--break-even", "none"]) is NSNull)
        XCTAssertTrue(try breakEven([]) is NSNull, "forgotten")
    }

    /// CSV for a forecast, an ended run and the backtest, with the byte order mark when asked.
    func testCSV() throws {
        let env = environment(nil)
        let ended = try boxoffice(["forecast", "범죄도시", "--format", "csv"], env: env)
        XCTAssertEqual(ended.status, 0, ended.all)
        XCTAssertEqual(
            ended.stdout,
            "movieCd,title,openDate,final,lastDay,day,median,low,high,error\r\n"
                + "20172742,범죄도시,2017-10-03,6871085,2017-11-28,3,2589907,1538184,5178853,-0.6231\r\n"
                + "20172742,범죄도시,2017-10-03,6871085,2017-11-28,7,4527517,3797723,7554071,-0.3411\r\n"
                + "20172742,범죄도시,2017-10-03,6871085,2017-11-28,14,4830324,4509301,5781291,-0.2970\r\n")
        let forecast = try boxoffice(["forecast", "20182530", "--at-day", "7", "--format", "csv", "--bom"], env: env)
        XCTAssertEqual(
            forecast.stdout,
            "\u{FEFF}movieCd,title,openDate,asOf,day,audienceToDate,median,low,high,historyEnds,final,lastDay,error\r\n"
                + "20182530,극한직업,2019-01-23,2019-01-29,7,3894937,8092975,6030828,12138910,,16252575,2019-03-19,-0.5020\r\n"
        )
        let backtest = try boxoffice(
            ["forecast", "--backtest", "--from", "2022-05-01", "--to", "2022-12-31", "--format", "csv"], env: env)
        XCTAssertEqual(backtest.status, 0, backtest.all)
        let lines = backtest.stdout.components(separatedBy: "\r\n")
        XCTAssertEqual(lines[0], "group,name,films,medianError,medianSignedError,within20,rangeCoverage")
        XCTAssertEqual(lines.filter { $0.hasPrefix("period,") }.count, 1)
        XCTAssertEqual(lines.filter { $0.hasPrefix("size,") }.count, 3)
        XCTAssertEqual(lines.filter { $0.hasPrefix("year,2022,69,") }.count, 1, backtest.stdout)
    }
}
