import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// Issue 48: the first year a rule holds. 추석 2014 (September 8) was the first break with a substitute holiday:
/// September 7 was a Sunday, so Wednesday September 10 was a holiday too (공휴일에 관한 규정, amended 2013-10-01,
/// substitute holidays from 2014); the break is Saturday 9/6 – Wednesday 9/10, five days. Through
/// `boxoffice market --holidays --year 2014` as a process, from both programs.
final class SubstituteHolidayCommandTests: CommandLineTestCase {
    private let now = ["BOXOFFICE_NOW": "2019-01-01T09:00:00+09:00"]

    /// No KOBIS answer of 2014 is kept in the fixtures, so the history of those five days is composed: the real
    /// answers of 추석 2018 (Saturday 9/22 – Wednesday 9/26, also ending on its substitute holiday), recorded
    /// as the 2014 days of the same weekdays. Their figures are 2018's; the dates are what is tested.
    override func setUp() {
        super.setUp()
        guard let cache = try? DiskCache(directory: cacheDir), let from2018 = Day(year: 2018, month: 9, day: 22),
            let from2014 = Day(year: 2014, month: 9, day: 6)
        else { return XCTFail("no cache") }
        let store = HistoryStore(database: cache.database)
        for offset in 0..<5 {
            guard let chart = MarketHistory.chart("market/2018/\(from2018.adding(days: offset).compact).json") else {
                return XCTFail("no 2018 answer")
            }
            store.record(chart, day: from2014.adding(days: offset), segment: .everything)
        }
    }

    func testChuseok2014EndsOnItsSubstituteHoliday() throws {
        let env = environment(nil, extra: now)
        for program in [try alone(), app] {
            let json = try run(program, ["market", "--holidays", "--year", "2014", "--format", "json"], env: env)
            XCTAssertEqual(json.status, 0, json.all)
            let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let holidays = try XCTUnwrap(doc["holidays"] as? [[String: Any]])
            let chuseok = try XCTUnwrap(holidays.first { $0["name"] as? String == "chuseok" }, json.stdout)
            XCTAssertEqual([chuseok["from"] as? String, chuseok["to"] as? String], ["2014-09-06", "2014-09-10"])
            XCTAssertEqual(chuseok["days"] as? Int, 5)
            XCTAssertEqual(chuseok["daysCovered"] as? Int, 5, "every day of the break is in history, 9/10 too")
            XCTAssertEqual(chuseok["year"] as? Int, 2014)
            // 설날 2014 (January 31, a Friday; February 1 a Saturday, which no substitute holiday replaced):
            // Thursday 1/30 – Sunday 2/2.
            let seollal = try XCTUnwrap(holidays.first { $0["name"] as? String == "seollal" }, json.stdout)
            XCTAssertEqual([seollal["from"] as? String, seollal["to"] as? String], ["2014-01-30", "2014-02-02"])

            let table = try run(program, ["market", "--holidays", "--year", "2014"], env: env)
            XCTAssertEqual(table.status, 0, table.all)
            let line = try XCTUnwrap(
                table.stdout.split(separator: "\n").map(String.init).first { $0.hasPrefix("Chuseok break 2014") },
                table.stdout)
            // Its dates, its days and the days of it in history.
            XCTAssertEqual(
                Array(line.split(separator: " ").prefix(7)),
                ["Chuseok", "break", "2014", "2014-09-06", "2014-09-10", "5", "5/5"], line)
        }
    }
}
