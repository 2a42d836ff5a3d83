import Foundation
import XCTest

/// `boxoffice forecast --backtest` over a narrow span: a group with no film has no figures (not "0.0%"), a
/// period's row names the days it measured, a span with no film to measure is one sentence, and the formats
/// it prints are the ones it names.
final class ForecastBacktestCommandTests: CommandLineTestCase {
    /// October 2022 at D14: five films, all under 100만 (figures from the shipped runs).
    func testAGroupWithNoFilmHasNoFigures() throws {
        let args = ["forecast", "--backtest", "--from", "2022-10-01", "--to", "2022-10-31", "--at-day", "14"]
        let r = try both(args, env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        // The held-out period's films of October only, named so (not 2022-05-01 – 2022-12-31).
        XCTAssertEqual(
            lines[8],
            "2022-10-01 – 2022-10-31 (held out)      5          9.6%                +1.6%        80.0%             40.0%                                —"
        )
        XCTAssertEqual(
            Array(lines[12...14]),
            [
                "Under 1,000,000            5          9.6%                +1.6%        80.0%             40.0%                                —",
                "1,000,000 – 5,000,000      0             —                    —            —                 —                                —",
                "5,000,000 or more          0             —                    —            —                 —                                —"
            ])
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(
                with: Data(try boxoffice(args + ["--format", "json"], env: environment(nil)).stdout.utf8))
                as? [String: Any])
        let sizes = try XCTUnwrap(json["bySize"] as? [[String: Any]])
        XCTAssertEqual(sizes.compactMap { $0["films"] as? Int }, [5, 0, 0])
        for key in ["medianError", "medianSignedError", "within20", "rangeCoverage"] {
            XCTAssertNotNil(sizes[0][key] as? Double, key)
            XCTAssertTrue(sizes[1][key] is NSNull, key)
            XCTAssertTrue(sizes[2][key] is NSNull, key)
        }
        let csv = try boxoffice(args + ["--format", "csv"], env: environment(nil)).stdout.components(
            separatedBy: "\r\n")
        XCTAssertEqual(
            csv.filter { $0.hasPrefix("size,") }.dropFirst(),
            ["size,\"1,000,000 – 5,000,000\",0,,,,", "size,\"5,000,000 or more\",0,,,,"])
    }

    /// Nothing to measure: a span after the shipped runs' films (status 2, one sentence); a --to before the first
    /// day measured by default (2018-01-01) is the same mistake as a --from after the --to.
    func testNothingToMeasureIsOneSentence() throws {
        let env = environment(nil)
        let later = try both(["forecast", "--backtest", "--from", "2030-01-01"], env: env)
        XCTAssertEqual(later.status, 2, later.all)
        XCTAssertEqual(later.stdout, "")
        XCTAssertEqual(
            later.stderr,
            "boxoffice: No film that opened 2030-01-01 – 2022-12-31 can be measured at D7: there is nothing to measure.\n"
        )
        let earlier = try both(["forecast", "--backtest", "--to", "2016-01-01"], env: env)
        XCTAssertEqual(earlier.status, 64, earlier.all)
        XCTAssertEqual(earlier.stdout, "")
        XCTAssertEqual(
            earlier.stderr,
            "boxoffice: The first day measured, 2018-01-01, is after the last, 2016-01-01. See boxoffice help.\n")
    }

    /// `--format png` is refused with the formats the backtest does print, csv among them.
    func testThePictureIsRefusedWithTheFormatsThereAre() throws {
        let r = try both(["forecast", "--backtest", "--format", "png"], env: environment(nil))
        XCTAssertEqual(r.status, 64, r.all)
        XCTAssertEqual(r.stderr, "boxoffice: --backtest prints a table, json or csv. See boxoffice help.\n")
    }
}
