import BoxOfficeCore
import XCTest

final class SelectableDaysTests: XCTestCase {
    let latest = Day("2022-01-05")!

    func testEveryDayUpToTheLatest() {
        let days = SelectableDays(latest: latest)
        XCTAssertTrue(days.contains(Day("2003-11-11")!))
        XCTAssertTrue(days.contains(latest))
        XCTAssertFalse(days.contains(Day("2022-01-06")!))
    }

    func testStepsStopAtTheLatestDay() {
        let days = SelectableDays(latest: latest)
        XCTAssertEqual(days.step(from: Day("2022-01-04")!, days: 1), latest)
        XCTAssertNil(days.step(from: latest, days: 1), "nothing after the latest day")
        XCTAssertEqual(days.step(from: Day("2022-01-03")!, days: 7), latest, "a week on lands on the latest day")
        XCTAssertEqual(days.step(from: latest, days: -7), Day("2021-12-29"))
        XCTAssertEqual(days.step(from: Day("2021-12-28")!, months: 1), latest, "January 28 is later than the latest")
        XCTAssertEqual(
            days.step(from: Day("2022-03-31")!, days: -1), latest, "from a shown future month, back to the latest")
        XCTAssertNil(days.step(from: latest, months: 1))
    }

    func testMonthStepsKeepTheDayOrTheMonthsLast() {
        let days = SelectableDays(latest: Day("2024-12-31")!)
        XCTAssertEqual(days.step(from: Day("2024-01-31")!, months: 1), Day("2024-02-29"), "a leap year's February")
        XCTAssertEqual(days.step(from: Day("2024-03-31")!, months: -1), Day("2024-02-29"))
        XCTAssertEqual(days.step(from: Day("2024-01-15")!, months: -1), Day("2023-12-15"), "across the year")
        XCTAssertEqual(Day("2023-01-31")!.adding(months: 1), Day("2023-02-28"))
    }

    func testTheSampleOffersOnlyItsDays() {
        let sample = [Day("2022-01-21")!, Day("2012-01-01")!, Day("2022-01-05")!]
        let days = SelectableDays(latest: Day("2022-01-21")!, only: sample)
        XCTAssertEqual(days.only, [Day("2012-01-01")!, Day("2022-01-05")!, Day("2022-01-21")!], "sorted")
        XCTAssertTrue(days.contains(Day("2012-01-01")!))
        XCTAssertFalse(days.contains(Day("2022-01-06")!))
        XCTAssertEqual(
            days.step(from: Day("2022-01-21")!, days: -1), Day("2022-01-05"), "the nearest earlier sample day")
        XCTAssertEqual(days.step(from: Day("2022-01-05")!, days: -7), Day("2012-01-01"))
        XCTAssertNil(days.step(from: Day("2012-01-01")!, days: -1), "nothing before the first")
        XCTAssertEqual(days.step(from: Day("2012-01-01")!, months: 1), Day("2022-01-05"))
        XCTAssertNil(days.step(from: Day("2022-01-21")!, days: 1))
    }
}
