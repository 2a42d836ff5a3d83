import BoxOfficeCore
import Foundation
import GRDB
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
                "name", "year", "from", "to", "days", "daysCovered", "sales", "audience", "number1",
                "salesChangeFromLastYear", "salesPerDayChangeFromLastYear", "audienceChangeFromLastYear",
                "audiencePerDayChangeFromLastYear", "salesChangeFromAverage"
            ])
        XCTAssertEqual(chuseok["year"] as? Int, 2018)
        XCTAssertEqual([chuseok["from"] as? String, chuseok["to"] as? String], ["2018-09-22", "2018-09-26"])
        XCTAssertEqual(chuseok["days"] as? Int, 5)
        XCTAssertEqual(chuseok["daysCovered"] as? Int, 5)
        XCTAssertEqual(chuseok["sales"] as? Int64, 57_170_002_353)
        XCTAssertEqual(chuseok["audience"] as? Int64, 6_635_895)
        let number1 = try XCTUnwrap(chuseok["number1"] as? [String: Any])
        XCTAssertEqual(number1["movieCd"] as? String, "20176122")
        XCTAssertEqual(number1["title"] as? String, "안시성")
        XCTAssertTrue(chuseok["salesChangeFromLastYear"] is NSNull, "no 2017 in this history")
        XCTAssertTrue(chuseok["salesChangeFromAverage"] is NSNull)
        for key in ["salesPerDayChangeFromLastYear", "audienceChangeFromLastYear", "audiencePerDayChangeFromLastYear"] {
            XCTAssertTrue(chuseok[key] is NSNull, "\(key): no 2017 in this history")
        }
        XCTAssertEqual(holidays.map { $0["days"] as? Int }, [4, 31, 22, 5, 1])
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
            let rows = csv.stdout.split(separator: "\r\n").map(String.init)
            XCTAssertEqual(
                rows[0],
                "name,year,from,to,days,daysCovered,sales,audience,number1MovieCd,number1Title,salesChangeFromLastYear,"
                    + "salesPerDayChangeFromLastYear,audienceChangeFromLastYear,audiencePerDayChangeFromLastYear,"
                    + "salesChangeFromAverage")
            XCTAssertEqual(rows[4], "chuseok,2018,2018-09-22,2018-09-26,5,5,57170002353,6635895,20176122,안시성,,,,,")
            let none = try run(program, ["market", "--holidays", "--year", "2017"], env: env)
            XCTAssertEqual(none.status, 2, none.all)
            XCTAssertTrue(none.stderr.contains("2017"), none.stderr)
        }
    }

    /// Issue 45 (3): a holiday the history holds no day of says so and names the command that fills it, instead
    /// of "0/1 0.0억 원 0"; its JSON figures are null. Christmas Day 2018 taken out of the real 2018 history.
    func testAHolidayWithoutARecordSaysSoAndOffersTheFill() throws {
        let queue = try DatabaseQueue(path: cacheDir.appendingPathComponent("cache.sqlite").path)
        try queue.write { db in try db.execute(sql: "DELETE FROM history WHERE day = 20181225") }
        try queue.close()
        let korean = environment(
            nil,
            extra: now.merging(["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()]) {
                $1
            })
        for program in [try alone(), app] {
            let table = try run(program, ["market", "--holidays", "--year", "2018"], env: korean)
            XCTAssertEqual(table.status, 0, table.all)
            let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let christmas = try XCTUnwrap(lines.first { $0.hasPrefix("성탄절 2018") }, table.stdout)
            XCTAssertTrue(christmas.contains("기록 없음"), christmas)
            XCTAssertFalse(christmas.contains("0.0억"), christmas)
            XCTAssertEqual(
                lines.filter { !$0.isEmpty }.last,
                "기록 없는 연휴 1개 — 채우기: boxoffice history --from 2018-12-25 --to 2018-12-25")
            let heading = lines[0]
            for word in ["일수", "매출 전년 대비", "하루 평균", "관객 전년 대비"] {
                XCTAssertTrue(heading.contains(word), "\(word) in \(heading)")
            }
        }
        let json = try run(
            app, ["market", "--holidays", "--year", "2018", "--format", "json"], env: environment(nil, extra: now))
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let christmas = try XCTUnwrap((doc["holidays"] as? [[String: Any]])?.last)
        XCTAssertEqual(christmas["daysCovered"] as? Int, 0)
        XCTAssertTrue(christmas["sales"] is NSNull)
        XCTAssertTrue(christmas["audience"] is NSNull)
    }
}
