import Foundation
import LoopbackServer
import XCTest

/// `boxoffice forecast` from the shipped runs alone (a new machine, no history), both executables alike.
final class ForecastCommandTests: CommandLineTestCase {

    private func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// 극한직업 at D7, from the runs that had ended by 2019-01-29: the keys the issue names, exactly.
    func testAShippedFilmAtD7AsJSON() throws {
        let r = try both(["forecast", "20182530", "--at-day", "7", "--format", "json"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        let doc = try object(r.stdout)
        XCTAssertEqual(
            Set(doc.keys),
            [
                "movieCd", "title", "openDate", "asOf", "day", "audienceToDate", "final", "chances", "breakEven",
                "similar", "basis", "outcome"
            ])
        XCTAssertEqual(doc["movieCd"] as? String, "20182530")
        XCTAssertEqual(doc["title"] as? String, "극한직업")
        XCTAssertEqual(doc["openDate"] as? String, "2019-01-23")
        XCTAssertEqual(doc["asOf"] as? String, "2019-01-29")
        XCTAssertEqual(doc["day"] as? Int, 7)
        XCTAssertEqual(doc["audienceToDate"] as? Int, 3_894_937)
        let final = try XCTUnwrap(doc["final"] as? [String: Int])
        XCTAssertEqual(final, ["median": 8_092_975, "low": 6_030_828, "high": 12_138_910, "range": 80])
        let chances = try XCTUnwrap(doc["chances"] as? [[String: Any]])
        XCTAssertEqual(chances.compactMap { $0["admissions"] as? Int }, [1_000_000, 3_000_000, 5_000_000, 10_000_000])
        XCTAssertEqual(try XCTUnwrap(chances[3]["chance"] as? Double), 0.207, accuracy: 0.0005)
        XCTAssertTrue(doc["breakEven"] is NSNull)
        let similar = try XCTUnwrap(doc["similar"] as? [[String: Any]])
        XCTAssertEqual(similar.count, 20)
        XCTAssertEqual(Set(similar[0].keys), ["movieCd", "title", "openDate", "audienceAtDay", "final"])
        XCTAssertEqual(similar[0]["title"] as? String, "스파이더맨: 홈 커밍")
        XCTAssertEqual(similar[0]["final"] as? Int, 7_249_898)
        let basis = try XCTUnwrap(doc["basis"] as? [String: Any])
        XCTAssertEqual(basis["runs"] as? Int, 530)
        XCTAssertEqual(basis["to"] as? String, "2019-01-16")
        // The run has ended since: what happened, apart from the forecast (median ÷ final − 1).
        let outcome = try XCTUnwrap(doc["outcome"] as? [String: Any])
        XCTAssertEqual(Set(outcome.keys), ["final", "lastDay", "error"])
        XCTAssertEqual(outcome["final"] as? Int, 16_252_575)
        XCTAssertEqual(outcome["lastDay"] as? String, "2019-03-19")
        XCTAssertEqual(try XCTUnwrap(outcome["error"] as? Double), 8_092_975.0 / 16_252_575 - 1, accuracy: 1e-9)
    }

    /// The table in Korean, the break-even given in 만 and then remembered for the film.
    func testTheKoreanTableAndABreakEvenRemembered() throws {
        let env = environment(nil, extra: ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()])
        let r = try boxoffice(["forecast", "범죄도시2", "--at-day", "7", "--break-even", "730만"], env: env)
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(
            Array(r.stdout.components(separatedBy: "\n").prefix(13)),
            [
                "범죄도시2 (20204548) · 2022-05-18 개봉", "지금까지 4,170,888명 · D7, 2022-05-24 기준", "",
                "  예상 최종 관객                    ≈ 895만 명 · D7, 2022-05-24 기준",
                "  80% 범위                          ≈ 674만 명 – 1,753만 명",
                "  500만 명 돌파 가능성              ≈ 99%",
                "  1,000만 명 돌파 가능성            ≈ 40%",
                "  손익분기점(730만 명) 도달 가능성  ≈ 82%", "",
                "실제로 일어난 일: 2022-07-25에 12,686,210명으로 상영을 마쳤습니다.", "예상 ≈ 895만 명 · 실제 1,269만 명, 29% 낮게", "",
                "같은 출발을 한 과거 20편 중 16편은 D7 누적의 1.7배–2.6배에서 끝났습니다."
            ])
        // Saved for the film: the next forecast has it without being told.
        let json = try both(["forecast", "20204548", "--at-day", "10", "--format", "json"], env: environment(nil))
        let breakEven = try XCTUnwrap(try object(json.stdout)["breakEven"] as? [String: Any])
        XCTAssertEqual(breakEven["admissions"] as? Int, 7_300_000)
        XCTAssertEqual(try XCTUnwrap(breakEven["chance"] as? Double), 0.988, accuracy: 0.0005)
    }

    /// The sentence on the past films with the same start tells of the films listed under it: all 20 are
    /// listed, and 16 of them (all but the two lowest and two highest) ended between its two multiples.
    func testTheSimilarSentenceTellsOfTheListedRuns() throws {
        let r = try both(["forecast", "20182530", "--at-day", "7"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertTrue(
            lines.contains("16 of the 20 past films with the same start ended at 1.7× to 2.6× their D7 total."),
            r.stdout)
        let header = try XCTUnwrap(lines.firstIndex(of: "Similar runs (nearest first)"))
        let rows = lines[(header + 3)...].prefix { !$0.isEmpty }
        XCTAssertEqual(rows.count, 20, r.stdout)
        let multiples = rows.compactMap { $0.split(separator: " ").last.flatMap { Double($0.dropLast()) } }.sorted()
        guard multiples.count == 20 else { return XCTFail("\(multiples)") }
        XCTAssertEqual(multiples[2], 1.7)
        XCTAssertEqual(multiples[17], 2.6)
    }

    /// A re-release settled at D14: 해리 포터와 불의 잔 (2021-02-10; its total counts from 2005) is its own tail,
    /// 3,490,124 so far plus what its last week's decay leaves (17,993), the range to four times that; it ended
    /// at 3,496,785. It used to be one figure, 3,598,665: the neighbours' multiple of a total in the millions.
    func testAReReleaseSettledAtD14IsItsOwnTail() throws {
        let r = try both(["forecast", "20050310", "--at-day", "14", "--format", "json"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        let doc = try object(r.stdout)
        XCTAssertEqual(doc["asOf"] as? String, "2021-02-23")
        XCTAssertEqual(doc["audienceToDate"] as? Int, 3_490_124)
        let final = try XCTUnwrap(doc["final"] as? [String: Int])
        XCTAssertEqual(final, ["median": 3_508_117, "low": 3_490_124, "high": 3_562_095, "range": 80])
        let chances = try XCTUnwrap(doc["chances"] as? [[String: Any]])
        XCTAssertEqual(chances.compactMap { $0["chance"] as? Double }, [1, 1, 0, 0])
        XCTAssertEqual((doc["outcome"] as? [String: Any])?["final"] as? Int, 3_496_785)
        let env = environment(nil, extra: ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()])
        let table = try boxoffice(["forecast", "해리 포터와 불의 잔", "--at-day", "14"], env: env)
        XCTAssertEqual(table.status, 0, table.all)
        XCTAssertEqual(
            Array(table.stdout.components(separatedBy: "\n").prefix(10)),
            [
                "해리 포터와 불의 잔 (20050310) · 2021-02-10 개봉", "지금까지 3,490,124명 · D14, 2021-02-23 기준", "",
                "  예상 최종 관객          ≈ 351만 명 · D14, 2021-02-23 기준",
                "  80% 범위                ≈ 349만 명 – 356만 명, 사실상 확정",
                "  500만 명 돌파 가능성    < 1%",
                "  1,000만 명 돌파 가능성  < 1%", "",
                "실제로 일어난 일: 2021-03-03에 3,496,785명으로 상영을 마쳤습니다.", "예상 ≈ 351만 명 · 실제 350만 명, 정확"
            ])
    }

    /// One sentence each: status 2 where there is nothing to forecast, 64 where the command line is wrong.
    func testBadInputIsOneSentence() throws {
        let env = environment(nil)
        let cases: [([String], Int32, String)] = [
            (
                ["forecast", "없는 영화"], 2,
                "boxoffice: No film of that name or code is in the history or the shipped runs.\n"
            ),
            (
                ["forecast", "20182530", "--as-of", "2019-01-20"], 2,
                "boxoffice: 극한직업's opening day is 2019-01-23: a forecast starts from it (D1).\n"
            ),
            (
                ["forecast", "20182530", "--at-day", "0"], 64,
                "boxoffice: --at-day takes a D-number of 1 or more (D1: the opening day), not 0. See boxoffice help.\n"
            ),
            (
                ["forecast", "--backtest", "--at-day", "0"], 64,
                "boxoffice: --at-day takes a D-number of 1 or more (D1: the opening day), not 0. See boxoffice help.\n"
            ),
            (
                ["forecast", "20182530", "--at-day", "-3"], 64,
                "boxoffice: --at-day takes a D-number of 1 or more (D1: the opening day), not -3. See boxoffice help.\n"
            ),
            (
                ["forecast", "20182530", "--break-even", "-5"], 64,
                "boxoffice: --break-even takes a number of admissions, 4000000 or 400만 (or none to forget it), not \"-5\". See boxoffice help.\n"
            ),
            (
                ["forecast", "20182530", "--as-of", "2019-06-01"], 2,
                "boxoffice: 극한직업's run ended on 2019-03-19 at 16,252,575 admissions: there is nothing left to forecast.\n"
            ),
            (
                ["forecast", "20182530", "--break-even", "abc"], 64,
                "boxoffice: --break-even takes a number of admissions, 4000000 or 400만 (or none to forget it), not \"abc\". See boxoffice help.\n"
            ),
            (
                ["forecast", "20182530", "--at-day", "7", "--as-of", "2019-01-29"], 64,
                "boxoffice: Give --as-of or --at-day, not both. See boxoffice help.\n"
            )
        ]
        for (args, status, sentence) in cases {
            let r = try both(args, env: env)
            XCTAssertEqual(r.status, status, "\(args): \(r.all)")
            XCTAssertEqual(r.stderr, sentence, "\(args)")
            XCTAssertEqual(r.stdout, "", "\(args)")
        }
    }

    /// The backtest anyone can rerun: at D14 over the shipped runs (the films in the top 10 on each of D1 … D14),
    /// the keys the issue names, by period, size and year, the median signed error beside the absolute one.
    func testTheBacktestAsJSON() throws {
        let r = try boxoffice(["forecast", "--backtest", "--at-day", "14", "--format", "json"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        let doc = try object(r.stdout)
        let figures: Set<String> = ["films", "medianError", "medianSignedError", "within20", "rangeCoverage"]
        XCTAssertEqual(Set(doc.keys), figures.union(["atDay", "from", "to", "byPeriod", "bySize", "byYear"]))
        XCTAssertEqual(doc["atDay"] as? Int, 14)
        XCTAssertEqual(doc["from"] as? String, "2018-01-01")
        XCTAssertEqual(doc["to"] as? String, "2022-12-31")
        XCTAssertEqual(doc["films"] as? Int, 405)
        XCTAssertEqual(try XCTUnwrap(doc["medianError"] as? Double), 0.0434, accuracy: 0.0001)
        XCTAssertEqual(try XCTUnwrap(doc["medianSignedError"] as? Double), -0.0047, accuracy: 0.0001)
        let years = try XCTUnwrap(doc["byYear"] as? [[String: Any]])
        XCTAssertEqual(years.compactMap { $0["year"] as? Int }, [2018, 2019, 2020, 2021, 2022])
        XCTAssertEqual(years.compactMap { $0["films"] as? Int }, [95, 87, 82, 75, 66])
        XCTAssertEqual(Set(years[0].keys), figures.union(["year"]))
        // The periods: chosen on (here its films of 2018–2019), the two held out.
        let periods = try XCTUnwrap(doc["byPeriod"] as? [[String: Any]])
        XCTAssertEqual(Set(periods[0].keys), figures.union(["period", "from", "to", "heldOut"]))
        XCTAssertEqual(periods.compactMap { $0["period"] as? String }, ["chosen", "limits", "afterLimits"])
        XCTAssertEqual(periods.compactMap { $0["from"] as? String }, ["2017-01-01", "2020-03-01", "2022-05-01"])
        XCTAssertEqual(periods.compactMap { $0["heldOut"] as? Bool }, [false, true, true])
        XCTAssertEqual(periods.compactMap { $0["films"] as? Int }, [182, 165, 39])
        XCTAssertEqual(
            periods.compactMap { ($0["medianSignedError"] as? Double).map { ($0 * 1000).rounded() } }, [2, -21, -14])
        // By size: under 100만, 100만–500만, 500만 or more.
        let sizes = try XCTUnwrap(doc["bySize"] as? [[String: Any]])
        XCTAssertEqual(Set(sizes[0].keys), figures.union(["from", "below"]))
        XCTAssertEqual(sizes.compactMap { $0["from"] as? Int }, [0, 1_000_000, 5_000_000])
        XCTAssertEqual(sizes.map { $0["below"] as? Int }, [1_000_000, 5_000_000, nil])
        XCTAssertTrue(sizes[2]["below"] is NSNull)
        XCTAssertEqual(sizes.compactMap { $0["films"] as? Int }, [245, 130, 30])
        XCTAssertEqual(sizes.compactMap { ($0["medianError"] as? Double).map { ($0 * 1000).rounded() } }, [41, 47, 89])
        XCTAssertEqual(
            sizes.compactMap { ($0["medianSignedError"] as? Double).map { ($0 * 1000).rounded() } }, [-4, -9, -13])
    }

    /// The table: all films, then by period (only those within --from … --to), by size and by year, the median
    /// signed error beside the absolute one.
    func testTheBacktestTableByPeriodAndSize() throws {
        let r = try both(
            ["forecast", "--backtest", "--from", "2022-01-01", "--to", "2022-12-31"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertEqual(
            lines[0],
            "Forecasts made on D7 of every film that opened 2022-01-01 – 2022-12-31 and was in the top 10 on each day from D1, from the runs that had ended by then"
        )
        XCTAssertEqual(
            lines[2],
            "     Films  Median error  Median signed error  Within ±20%  In the 80% range  Median error, 1 million or more"
        )
        XCTAssertEqual(
            lines[4],
            "All    113         13.0%                -0.4%        72.6%             79.6%                            19.3%"
        )
        // The period of the capacity limits (2020-03-01 – 2022-04-30) as measured: its films of 2022.
        XCTAssertEqual(
            Array(lines[8...9]),
            [
                "2022-01-01 – 2022-04-30 (held out)     44         12.6%                +2.9%        72.7%             75.0%                            14.3%",
                "2022-05-01 – 2022-12-31 (held out)     69         13.3%                -1.2%        72.5%             82.6%                            19.8%"
            ])
        XCTAssertEqual(
            Array(lines[13...15]),
            [
                "Under 1,000,000           92         12.6%                -0.7%        77.2%             79.3%                                —",
                "1,000,000 – 5,000,000     15         19.3%                -0.1%        53.3%             80.0%                            19.3%",
                "5,000,000 or more          6         23.9%                -7.8%        50.0%             83.3%                            23.9%"
            ])
        let backwards = try both(
            ["forecast", "--backtest", "--from", "2022-05-01", "--to", "2022-01-01"], env: environment(nil))
        XCTAssertEqual(backwards.status, 64)
        XCTAssertEqual(backwards.stderr, "boxoffice: The first day is after the last. See boxoffice help.\n")
    }

    /// The picture is the run's, with the forecast's lines under the milestones (two more lines than the
    /// 26-pixel rows of `run`'s picture hold, at scale 1: where it may end, the range, and three chances).
    func testThePictureCarriesTheForecast() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        XCTAssertEqual(
            try boxoffice(["history", "--from", "2022-01-05", "--to", "2022-01-05"], env: environment(api)).status, 0)
        let runImage = cacheDir.appendingPathComponent("run.png").path
        let forecastImage = cacheDir.appendingPathComponent("forecast.png").path
        let options = ["--format", "png", "--scale", "1", "--output"]
        XCTAssertEqual(try boxoffice(["run", "20199882"] + options + [runImage], env: environment(nil)).status, 0)
        let r = try boxoffice(
            ["forecast", "20199882", "--at-day", "1"] + options + [forecastImage], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.stdout, "")
        if let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"] {
            try? FileManager.default.removeItem(atPath: folder + "/forecast-run.png")
            try? FileManager.default.copyItem(atPath: forecastImage, toPath: folder + "/forecast-run.png")
        }
        func height(_ path: String) throws -> Int {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        }
        // 극장판 경관의 피 at D1: 100만 and above are still ahead, so the median, the range and four chances; its run
        // went on past D1 and has ended, so what happened is set apart under them (two lines).
        XCTAssertEqual(try height(forecastImage) - height(runImage), 12 + 6 * 26 + 12 + 2 * 26)
    }

    /// A film the history has no day of (a new machine) is drawn from its shipped run: 극한직업's 2019 run,
    /// its bars and milestones up to D7 as a saved film's, the forecast's lines as of D7 under them, then what happened.
    func testThePictureOfAFilmKnownOnlyFromTheShippedRuns() throws {
        let image = cacheDir.appendingPathComponent("shipped.png").path
        let r = try boxoffice(
            ["forecast", "20182530", "--at-day", "7", "--format", "png", "--scale", "1", "--output", image],
            env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.all, "")
        if let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"] {
            try? FileManager.default.removeItem(atPath: folder + "/forecast-shipped-run.png")
            try? FileManager.default.copyItem(atPath: image, toPath: folder + "/forecast-shipped-run.png")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: image))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func number(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(number(16), 720)
        XCTAssertEqual(number(20), 854, "7 milestone lines as of D7, 4 of the forecast and 2 of what happened")
    }
}
