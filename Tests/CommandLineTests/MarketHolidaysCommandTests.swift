import BoxOfficeCore
import Foundation
import LoopbackServer
import XCTest

/// `boxoffice market --holidays` from the real 2018 history (Tests/Fixtures/market), answered by the static
/// `boxoffice` alone and by `boxoffice-app`, the same, as processes.
final class MarketHolidaysCommandTests: CommandLineTestCase {
    /// 2019-01-01 09:00 KST: 2018 is over.
    private let now = ["BOXOFFICE_NOW": "2019-01-01T09:00:00+09:00"]

    override func setUp() {
        super.setUp()
        try? MarketHistory.copy(into: cacheDir)
    }

    func testTheHolidaysAsJSONFromBothPrograms() throws {
        let env = environment(nil, extra: now)
        let args = ["market", "--holidays", "--format", "json", "--offline"]
        let mine = try run(try alone(), args, env: env)
        let theirs = try run(app, args, env: env)
        XCTAssertEqual(mine.status, 0, mine.all)
        XCTAssertEqual(theirs.status, 0, theirs.all)
        XCTAssertEqual(mine.stdout, theirs.stdout, "the static command and the app print the same")
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(mine.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(doc.keys), ["holidays"])
        let holidays = try XCTUnwrap(doc["holidays"] as? [[String: Any]])
        XCTAssertEqual(holidays.map { $0["name"] as? String }, ["seollal", "may", "summer", "chuseok", "christmas"])
        let chuseok = holidays[3]
        XCTAssertEqual(
            Set(chuseok.keys),
            [
                "name", "year", "from", "to", "daysCovered", "sales", "audience", "number1", "salesChangeFromLastYear",
                "salesChangeFromAverage"
            ])
        XCTAssertEqual(chuseok["year"] as? Int, 2018)
        XCTAssertEqual([chuseok["from"] as? String, chuseok["to"] as? String], ["2018-09-22", "2018-09-26"])
        XCTAssertEqual(chuseok["daysCovered"] as? Int, 5)
        XCTAssertEqual(chuseok["sales"] as? Int64, 57_170_002_353)
        XCTAssertEqual(chuseok["audience"] as? Int64, 6_635_895)
        let number1 = try XCTUnwrap(chuseok["number1"] as? [String: Any])
        XCTAssertEqual(number1["movieCd"] as? String, "20176122")
        XCTAssertEqual(number1["title"] as? String, "안시성")
        XCTAssertTrue(chuseok["salesChangeFromLastYear"] is NSNull, "no 2017 in this history")
        XCTAssertTrue(chuseok["salesChangeFromAverage"] is NSNull)
    }

    func testAYearAsTableAndCSVAndAYearWithoutHistory() throws {
        let env = environment(nil, extra: now)
        for program in [try alone(), app] {
            let table = try run(program, ["market", "--holidays", "--year", "2018"], env: env)
            XCTAssertEqual(table.status, 0, table.all)
            let lines = table.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, 7, table.stdout)
            XCTAssertTrue(lines[5].hasPrefix("Chuseok break 2018  2018-09-22  2018-09-26"), lines[5])
            XCTAssertTrue(lines[5].hasSuffix("안시성"), lines[5])
            let csv = try run(program, ["market", "--holidays", "--year=2018", "--format", "csv"], env: env)
            XCTAssertEqual(csv.status, 0, csv.all)
            XCTAssertEqual(
                csv.stdout.split(separator: "\r\n").map(String.init)[4],
                "chuseok,2018,2018-09-22,2018-09-26,5,57170002353,6635895,20176122,안시성,,")
            let none = try run(program, ["market", "--holidays", "--year", "2017"], env: env)
            XCTAssertEqual(none.status, 2, none.all)
            XCTAssertTrue(none.stderr.contains("2017"), none.stderr)
        }
    }
}
