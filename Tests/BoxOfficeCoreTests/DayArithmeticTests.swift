import Foundation
import XCTest

@testable import BoxOfficeCore

/// `Day` counts days with plain arithmetic; Foundation's calendars (in Asia/Seoul) are the reference,
/// checked on every day from 1988-10-10, when Korea last left daylight saving time, to 2100.
final class DayArithmeticTests: XCTestCase {
    func testEveryDayAgreesWithFoundationsCalendars() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = try XCTUnwrap(TimeZone(identifier: "Asia/Seoul"))
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = gregorian.timeZone
        var day = try XCTUnwrap(Day(year: 1988, month: 10, day: 10))
        let start = try XCTUnwrap(gregorian.date(from: DateComponents(year: 1988, month: 10, day: 10)))
        var checked = 0
        while day.year <= 2100 {
            let midnight = try XCTUnwrap(gregorian.date(byAdding: .day, value: checked, to: start))
            let c = gregorian.dateComponents([.year, .month, .day, .weekday], from: midnight)
            XCTAssertEqual([day.year, day.month, day.day], [c.year, c.month, c.day])
            XCTAssertEqual(day.startInKorea, midnight, "\(day)")
            XCTAssertEqual(day.weekday, c.weekday, "\(day)")
            XCTAssertEqual(Day(date: midnight.addingTimeInterval(86_399)), day)
            let week = iso.dateComponents([.yearForWeekOfYear, .weekOfYear], from: midnight)
            XCTAssertEqual([day.isoWeek.year, day.isoWeek.week], [week.yearForWeekOfYear, week.weekOfYear], "\(day)")
            let later = try XCTUnwrap(gregorian.date(byAdding: .month, value: 13, to: midnight))
            XCTAssertEqual(day.adding(months: 13), Day(date: later), "\(day) + 13 months")
            day = day.adding(days: 1)
            checked += 1
        }
        XCTAssertEqual(checked, 40_990)
    }

    func testTextAndEdges() {
        XCTAssertEqual(Day(" 2022-01-05 ")?.compact, "20220105")
        XCTAssertEqual(Day("20120101")?.iso, "2012-01-01")
        XCTAssertEqual(Day("0987-03-04")?.iso, "0987-03-04")
        for bad in [
            "", " ", "2022-1-05", "2022/01/05", "2022-02-29", "20230229x", "２０２２０１０５", "2022-13-01", "00000101",
            "2022-01-0５"
        ] {
            XCTAssertNil(Day(bad), bad)
        }
        XCTAssertEqual(Day("2024-02-29")?.adding(months: 12), Day("2025-02-28"))
        XCTAssertEqual(Day("2022-01-31")?.adding(months: -2), Day("2021-11-30"))
        XCTAssertEqual(Day("2022-01-05")?.days(until: Day("2021-12-15")!), -21)
        // A corrupt saved time never traps: the nearest day there is.
        XCTAssertEqual(Day(date: Date(timeIntervalSince1970: .infinity)).iso, "1970-01-01")
        XCTAssertEqual(Day(date: Date(timeIntervalSince1970: 1e300)).iso, "9999-12-31")
        XCTAssertEqual(Day(date: Date(timeIntervalSince1970: -1e300)).iso, "0001-01-01")
        XCTAssertEqual(KoreanTime.clockTime(Date(timeIntervalSince1970: 1_641_340_800 + 9 * 60)), "09:09")  // 00:09 UTC
        XCTAssertEqual(KoreanTime.clockTime(Date(timeIntervalSince1970: 1_641_394_799)), "23:59")
    }
}
