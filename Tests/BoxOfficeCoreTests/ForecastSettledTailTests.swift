import XCTest

@testable import BoxOfficeCore

/// A settled forecast is the run's own tail (docs/FORECAST.md, "A settled forecast from the run's own tail"):
/// the total so far T, plus the last week w × r ÷ (1 − r), r = min(w ÷ the week before, 0.5), at most w; the 80 %
/// range T … T + 4 × that rest. It used to be the neighbours' multiple of T: one figure, and for a re-release
/// whose total counts from its first opening, far more than the re-release could add.
final class ForecastSettledTailTests: XCTestCase {
    let forecaster = Forecaster(library: ShippedRuns.library)

    /// 해리 포터와 불의 잔's re-release (2021-02-10; its total counts from 2005) is settled at D14: 3,490,124 so
    /// far, 19,263 in its last week against 39,886 the week before. r = 0.483, the rest 17,993: ≈ 3,508,117,
    /// the range 3,490,124 … 3,562,095. It ended at 3,496,785 (the neighbours' multiple said 3,598,665, one figure).
    func testAReReleaseSettledAtD14IsItsTotalPlusItsTail() throws {
        let f = try forecaster.forecast(movieCode: "20050310", atDay: 14, breakEven: 3_500_000).get()
        XCTAssertEqual(f.day, 14)
        XCTAssertEqual(f.asOf, Day("2021-02-23"))
        XCTAssertTrue(f.settled)
        XCTAssertEqual([f.audienceToDate, f.low, f.median, f.high], [3_490_124, 3_490_124, 3_508_117, 3_562_095])
        XCTAssertEqual(f.outcome?.final, 3_496_785)
        XCTAssertEqual(f.chances.map(\.chance), [1, 1, 0, 0])
        // 9,876 past its total, 55 % of the way to the figure: from 90 % down to 50 %.
        XCTAssertEqual(try XCTUnwrap(f.breakEven?.chance), 0.9 - 0.4 * 9_876 / 17_993, accuracy: 1e-9)
        let english = NumberFormatting(.english)
        XCTAssertEqual(
            f.rangeText(english),
            "≈ 3.5 million admissions, settled (80% range 3.5 million admissions to 3.6 million admissions)")
        XCTAssertEqual(f.lines(english).map(\.value)[1], "≈ 3.5 million admissions – 3.6 million admissions, settled")
        try KoreanCatalogue.inKorean {
            let korean = NumberFormatting(.korean)
            XCTAssertEqual(f.rangeText(korean), "≈ 351만 명, 사실상 확정 (80% 범위 349만 명–356만 명)")
            XCTAssertEqual(f.lines(korean).map(\.value)[1], "≈ 349만 명 – 356만 명, 사실상 확정")
        }
    }

    /// The rule's arithmetic: the decay capped at 0.5 (and 0.5 when the week before brought nothing), the rest
    /// at most one more week; the chance of a mark 100 % to the total so far, then 90 % → 50 % → 10 % in straight
    /// lines to the high end, and none past it.
    func testTheTailRule() {
        let slow = Forecaster.Tail(total: 1_000_000, lastWeek: 8_000, weekBefore: 10_000)
        XCTAssertEqual([slow.low, slow.figure, slow.high], [1_000_000, 1_008_000, 1_032_000])
        let fast = Forecaster.Tail(total: 1_000_000, lastWeek: 2_000, weekBefore: 8_000)
        // r = 0.25: 2,000 × 0.25 ÷ 0.75.
        XCTAssertEqual([fast.low, fast.figure, fast.high], [1_000_000, 1_000_667, 1_002_667])
        XCTAssertEqual(Forecaster.Tail(total: 500_000, lastWeek: 3_000, weekBefore: 0).figure, 503_000)
        let none = Forecaster.Tail(total: 500_000, lastWeek: 0, weekBefore: 4_000)
        XCTAssertEqual([none.low, none.figure, none.high], [500_000, 500_000, 500_000])
        XCTAssertEqual(none.chance(passing: 500_001), 0)
        XCTAssertEqual(
            [1_000_000, 1_004_000, 1_008_000, 1_020_000, 1_032_000, 1_032_001].map { slow.chance(passing: $0) },
            [1, 0.7, 0.5, 0.3, 0.1, 0], accuracy: 1e-12)
    }

    /// 알라딘's 2022 re-release, settled at D14 (2022-09-20), by `Forecaster.settled` alone: 12,797,927 so far and
    /// a last week of 19,505 (0.15 %): the figure 10,827 above it, where the neighbours' multiple put it 436,146
    /// above (13,234,073). It ended that day.
    func testAladdinsReRelease() throws {
        let f = try forecaster.forecast(movieCode: "20183867", asOf: Day("2022-09-20")).get()
        XCTAssertTrue(f.settled)
        XCTAssertEqual(f.day, 14)
        XCTAssertEqual([f.audienceToDate, f.low, f.median, f.high], [12_797_927, 12_797_927, 12_808_754, 12_841_233])
        XCTAssertEqual(f.outcome?.final, 12_797_927)
        // Its ends round together in English: one figure, settled.
        XCTAssertEqual(f.rangeText(NumberFormatting(.english)), "≈ 12.8 million admissions, settled")
        XCTAssertEqual(f.lines(NumberFormatting(.english)).map(\.value)[1], "≈ 12.8 million admissions, settled")
    }
}

private func XCTAssertEqual(
    _ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
