import Foundation
import LoopbackServer
import XCTest

/// `boxoffice forecast --as-of`, through the process, from the shipped runs: nothing learnt after the day is
/// beside the forecast (issue 44, "as of means as of").
final class ForecastAsOfCommandTests: CommandLineTestCase {
    private func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// As of 2018-04-25 no run that opens later is learnt from: 임을 위한 행진곡's preview of 2018-04-09 (it opened
    /// 2018-05-16) is part of its run, not a run of its own that "opened 2018-05-16" and had ended by 2018-04-25
    /// (the footer said "331 runs that opened 2017-01-02 – 2018-05-16"; four such preview runs had ended by then).
    func testNoRunLearntFromOpensAfterTheDay() throws {
        let r = try both(["forecast", "20182352", "--as-of", "2018-04-25"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertTrue(
            r.stdout.components(separatedBy: "\n").contains(
                "Learnt from 327 runs that opened 2017-01-02 – 2018-04-05 and had ended by 2018-04-25."),
            r.stdout)
        let json = try both(
            ["forecast", "20182352", "--as-of", "2018-04-25", "--format", "json"], env: environment(nil))
        let basis = try XCTUnwrap(try object(json.stdout)["basis"] as? [String: Any])
        XCTAssertEqual(basis["runs"] as? Int, 327)
        XCTAssertEqual(basis["to"] as? String, "2018-04-05")
        // The film itself is asked before its opening, not forecast from its preview.
        let early = try boxoffice(["forecast", "20182323", "--as-of", "2018-04-25"], env: environment(nil))
        XCTAssertEqual(early.status, 2, early.all)
        XCTAssertEqual(
            early.stderr, "boxoffice: 임을 위한 행진곡's opening day is 2018-05-16: a forecast starts from it (D1).\n")
    }

    /// 그날, 바다 ended on 2018-05-15 at 536,545. Forecast as of 2018-05-14 the run went on past the day: what
    /// happened is set apart (table, JSON `outcome`, CSV, picture). As of 2018-05-15 or 2018-05-20 its last ranked
    /// day is within what the forecast saw, so, as in the window, nothing is said of how it ended (known only on
    /// 2018-05-31).
    func testWhatHappenedOnlyWhenTheRunWentOnPastTheDay() throws {
        let env = environment(nil)
        let table = try boxoffice(["forecast", "20182352", "--as-of", "2018-05-14"], env: env)
        XCTAssertEqual(table.status, 0, table.all)
        XCTAssertEqual(
            Array(table.stdout.components(separatedBy: "\n")[9..<12]),
            [
                "", "What happened: the run ended on 2018-05-15 at 536,545 admissions.",
                "Forecast ≈ 537,398 admissions · actual 536,545 admissions, on the mark"
            ])
        let went = try object(
            try boxoffice(["forecast", "20182352", "--as-of", "2018-05-14", "--format", "json"], env: env).stdout)
        XCTAssertEqual((went["outcome"] as? [String: Any])?["lastDay"] as? String, "2018-05-15")
        for day in ["2018-05-15", "2018-05-20"] {
            let r = try boxoffice(["forecast", "20182352", "--as-of", day], env: env)
            XCTAssertEqual(r.status, 0, r.all)
            XCTAssertFalse(r.stdout.contains("What happened"), r.stdout)
            XCTAssertFalse(r.stdout.contains("536,545 admissions."), r.stdout)
            let json = try object(
                try boxoffice(["forecast", "20182352", "--as-of", day, "--format", "json"], env: env).stdout)
            XCTAssertNil(json["outcome"], day)
            XCTAssertEqual(json["asOf"] as? String, day)
        }
        let csv = try boxoffice(["forecast", "20182352", "--as-of", "2018-05-20", "--format", "csv"], env: env)
        XCTAssertEqual(
            csv.stdout.components(separatedBy: "\r\n")[1],
            "20182352,\"그날, 바다\",2018-04-12,2018-05-20,39,536545,536932,536545,538095,,,,")
        // The picture: the same bars and milestones as of 05-15 and 05-20; only 05-14's has what happened's two lines.
        func height(_ day: String) throws -> Int {
            let image = cacheDir.appendingPathComponent("sea-\(day).png").path
            let r = try boxoffice(
                ["forecast", "20182352", "--as-of", day, "--format", "png", "--scale", "1", "--output", image], env: env
            )
            XCTAssertEqual(r.all, "")
            let data = try Data(contentsOf: URL(fileURLWithPath: image))
            return data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        }
        XCTAssertEqual([try height("2018-05-14"), try height("2018-05-15"), try height("2018-05-20")], [906, 842, 842])
    }
}
