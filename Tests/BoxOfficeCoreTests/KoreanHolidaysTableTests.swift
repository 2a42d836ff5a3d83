import XCTest

@testable import BoxOfficeCore

/// `KoreanHolidays.isHoliday` reads a table made once (the forecast asks it for every day of thousands of runs):
/// it must answer as the rule did, day by day, since the forecast's pinned figures depend on each answer.
final class KoreanHolidaysTableTests: XCTestCase {
    /// The rule as it was computed before the table, written out again here: 설날 and 추석 (the day either side
    /// too) in the years the forecast was calibrated with, Christmas Eve and Day, New Year's Day.
    private func ruleSaysHoliday(_ day: Day) -> Bool {
        if (day.month == 12 && (day.day == 24 || day.day == 25)) || (day.month == 1 && day.day == 1) { return true }
        guard (2016...2026).contains(day.year) else { return false }
        for lunarDay in [KoreanHolidays.seollal(day.year), KoreanHolidays.chuseok(day.year)] {
            if let lunarDay, abs(lunarDay.days(until: day)) <= 1 { return true }
        }
        return false
    }

    func testEveryDayFrom1990To2045AnswersAsTheRule() throws {
        let first = try XCTUnwrap(Day(year: 1990, month: 1, day: 1))
        let last = try XCTUnwrap(Day(year: 2045, month: 12, day: 31))
        var holidays = 0
        var summer = 0
        for day in first.through(last) {
            let n = day.daysSinceEpoch
            let expected = ruleSaysHoliday(day)
            XCTAssertEqual(KoreanHolidays.isHoliday(day), expected, "\(day)")
            XCTAssertEqual(KoreanHolidays.isHoliday(daysSinceEpoch: n), expected, "\(day)")
            XCTAssertEqual(KoreanHolidays.computedIsHoliday(day), expected, "\(day)")
            let peak = (day.month == 7 && day.day >= 25) || (day.month == 8 && day.day <= 15)
            XCTAssertEqual(KoreanHolidays.isSummerPeak(day), peak, "\(day)")
            XCTAssertEqual(KoreanHolidays.isSummerPeak(daysSinceEpoch: n), peak, "\(day)")
            if expected { holidays += 1 }
            if peak { summer += 1 }
        }
        // 56 years × 3 fixed days, and 11 years × 2 × 3 lunar days; 56 summers of 22 days.
        XCTAssertEqual(holidays, 56 * 3 + 11 * 6)
        XCTAssertEqual(summer, 56 * 22)
    }

    /// Substitute holidays and the other public holidays beside 설날 and 추석 were never counted: the forecast
    /// was calibrated without them, and the table keeps it so.
    func testTheDaysAroundTheLunarHolidays() throws {
        func holiday(_ text: String) throws -> Bool { KoreanHolidays.isHoliday(try XCTUnwrap(Day(text))) }
        // 설날 2019 (Tuesday February 5): Monday to Wednesday.
        XCTAssertEqual(
            try ["2019-02-03", "2019-02-04", "2019-02-05", "2019-02-06", "2019-02-07"].map(holiday),
            [false, true, true, true, false])
        // 추석 2017 (October 4): the substitute of October 6 and 개천절's neighbour October 2 are not counted.
        XCTAssertEqual(
            try ["2017-10-02", "2017-10-03", "2017-10-04", "2017-10-05", "2017-10-06"].map(holiday),
            [false, true, true, true, false])
        // 추석 2022 (Saturday September 10): the substitute Monday September 12 is not counted.
        XCTAssertEqual(try ["2022-09-09", "2022-09-11", "2022-09-12"].map(holiday), [true, true, false])
        // 설날 2024 (Saturday February 10): the substitute Monday February 12 is not counted.
        XCTAssertEqual(try ["2024-02-11", "2024-02-12"].map(holiday), [true, false])
        // Outside 2016–2026 only the fixed days: 추석 2015 and 설날 2027 are not counted, their Christmases are.
        XCTAssertEqual(
            try ["2015-09-27", "2027-02-07", "2015-12-25", "2027-12-24"].map(holiday), [false, false, true, true])
        // Before and after the table's years, the rule itself answers.
        XCTAssertEqual(
            try ["1999-12-25", "1999-12-26", "2041-01-01", "2041-01-02"].map(holiday), [true, false, true, false])
    }
}
