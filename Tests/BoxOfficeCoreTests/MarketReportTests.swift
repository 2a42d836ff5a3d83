import XCTest

@testable import BoxOfficeCore

/// The market method on the real 2018 answers. Every expected figure below was computed from the fixture
/// files with python3 (per day: Σ salesAmt ÷ (Σ salesShare ÷ 100) rounded half up, then summed), not by this
/// code; KOFIC's published totals (Tests/Fixtures/market/OFFICIAL.md) bound them.
final class MarketReportTests: XCTestCase {
    private let newYear2019 = Day(year: 2018, month: 12, day: 31)!

    func testTheYearReproducesKOFICsTotals() throws {
        let period = try XCTUnwrap(MarketPeriod(year: 2018, latest: newYear2019))
        let report = MarketReport(period: period, rows: MarketFixtures.year)
        XCTAssertEqual(report.daysInPeriod, 365)
        XCTAssertEqual(report.totals.daysCovered, 365)
        XCTAssertEqual(report.totals.sales, 1_814_057_847_631)
        XCTAssertEqual(report.totals.audience, 215_718_609)
        XCTAssertEqual(report.totals.topTenSales, 1_759_982_846_943)
        XCTAssertEqual(report.totals.topTenAudience, 209_191_926)
        // KOFIC: 1조 8,140억 원 and 2억 1,639만 admissions.
        XCTAssertEqual(Double(report.totals.sales) / 1_814_000_000_000, 1, accuracy: 0.001)
        XCTAssertEqual(Double(report.totals.audience) / 216_390_000, 1, accuracy: 0.015)
        XCTAssertNil(report.previous, "no day of 2017 is in history")
        XCTAssertNil(report.korean, "no Korean chart outside January")
        XCTAssertEqual(report.months.map(\.period.label), (1...12).map { String(format: "2018-%02d", $0) })
        XCTAssertEqual(report.months.map(\.totals.daysCovered), [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        XCTAssertEqual(
            report.months.map(\.totals.sales),
            [
                183_122_138_368, 126_438_496_738, 103_736_888_991, 119_733_254_312, 138_774_814_851, 130_683_022_288,
                166_135_449_590, 252_540_727_966, 144_073_922_190, 119_636_399_899, 144_899_031_965, 184_283_700_473
            ])
        XCTAssertEqual(
            report.months.map(\.totals.audience),
            [
                22_901_407, 15_488_341, 12_754_029, 14_012_258, 15_836_762, 15_061_723,
                19_726_083, 30_196_872, 16_777_510, 14_027_039, 17_077_059, 21_859_526
            ])
    }

    func testTheYearsFilmsNumberOnesAndTenMillion() throws {
        let report = MarketReport(
            period: try XCTUnwrap(MarketPeriod(year: 2018, latest: newYear2019)), rows: MarketFixtures.year)
        XCTAssertEqual(report.films.count, 280)
        let top = report.films.prefix(5).map {
            "\($0.movieCode) \($0.title) \($0.audience) \($0.sales) \($0.days) \($0.bestRank) \($0.audienceTotal)"
        }
        XCTAssertEqual(
            top,
            [
                "20186202 신과함께-인과 연 12261650 102564236359 50 1 12264813",
                "20177478 어벤져스: 인피니티 워 11180554 99586682969 49 1 11181178",
                "20185485 보헤미안 랩소디 9221422 79983219745 63 1 9224524",
                "20181181 미션 임파서블: 폴아웃 6561234 55681448612 42 1 6573512",
                "20150976 신과함께-죄와 벌 5861652 47274359305 50 1 14401147"
            ])
        XCTAssertEqual(report.numberOnes.count, 44)
        XCTAssertEqual(report.numberOnes.map(\.days).reduce(0, +), 365, "one #1 a day")
        XCTAssertEqual(
            report.numberOnes.prefix(4).map { "\($0.firstDay) \($0.title) \($0.days)" },
            [
                "2018-01-01 신과함께-죄와 벌 7", "2018-01-08 1987 9", "2018-01-17 메이즈 러너: 데스 큐어 6", "2018-01-23 그것만이 내 세상 12"
            ])
        // 20090834 (re-released, already over 10 million on its first 2018 day) passed it before history began.
        XCTAssertEqual(
            report.tenMillion.map { "\($0.day) \($0.title) \($0.audienceTotal) \($0.exact)" },
            [
                "2018-01-04 신과함께-죄와 벌 10183505 true", "2018-05-13 어벤져스: 인피니티 워 10133968 true",
                "2018-08-14 신과함께-인과 연 10121851 true"
            ])
    }

    /// January 2018: KOFIC counts 1,831억 원 and 2,294만; Korean films 1,127억 (61.6 % of sales).
    func testJanuaryWithKoreanFilmsShare() throws {
        let period = try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: newYear2019))
        let report = MarketReport(period: period, rows: MarketFixtures.year, koreanRows: MarketFixtures.januaryKorean)
        XCTAssertEqual(report.daysInPeriod, 31)
        XCTAssertEqual(report.totals.daysCovered, 31)
        XCTAssertEqual(report.totals.sales, 183_122_138_368)
        XCTAssertEqual(report.totals.audience, 22_901_407)
        XCTAssertEqual(report.days.count, 31)
        XCTAssertTrue(report.months.isEmpty)
        let korean = try XCTUnwrap(report.korean)
        XCTAssertEqual(korean.daysCovered, 31)
        XCTAssertEqual(korean.sales, 112_795_157_726)
        XCTAssertEqual(korean.marketSales, 183_122_138_368)
        XCTAssertEqual(try XCTUnwrap(korean.salesShare), 61.6, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(korean.salesShare), 61.5956, accuracy: 0.0001)
        // KOFIC's headline is the share of admissions: 1,406만 of 2,294만 (61.3 %); foreign films 704억 and 888만.
        XCTAssertEqual(korean.audience, 14_064_476)
        XCTAssertEqual(korean.marketAudience, 22_901_407)
        XCTAssertEqual(try XCTUnwrap(korean.audienceShare), 61.4132, accuracy: 0.0001)
        XCTAssertEqual(Double(korean.audience) / 14_060_000, 1, accuracy: 0.001)
        XCTAssertEqual(korean.otherSales, 70_326_980_642)
        XCTAssertEqual(korean.otherAudience, 8_836_931)
        XCTAssertEqual(Double(korean.otherSales) / 70_400_000_000, 1, accuracy: 0.002)
        XCTAssertEqual(Double(korean.otherAudience) / 8_880_000, 1, accuracy: 0.005)
        XCTAssertEqual(try XCTUnwrap(korean.otherAudienceShare), 38.5868, accuracy: 0.0001)
        // A single day's split: 5 January, 68.1 % of sales and 67.7 % of admissions.
        let fifth = try XCTUnwrap(report.korean(on: Day(year: 2018, month: 1, day: 5)!))
        XCTAssertEqual([fifth.daysCovered, Int(fifth.sales), Int(fifth.audience)], [1, 4_216_025_540, 501_421])
        XCTAssertEqual(
            report.films.prefix(3).map { "\($0.title) \($0.audience) \($0.days) \($0.bestRank) \($0.daysAtNumberOne)" },
            ["신과함께-죄와 벌 5512066 31 1 7", "1987 5158915 31 1 9", "코코 2728998 23 2 0"])
    }

    /// A year's months each have their own Korean split: January's, where the Korean chart is kept, and none after.
    func testTheYearsMonthsSplitKoreanFilms() throws {
        let period = try XCTUnwrap(MarketPeriod(year: 2018, latest: newYear2019))
        let report = MarketReport(period: period, rows: MarketFixtures.year, koreanRows: MarketFixtures.januaryKorean)
        let january = try XCTUnwrap(report.months.first?.korean)
        XCTAssertEqual(
            [january.daysCovered, Int(january.sales), Int(january.audience)], [31, 112_795_157_726, 14_064_476])
        XCTAssertEqual(report.months.dropFirst().compactMap(\.korean).count, 0, "no Korean chart after January")
        XCTAssertEqual(report.korean, january, "the year's split is January's, the only days with both charts")
    }

    /// The foreign chart's 1 January is a KOBIS fault: a gap, counted as one, never filled in.
    func testAFaultDayIsAGapInTheSegment() throws {
        let period = try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: newYear2019))
        let report = MarketReport(period: period, rows: MarketFixtures.year, koreanRows: MarketFixtures.januaryForeign)
        let foreign = try XCTUnwrap(report.korean)
        XCTAssertEqual(foreign.daysCovered, 30)
        XCTAssertEqual(foreign.sales, 69_009_289_112)
        XCTAssertEqual(
            try XCTUnwrap(foreign.salesShare), 40.9485, accuracy: 0.0001, "over the 30 days with both charts")
    }

    func testAMissingDayIsMissing() throws {
        let period = try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: newYear2019))
        let gone: Set<Day> = [Day(year: 2018, month: 1, day: 1)!, Day(year: 2018, month: 1, day: 15)!]
        let report = MarketReport(period: period, rows: MarketFixtures.year.filter { !gone.contains($0.day) })
        XCTAssertEqual(report.totals.daysCovered, 29)
        XCTAssertEqual(report.daysInPeriod, 31)
        XCTAssertFalse(report.days.contains { gone.contains($0.day) })
    }

    /// Friday 5 – Sunday 7 January 2018 and the next weekend, from the files by hand (python3): top-10 sales
    /// 29,964,811,195 won; market ≈ 30,342,823,665 won, 3,634,832 admissions; #1 신과함께-죄와 벌 with 1,318,754.
    func testTheWeekendIndex() throws {
        let weekends = Weekend.index(year: 2018, latest: newYear2019, rows: MarketFixtures.year)
        XCTAssertEqual(weekends.count, 52)
        XCTAssertEqual(weekends.first?.friday, Day(year: 2018, month: 1, day: 5))
        XCTAssertEqual(weekends.last?.sunday, Day(year: 2018, month: 12, day: 30))
        let first = try XCTUnwrap(weekends.first)
        XCTAssertEqual(first.daysCovered, 3)
        XCTAssertEqual(first.totals.topTenSales, 29_964_811_195)
        XCTAssertEqual(first.totals.topTenAudience, 3_589_562)
        XCTAssertEqual(first.totals.sales, 30_342_823_665)
        XCTAssertEqual(first.totals.audience, 3_634_832)
        XCTAssertNil(first.salesChangeFromPrevious, "29–31 December 2017 is not in history")
        XCTAssertNil(first.salesChangeFromLastYear)
        XCTAssertEqual(first.number1?.movieCode, "20150976")
        let second = weekends[1]
        XCTAssertEqual(second.totals.sales, 26_379_308_231)
        XCTAssertEqual(second.number1?.title, "1987")
        XCTAssertEqual(try XCTUnwrap(second.salesChangeFromPrevious), -13.0624, accuracy: 0.0001)
        let june = try XCTUnwrap(weekends.first { $0.friday == Day(year: 2018, month: 6, day: 1) })
        XCTAssertEqual(june.totals.sales, 13_910_101_810)
        XCTAssertEqual(june.number1?.title, "독전")
        XCTAssertEqual(try XCTUnwrap(june.salesChangeFromPrevious), -24.6066, accuracy: 0.0001)
        // A weekend with a day missing has no change: it would compare two days with three.
        let saturday = Day(year: 2018, month: 6, day: 2)!
        let gap = Weekend.index(
            year: 2018, latest: newYear2019, rows: MarketFixtures.year.filter { $0.day != saturday })
        let juneGap = try XCTUnwrap(gap.first { $0.friday == Day(year: 2018, month: 6, day: 1) })
        XCTAssertEqual(juneGap.daysCovered, 2)
        XCTAssertNil(juneGap.salesChangeFromPrevious)
        XCTAssertNil(gap.first { $0.friday == Day(year: 2018, month: 6, day: 8) }?.salesChangeFromPrevious)
    }
}
