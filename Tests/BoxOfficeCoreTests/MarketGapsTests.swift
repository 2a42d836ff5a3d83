import XCTest

@testable import BoxOfficeCore

/// What a market period misses and what filling it costs, worked out by hand: January 2018 seen on
/// 2018-01-10 (ten days), with some days of each chart kept.
final class MarketGapsTests: XCTestCase {
    private func d(_ y: Int, _ m: Int, _ day: Int) -> Day { Day(year: y, month: m, day: day)! }

    private func gaps(whole: [Int], korean: [Int], latest: Int = 10) throws -> MarketGaps {
        let period = try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: d(2018, 1, latest)))
        return MarketGaps(
            period: period, keptDays: Set(whole.map { d(2018, 1, $0) }),
            keptKoreanDays: Set(korean.map { d(2018, 1, $0) } + [d(2017, 12, 31)]))
    }

    func testTheMissingDaysOfEachChartAndOneJobFillingBoth() throws {
        // Whole market kept 1–7 (3 missing: 8, 9, 10); Korean kept 1–3 and 9 (6 missing: 4–8, 10).
        let g = try gaps(whole: Array(1...7), korean: [1, 2, 3, 9])
        XCTAssertEqual(g.missingDays, [d(2018, 1, 8), d(2018, 1, 9), d(2018, 1, 10)])
        XCTAssertEqual(g.missingKoreanDays.map(\.day), [4, 5, 6, 7, 8, 10])
        XCTAssertEqual(g.requestCount, 9)
        let job = try XCTUnwrap(g.fillJob)
        // Days 4–10, each with its Korean chart: 14 queries, of which the fill skips the 5 already saved.
        XCTAssertEqual(job.days.map(\.day), [4, 5, 6, 7, 8, 9, 10])
        XCTAssertTrue(job.koreanToo)
        XCTAssertTrue(job.filmDetails, "the market's fill saves its films' details")
        XCTAssertEqual(job.segment, .everything)
        XCTAssertEqual(job.queryCount, 14)
        XCTAssertEqual(g.sentence(remaining: 2_380), "3 days and 6 Korean charts: 9 requests of 2,380 left today")
        XCTAssertEqual(
            try KoreanCatalogue.inKorean { g.sentence(remaining: 2_380) },
            "3일과 한국 영화 순위 6개: 오늘 남은 요청 2,380회 중 9회")
    }

    func testEachWordingAndACompletePeriod() throws {
        let complete = try gaps(whole: Array(1...10), korean: Array(1...10))
        XCTAssertTrue(complete.isComplete)
        XCTAssertNil(complete.fillJob)
        XCTAssertEqual(complete.sentence(remaining: 5), "History holds every day of the period, and its Korean chart")
        XCTAssertEqual(
            try gaps(whole: Array(1...9), korean: Array(1...10)).sentence(remaining: 5),
            "1 day: 1 request of 5 left today")
        XCTAssertEqual(
            try gaps(whole: Array(1...10), korean: Array(1...8)).sentence(remaining: 5),
            "2 Korean charts: 2 requests of 5 left today")
        XCTAssertEqual(
            try gaps(whole: Array(1...9), korean: Array(2...10)).sentence(remaining: 0),
            "1 day and 1 Korean chart: 2 requests, more than the 0 left today")
        // A year with nothing kept: 2018 to 2018-11-23 is 327 days, 654 charts.
        let year = try XCTUnwrap(MarketPeriod(year: 2018, latest: d(2018, 11, 23)))
        let empty = MarketGaps(period: year, keptDays: [], keptKoreanDays: [])
        XCTAssertEqual(
            empty.sentence(remaining: 2_500), "327 days and 327 Korean charts: 654 requests of 2,500 left today")
        XCTAssertEqual(
            try KoreanCatalogue.inKorean { empty.sentence(remaining: 600) },
            "327일과 한국 영화 순위 327개: 요청 654회, 오늘 남은 600회보다 많음")
        XCTAssertEqual(
            try KoreanCatalogue.inKorean { complete.sentence(remaining: 5) }, "기간의 모든 날짜와 그 한국 영화 순위가 기록에 있음")
    }
}
