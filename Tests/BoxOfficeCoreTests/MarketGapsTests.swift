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
        // 9 charts, and the new films of 8–10: the day before 8 is kept, so 0.8 a day, 2.4: about 3.
        XCTAssertEqual(g.price, FillPrice(charts: 9, knownDetails: 0, estimatedDetails: 3))
        XCTAssertEqual(g.requestCount, 12)
        let job = try XCTUnwrap(g.fillJob)
        // The whole period, each day with its Korean chart: 20 queries, of which the fill skips the 11 already
        // saved, and the details of every film its days name that has none.
        XCTAssertEqual(job.days.map(\.day), Array(1...10))
        XCTAssertTrue(job.koreanToo)
        XCTAssertFalse(job.detailsOnly)
        XCTAssertEqual(job.segment, .everything)
        XCTAssertEqual(job.queryCount, 20)
        XCTAssertEqual(
            g.sentence(remaining: 2_380),
            "3 days and 6 Korean charts, with their films' details: about 12 requests of 2,380 left today")
        XCTAssertEqual(
            try KoreanCatalogue.inKorean { g.sentence(remaining: 2_380) },
            "3일과 한국 영화 순위 6개, 그 영화들의 상세 정보 포함: 오늘 남은 요청 2,380회 중 약 12회")
    }

    func testEachWordingAndACompletePeriod() throws {
        let complete = try gaps(whole: Array(1...10), korean: Array(1...10))
        XCTAssertTrue(complete.isComplete)
        XCTAssertNil(complete.fillJob)
        XCTAssertEqual(complete.sentence(remaining: 5), "History holds every day of the period, and its Korean chart")
        XCTAssertEqual(
            try gaps(whole: Array(1...9), korean: Array(1...10)).sentence(remaining: 5),
            "1 day, with their films' details: about 2 requests of 5 left today")
        XCTAssertEqual(
            try gaps(whole: Array(1...10), korean: Array(1...8)).sentence(remaining: 5),
            "2 Korean charts: 2 requests of 5 left today")
        XCTAssertEqual(
            try gaps(whole: Array(1...9), korean: Array(2...10)).sentence(remaining: 0),
            "1 day and 1 Korean chart, with their films' details: about 3 requests, more than the 0 left today")
        // Every chart kept, the films' details lacking: exactly those, and a job for them alone.
        let details = try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: d(2018, 1, 10)))
        let lacking = MarketGaps(
            period: details, keptDays: Set((1...10).map { d(2018, 1, $0) }),
            keptKoreanDays: Set((1...10).map { d(2018, 1, $0) }), lackingDetails: 31)
        XCTAssertEqual(lacking.sentence(remaining: 2_380), "31 films' details: 31 requests of 2,380 left today")
        XCTAssertEqual(
            try KoreanCatalogue.inKorean { lacking.sentence(remaining: 2_380) },
            "영화 31편의 상세 정보: 오늘 남은 요청 2,380회 중 31회")
        XCTAssertEqual(lacking.fillJob?.detailsOnly, true)
        XCTAssertEqual(lacking.fillJob?.days.count, 10)
        // Weekends (three days, four apart): 10 films on the first Friday, 0.8 on each next day, 4 on a Friday
        // five days after the Sunday before.
        let weekends = [d(2018, 1, 5), d(2018, 1, 6), d(2018, 1, 7), d(2018, 1, 12), d(2018, 1, 13)]
        XCTAssertEqual(
            FillPrice.expectedNewFilms(toFetch: weekends, saved: []).sorted { $0.key < $1.key }.map(\.value),
            [10, 0.8, 0.8, 4, 0.8])
        XCTAssertEqual(FillPrice.estimatedDetails(toFetch: weekends, saved: []), 17)
        // The window's wording, within and over the budget.
        let price = FillPrice(charts: 62, knownDetails: 0, estimatedDetails: 34)
        XCTAssertEqual(price.sentence(remaining: 2_380), "About 96 KOBIS requests of 2,380 left today")
        XCTAssertEqual(price.sentence(remaining: 90), "About 96 KOBIS requests, more than the 90 left today")
        XCTAssertEqual(
            FillPrice(charts: 0, knownDetails: 29, estimatedDetails: 0).sentence(remaining: 10),
            "29 KOBIS requests, more than the 10 left today")
        XCTAssertEqual(
            try KoreanCatalogue.inKorean { price.sentence(remaining: 90) }, "KOBIS 요청 약 96회, 오늘 남은 90회보다 많음")
        // A kept day after the first: 0.8 a day before it, not 10.
        XCTAssertEqual(FillPrice.estimatedDetails(toFetch: [d(2018, 1, 1)], saved: [d(2018, 1, 3)]), 2)
        // A year with nothing kept: 2018 to 2018-11-23 is 327 days, 654 charts, and 10 + 326 × 0.8 = 270.8 films.
        let year = try XCTUnwrap(MarketPeriod(year: 2018, latest: d(2018, 11, 23)))
        let empty = MarketGaps(period: year, keptDays: [], keptKoreanDays: [])
        XCTAssertEqual(
            empty.sentence(remaining: 2_500),
            "327 days and 327 Korean charts, with their films' details: about 925 requests of 2,500 left today")
        XCTAssertEqual(
            try KoreanCatalogue.inKorean { empty.sentence(remaining: 600) },
            "327일과 한국 영화 순위 327개, 그 영화들의 상세 정보 포함: 요청 약 925회, 오늘 남은 600회보다 많음")
        XCTAssertEqual(
            try KoreanCatalogue.inKorean { complete.sentence(remaining: 5) }, "기간의 모든 날짜와 그 한국 영화 순위가 기록에 있음")
    }
}
