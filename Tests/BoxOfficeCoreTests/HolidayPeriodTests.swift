import BoxOfficeCore
import Foundation
import XCTest

final class HolidayPeriodTests: XCTestCase {
    /// Every year of the table is the lunar calendar computed from the sky in Korean time (not ICU's Chinese
    /// calendar, which is China's: 2027's 설날 is February 6 there, February 7 in Korea).
    func testTheTableIsTheKoreanLunarCalendarFrom2003To2035() throws {
        XCTAssertEqual(KoreanHolidays.years, 2003...2035)
        for year in 2003...2035 {
            XCTAssertEqual(KoreanHolidays.seollal(year), LunarCalendar.seollal(year), "설날 \(year)")
            XCTAssertEqual(KoreanHolidays.chuseok(year), LunarCalendar.chuseok(year), "추석 \(year)")
        }
        // The shortcut (the month holding 우수 is the first, the month holding 추분 the eighth) agrees except
        // around the 2033 problem's leap eleventh month.
        for year in 2003...2035 {
            XCTAssertEqual(
                LunarCalendar.seollalByRainWater(year) == LunarCalendar.seollal(year), year != 2034, "설날 \(year)")
            XCTAssertEqual(
                LunarCalendar.chuseokByEquinox(year) == LunarCalendar.chuseok(year), year != 2033, "추석 \(year)")
        }
        XCTAssertEqual(LunarCalendar.seollal(2034), Day("2034-02-19"))
        XCTAssertEqual(LunarCalendar.seollalByRainWater(2034), Day("2034-01-20"))
        XCTAssertEqual(LunarCalendar.chuseok(2033), Day("2033-09-08"))
        XCTAssertEqual(LunarCalendar.seollal(2027), Day("2027-02-07"))
        XCTAssertEqual(LunarCalendar.chuseok(2024), Day("2024-09-17"))
    }

    func testTheBreaksWithSubstituteHolidaysAndTheWeekendsThatJoinThem() throws {
        func span(_ name: HolidayPeriod.Name, _ year: Int) -> String {
            HolidayPeriod(name, year: year).map { "\($0.first)…\($0.last)" } ?? "nil"
        }
        // Monday–Wednesday and the weekend before.
        XCTAssertEqual(span(.chuseok, 2024), "2024-09-14…2024-09-18")
        // Friday–Sunday: Sunday's substitute is Monday.
        XCTAssertEqual(span(.seollal, 2024), "2024-02-09…2024-02-12")
        // Saturday–Monday: Sunday's substitute is Tuesday.
        XCTAssertEqual(span(.seollal, 2023), "2023-01-21…2023-01-24")
        // Tuesday–Thursday: the temporary holiday of Monday January 27 is not added, so the weekend before
        // does not join.
        XCTAssertEqual(span(.seollal, 2025), "2025-01-28…2025-01-30")
        // Sunday–Tuesday: the substitute is Wednesday, the Saturday before joins, and so do 개천절 (Friday
        // October 3) and 한글날 (Thursday 9), public holidays adjoining the break (issue 45).
        XCTAssertEqual(span(.chuseok, 2025), "2025-10-03…2025-10-09")
        // Tuesday–Thursday with 개천절 on Tuesday: the substitute is Friday, then the weekend and 한글날 (Monday).
        XCTAssertEqual(span(.chuseok, 2017), "2017-10-03…2017-10-09")
        // Before 2014 no substitute: 2013 설날 was Saturday–Monday.
        XCTAssertEqual(span(.seollal, 2013), "2013-02-09…2013-02-11")
        XCTAssertEqual(span(.chuseok, 2018), "2018-09-22…2018-09-26")
        XCTAssertEqual(span(.christmas, 2018), "2018-12-25…2018-12-25")
        XCTAssertEqual(span(.summer, 2018), "2018-07-25…2018-08-15")
        XCTAssertEqual(span(.may, 2018), "2018-05-01…2018-05-31")
        XCTAssertNil(HolidayPeriod(.seollal, year: 2036))
        XCTAssertEqual(HolidayPeriod.periods(in: 2036).map(\.name), [.may, .summer, .christmas])
        XCTAssertEqual(HolidayPeriod.periods(in: 2018).map(\.name), [.seollal, .may, .summer, .chuseok, .christmas])
    }

    /// The forecast's holidays are what they were: its pinned figures were made with 2016–2026.
    func testTheForecastsHolidaysAreUnchanged() throws {
        XCTAssertFalse(KoreanHolidays.isHoliday(Day("2015-02-19")!))
        XCTAssertFalse(KoreanHolidays.isHoliday(Day("2027-02-07")!))
        XCTAssertTrue(KoreanHolidays.isHoliday(Day("2018-09-25")!))
        XCTAssertFalse(KoreanHolidays.isHoliday(Day("2018-09-22")!))
    }

    /// The shipped table of temporary holidays (Data/calendar/temporary-holidays.tsv), each line with its source.
    static let shippedTable: TemporaryHolidays = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Data/calendar/temporary-holidays.tsv").standardized
        return TemporaryHolidays(text: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }()

    func testTheTemporaryHolidaysTableNamesASourceForEachDay() throws {
        let table = Self.shippedTable
        XCTAssertEqual(
            table.holidays.map(\.day.iso),
            ["2015-08-14", "2016-05-06", "2017-10-02", "2020-08-17", "2023-10-02", "2024-10-01", "2025-01-27"])
        for holiday in table.holidays {
            XCTAssertFalse(holiday.name.isEmpty, holiday.day.iso)
            XCTAssertTrue(holiday.source.contains("국무회의") || holiday.source.contains("인사혁신처"), holiday.source)
        }
        // A damaged line is left out, the rest read.
        let edited = TemporaryHolidays(text: "# comment\n2023-10-02\tx\tsource\nnot a day\tx\ty\n2025-13-01\tx\ty\n")
        XCTAssertEqual(edited.holidays.map(\.day.iso), ["2023-10-02"])
    }

    /// The breaks as the published calendars (KASI's 월력요항, the government's announcements) had them.
    func testTheBreaksPeopleHadWithTheTemporaryHolidays() throws {
        let table = Self.shippedTable
        func span(_ name: HolidayPeriod.Name, _ year: Int) -> String {
            HolidayPeriod(name, year: year, temporary: table).map { "\($0.first)…\($0.last) \($0.dayCount)" } ?? "nil"
        }
        // 추석 2023: Thursday 28 – Saturday 30, the weekend, the temporary holiday of Monday October 2 and 개천절:
        // six days.
        XCTAssertEqual(span(.chuseok, 2023), "2023-09-28…2023-10-03 6")
        // 설 2025: the temporary holiday of Monday January 27 joins the weekend before: Saturday 25 – Thursday 30.
        XCTAssertEqual(span(.seollal, 2025), "2025-01-25…2025-01-30 6")
        // 추석 2025: 개천절 (Friday) to 한글날 (Thursday), seven days.
        XCTAssertEqual(span(.chuseok, 2025), "2025-10-03…2025-10-09 7")
        // 추석 2017: the ten days from Saturday September 30 (October 2 temporary) to 한글날.
        XCTAssertEqual(span(.chuseok, 2017), "2017-09-30…2017-10-09 10")
        // 국군의 날 2024 (Tuesday October 1) does not adjoin 추석 2024 (September 14–18).
        XCTAssertEqual(span(.chuseok, 2024), "2024-09-14…2024-09-18 5")
        // The rule's breaks are unchanged where no holiday adjoins them.
        XCTAssertEqual(span(.seollal, 2024), "2024-02-09…2024-02-12 4")
        XCTAssertEqual(span(.chuseok, 2018), "2018-09-22…2018-09-26 5")
        // Before the substitute rule (2014), the break is the three days and the weekend they touch.
        XCTAssertEqual(span(.seollal, 2013), "2013-02-09…2013-02-11 3")
        // 한글날 was no public holiday from 1991 to 2012: 추석 2006 (Thursday 5 – Saturday 7) ends on Sunday 8.
        XCTAssertEqual(span(.chuseok, 2006), "2006-10-05…2006-10-08 4")
    }
}
