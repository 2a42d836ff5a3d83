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
                "similar",
                "basis"
            ])
        XCTAssertEqual(doc["movieCd"] as? String, "20182530")
        XCTAssertEqual(doc["title"] as? String, "극한직업")
        XCTAssertEqual(doc["openDate"] as? String, "2019-01-23")
        XCTAssertEqual(doc["asOf"] as? String, "2019-01-29")
        XCTAssertEqual(doc["day"] as? Int, 7)
        XCTAssertEqual(doc["audienceToDate"] as? Int, 3_894_937)
        let final = try XCTUnwrap(doc["final"] as? [String: Int])
        XCTAssertEqual(final, ["median": 8_093_833, "low": 6_516_259, "high": 10_907_510, "range": 80])
        let chances = try XCTUnwrap(doc["chances"] as? [[String: Any]])
        XCTAssertEqual(chances.compactMap { $0["admissions"] as? Int }, [1_000_000, 3_000_000, 5_000_000, 10_000_000])
        XCTAssertEqual(try XCTUnwrap(chances[3]["chance"] as? Double), 0.166, accuracy: 0.0005)
        XCTAssertTrue(doc["breakEven"] is NSNull)
        let similar = try XCTUnwrap(doc["similar"] as? [[String: Any]])
        XCTAssertEqual(similar.count, 20)
        XCTAssertEqual(Set(similar[0].keys), ["movieCd", "title", "openDate", "audienceAtDay", "final"])
        XCTAssertEqual(similar[0]["title"] as? String, "스파이더맨: 홈 커밍")
        XCTAssertEqual(similar[0]["final"] as? Int, 7_249_898)
        let basis = try XCTUnwrap(doc["basis"] as? [String: Any])
        XCTAssertEqual(basis["runs"] as? Int, 535)
        XCTAssertEqual(basis["to"] as? String, "2019-01-16")
    }

    /// The table in Korean, the break-even given in 만 and then remembered for the film.
    func testTheKoreanTableAndABreakEvenRemembered() throws {
        let env = environment(nil, extra: ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()])
        let r = try boxoffice(["forecast", "범죄도시2", "--at-day", "7", "--break-even", "730만"], env: env)
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(
            Array(r.stdout.components(separatedBy: "\n").prefix(10)),
            [
                "범죄도시2 (20204548) · 2022-05-18 개봉", "지금까지 4,170,888명 · D7, 2022-05-24 기준", "",
                "  예상 최종 관객                    ≈ 892만 명 · D7, 2022-05-24 기준",
                "  80% 범위                          ≈ 751만 명 – 1,347만 명",
                "  500만 명 돌파 가능성              > 99%",
                "  1,000만 명 돌파 가능성            ≈ 32%",
                "  손익분기점(730만 명) 도달 가능성  ≈ 93%", "",
                "같은 출발을 한 과거 20편은 D7 누적의 1.7배–2.8배에서 끝났습니다."
            ])
        // Saved for the film: the next forecast has it without being told.
        let json = try both(["forecast", "20204548", "--at-day", "10", "--format", "json"], env: environment(nil))
        let breakEven = try XCTUnwrap(try object(json.stdout)["breakEven"] as? [String: Any])
        XCTAssertEqual(breakEven["admissions"] as? Int, 7_300_000)
        XCTAssertEqual(try XCTUnwrap(breakEven["chance"] as? Double), 1, accuracy: 0.005)
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
                ["forecast", "20182530", "--at-day", "0"], 2,
                "boxoffice: 극한직업's opening day is 2019-01-23: a forecast starts from it (D1).\n"
            ),
            (
                ["forecast", "20182530", "--as-of", "2019-06-01"], 2,
                "boxoffice: 극한직업's run ended on 2019-03-19 at 16,252,575 admissions: there is nothing left to forecast.\n"
            ),
            (
                ["forecast", "20182530", "--break-even", "abc"], 64,
                "boxoffice: \"abc\" is not a number of admissions: write it as 4000000 or 400만. See boxoffice help.\n"
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

    /// The backtest anyone can rerun: at D14 over the shipped runs, the keys the issue names.
    func testTheBacktestAsJSON() throws {
        let r = try boxoffice(["forecast", "--backtest", "--at-day", "14", "--format", "json"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        let doc = try object(r.stdout)
        XCTAssertEqual(Set(doc.keys), ["atDay", "films", "medianError", "within20", "rangeCoverage", "byYear"])
        XCTAssertEqual(doc["atDay"] as? Int, 14)
        XCTAssertEqual(doc["films"] as? Int, 470)
        XCTAssertEqual(try XCTUnwrap(doc["medianError"] as? Double), 0.0438, accuracy: 0.0001)
        let years = try XCTUnwrap(doc["byYear"] as? [[String: Any]])
        XCTAssertEqual(years.compactMap { $0["year"] as? Int }, [2018, 2019, 2020, 2021, 2022])
        XCTAssertEqual(years.compactMap { $0["films"] as? Int }, [103, 98, 100, 87, 82])
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
        // 극장판 경관의 피 at D1: 100만 and above are still ahead, so the median, the range and four chances.
        XCTAssertEqual(try height(forecastImage) - height(runImage), 12 + 6 * 26)
    }

    /// A film the history has no day of (a new machine) is drawn from its shipped run: 극한직업's 2019 run,
    /// its bars and milestones as a saved film's, and the forecast's lines as of D7 under them.
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
        XCTAssertEqual(number(20), 790, "7 milestone lines and 4 of the forecast")
    }
}
