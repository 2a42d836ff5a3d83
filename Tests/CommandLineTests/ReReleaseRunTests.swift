import Foundation
import LoopbackServer
import XCTest

/// `boxoffice run` of a re-release: 아바타 (20090834, opened 2009-12-17) back in the top 10 from 2018-06-12 to
/// 2018-06-25 counts its days from its own start, as its forecast does, and its heading says it is a re-release.
final class ReReleaseRunTests: CommandLineTestCase {
    func testAReReleasesRunCountsFromItsOwnStart() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let fill = try boxoffice(["history", "--from", "2018-06-12", "--to", "2018-06-25"], env: environment(api))
        XCTAssertEqual(fill.status, 0, fill.all)

        let r = try boxoffice(["run", "20090834"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        guard lines.count > 18 else { return XCTFail("too short: \(r.all)") }
        XCTAssertEqual(
            lines[0],
            "아바타 (20090834) · opened 2009-12-17 · re-released 2018-06-12 · 14 days, 0 missing, not in the top 10 on 8")
        XCTAssertEqual(
            lines[2], "D    Date        Rank           Audience       Total  Sales (KRW)  Screens  Shows  Share")
        XCTAssertEqual(
            lines[4], "D1   2018-06-12     9              1,455  13,304,452   12,004,000       15     15   0.5%")
        XCTAssertEqual(lines[5], "D2   2018-06-13  -     not in the top 10")
        XCTAssertEqual(
            lines[13], "D10  2018-06-21    10              3,296  13,308,192   34,898,000       67    221   1.7%")
        XCTAssertEqual(
            lines[17], "D14  2018-06-25     9              1,771  13,326,826   18,921,500       64    206   1.0%")
        XCTAssertEqual(lines[18], "")
        // Its own opening day and best day; the marks its total (counted from 2009) had passed before it came back.
        XCTAssertEqual(
            Array(lines[19...]),
            [
                "Milestones", "  Opening day                   1,455 admissions, #9",
                "  Best day                      D13 2018-06-24: 6,800 admissions",
                "  Days at #1                    0 (longest streak 0)",
                "  Passed 1 million admissions   before the re-release",
                "  Passed 5 million admissions   before the re-release",
                "  Passed 10 million admissions  before the re-release", "  Second weekend                —", ""
            ])

        let korean = try boxoffice(
            ["run", "20090834"],
            env: environment(nil, extra: ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()]))
        XCTAssertEqual(korean.status, 0, korean.all)
        XCTAssertEqual(
            korean.stdout.components(separatedBy: "\n").first,
            "아바타 (20090834) · 2009-12-17 개봉 · 2018-06-12 재개봉 · 14일, 기록 없음 0일, 상위 10위 밖 8일")
    }
}
