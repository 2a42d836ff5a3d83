import XCTest

@testable import BoxOfficeCore

/// The run chart's axes as values: round ticks, their labels in both languages, KOBIS weeks and thinning.
final class RunAxisTests: XCTestCase {
    override func setUp() { KoreanCatalogue.installWords() }

    func testLinearTicksAreRoundAndCoverTheTop() {
        XCTAssertEqual(RunAxis.linearTicks(top: 64_050), [0, 20_000, 40_000, 60_000, 80_000])
        XCTAssertEqual(RunAxis.linearTicks(top: 6_252_827), [0, 2_000_000, 4_000_000, 6_000_000, 8_000_000])
        XCTAssertEqual(RunAxis.linearTicks(top: 1_357), [0, 500, 1_000, 1_500])
        XCTAssertEqual(RunAxis.linearTicks(top: 100), [0, 50, 100])
        XCTAssertEqual(RunAxis.linearTicks(top: 34.2), [0, 10, 20, 30, 40])
        XCTAssertEqual(RunAxis.linearTicks(top: 0), [0, 1])
    }

    func testLogTicksArePowersOfTenWithStepsBetweenOverFewDecades() {
        XCTAssertEqual(RunAxis.logTicks([10_535, 64_050]), [10_000, 20_000, 50_000, 100_000])
        XCTAssertEqual(RunAxis.logTicks([100]), [100, 200, 500, 1_000])
        XCTAssertEqual(RunAxis.logTicks([312, 1_020_000]), [100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000])
        let scale = RunAxis.Scale(values: [10_000, nil, 0, 100_000], log: true, unit: .count, language: .english)
        XCTAssertEqual(scale.ticks.map(\.label), ["10,000", "20,000", "50,000", "100,000"])
        XCTAssertEqual(scale.position(10_000), 0)
        XCTAssertEqual(scale.position(100_000), 1)
        XCTAssertEqual(scale.position(0), 0, "zero sits on the base of a log axis")
        XCTAssertEqual(RunAxis.Scale(values: [50, 100], log: false, unit: .count, language: .english).position(50), 0.5)
    }

    func testLabelsAreWrittenTheAppsWay() {
        func labels(_ top: Double, _ unit: RunAxis.Unit, _ language: DisplayLanguage) -> [String] {
            RunAxis.Scale(values: [top], log: false, unit: unit, language: language).ticks.map(\.label)
        }
        XCTAssertEqual(labels(64_050, .count, .korean), ["0", "2만", "4만", "6만", "8만"])
        XCTAssertEqual(labels(64_050, .count, .english), ["0", "20,000", "40,000", "60,000", "80,000"])
        XCTAssertEqual(labels(6_252_827, .count, .korean), ["0", "200만", "400만", "600만", "800만"])
        XCTAssertEqual(labels(62_772_471_900, .won, .korean), ["0", "200억", "400억", "600억", "800억"])
        XCTAssertEqual(labels(507_028_380, .won, .korean), ["0", "2억", "4억", "6억"])
        XCTAssertEqual(labels(507_028_380, .won, .english), ["₩0", "₩200,000,000", "₩400,000,000", "₩600,000,000"])
        XCTAssertEqual(labels(1_357, .count, .korean), ["0", "500", "1,000", "1,500"])
        XCTAssertEqual(labels(34.2, .percent, .english), ["0%", "10%", "20%", "30%", "40%"])
        XCTAssertEqual(RunAxis.label(150_000_000, unit: .count, language: .korean), "1.5억")
        XCTAssertEqual(RunAxis.label(25_000, unit: .count, language: .korean), "2.5만")
        XCTAssertEqual(RunAxis.label(2.5, unit: .percent, language: .korean), "2.5%")
    }

    /// 스파이더맨: 노 웨이 홈 opened on Wednesday 2021-12-15: W1 is that Wednesday to Sunday, W2 starts Monday
    /// 2021-12-20, as in KOBIS's weekly chart; a preview on the Sunday before is in no week of the run.
    func testWeeksAreKobisWeeksFromTheOpeningDaysWeek() {
        let opening = Day("2021-12-15")!
        let days = Day("2021-12-12")!.through(Day("2022-01-05")!)
        let marks = RunAxis.calendarWeeks(days: days, opening: opening, language: .korean)
        XCTAssertEqual(marks.map(\.label), ["W1", "W2", "W3", "W4"])
        XCTAssertEqual(marks.map(\.index), [3, 8, 15, 22])
        XCTAssertEqual(marks.map(\.date), ["12.15", "12.20", "12.27", "1.3"])
        XCTAssertEqual(
            RunAxis.calendarWeeks(days: days, opening: opening, language: .english).map(\.date),
            ["Dec 15", "Dec 20", "Dec 27", "Jan 3"])
        // A run starting mid-week (the days before not kept) is marked from its first day, in its week.
        XCTAssertEqual(
            RunAxis.calendarWeeks(
                days: Day("2021-12-22")!.through(Day("2021-12-28")!), opening: opening,
                language: .english
            ).map(\.label), ["W2", "W3"])
        XCTAssertEqual(RunAxis.dayBlockWeeks(dNumbers: Array(0...16)).map(\.date), ["D1", "D8", "D15"])
        XCTAssertEqual(RunAxis.dayBlockWeeks(dNumbers: Array(0...16)).map(\.label), ["W1", "W2", "W3"])
    }

    func testMarksAreThinnedToFitTheWidth() {
        let marks = RunAxis.calendarWeeks(
            days: Day("2021-12-15")!.through(Day("2022-02-28")!),
            opening: Day("2021-12-15")!, language: .english)
        XCTAssertEqual(marks.count, 12)
        XCTAssertEqual(RunAxis.thinned(marks, dayWidth: 12, minGap: 60).map(\.label), marks.map(\.label))
        // W1 is 5 days before W2: at 9 px a day those are 45 px apart, too close for a 60 px label. W2, the first
        // whole week, keeps its mark and W1's gives way (issue 34: W2 was dropped from the window's chart).
        XCTAssertEqual(
            RunAxis.thinned(marks, dayWidth: 9, minGap: 60).map(\.label),
            ["W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9", "W10", "W11", "W12"])
        XCTAssertEqual(RunAxis.thinned(marks, dayWidth: 4, minGap: 60).map(\.label), ["W2", "W5", "W8", "W11"])
    }
}
