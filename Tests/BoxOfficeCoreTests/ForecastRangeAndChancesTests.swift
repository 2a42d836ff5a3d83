import BoxOfficeCore
import XCTest

/// The 80 % range and the chances are read from one distribution: a mark above the range has a chance under
/// 10 %, one below it over 90 %; a settled run's range is its own tail, printed beside "settled".
final class ForecastRangeAndChancesTests: XCTestCase {
    let forecaster = Forecaster(library: ShippedRuns.library)

    /// 보헤미안 랩소디 as of 2018-12-31 (D62) used to read "≈ 922만 명, settled" because its similar runs had all
    /// ended where they stood; it went on to 993만. Settled is now the run's own word (from D14, a week that
    /// brought at most 1 % of its total; never taken back): at D62 it is not, at D81 it is, and the forecast is
    /// then its own tail: 9,852,598 so far plus a last week's worth (84,443), ≈ 994만 (it ended at 9,931,010), the
    /// range to four weeks' worth, 1,019만; so 1,000만 still has a chance (40 %: it was one figure, 985만, and
    /// "< 1%" before the tail).
    func testBohemianRhapsodyIsSettledOnlyOnceItsOwnWeekSaysSo() throws {
        let d62 = try forecaster.forecast(movieCode: "20185485", asOf: Day("2018-12-31")).get()
        XCTAssertEqual(d62.day, 62)
        XCTAssertEqual(d62.audienceToDate, 9_224_582)
        XCTAssertFalse(d62.settled)
        XCTAssertNil(d62.settledText(NumberFormatting(.english)))
        let f = try forecaster.forecast(movieCode: "20185485", atDay: 81).get()
        XCTAssertTrue(f.settled)
        XCTAssertEqual([f.audienceToDate, f.low, f.median, f.high], Expected.settled)
        XCTAssertEqual(f.chances.prefix(3).map(\.chance), [1, 1, 1])
        // From 50 % at the figure to 10 % at the high end.
        XCTAssertEqual(f.chances[3].chance, 0.5 - 0.4 * 62_959 / 253_328, accuracy: 1e-9)
        XCTAssertEqual(f.chances.map(f.chanceText), ["already passed", "already passed", "already passed", "40%"])
        let english = NumberFormatting(.english)
        XCTAssertEqual(f.rangeText(english), Expected.settledEnglish)
        XCTAssertEqual(f.lines(english).map(\.value)[1], Expected.settledLineEnglish)
        try KoreanCatalogue.inKorean {
            let korean = NumberFormatting(.korean)
            XCTAssertEqual(f.rangeText(korean), Expected.settledKorean)
            XCTAssertEqual(f.lines(korean).map(\.value)[1], Expected.settledLineKorean)
            XCTAssertEqual(
                f.chances.map { f.chanceLine($0, korean) },
                ["100만 명: 이미 돌파", "300만 명: 이미 돌파", "500만 명: 이미 돌파", "1,000만 명: 40%"])
        }
    }

    enum Expected {
        /// Its total at D81 (99 % of the 9,931,010 its run ended at), the range's low end, the figure, the high end.
        static let settled: [Int64] = [9_852_598, 9_852_598, 9_937_041, 10_190_369]
        static let settledEnglish =
            "≈ 9.9 million admissions, settled (80% range 9.9 million admissions to 10.2 million admissions)"
        static let settledLineEnglish = "≈ 9.9 million admissions – 10.2 million admissions, settled"
        static let settledKorean = "≈ 994만 명, 사실상 확정 (80% 범위 985만 명–1,019만 명)"
        static let settledLineKorean = "≈ 985만 명 – 1,019만 명, 사실상 확정"
    }

    /// A bigger forecast gets a wider range (issue 44: 70–90 % coverage within each size class): the same past
    /// errors, scaled by (the forecast ÷ their runs' median forecast)^0.1. At D7 극한직업 (2019-01-29, ≈ 809만; it
    /// ended at 1,625만) reaches 50 % above its forecast, 가버나움 (2019-01-30, ≈ 4만; ended at 9.7만) 26 %.
    func testABigForecastGetsAWiderRangeThanASmallOne() throws {
        let big = try forecaster.forecast(movieCode: "20182530", atDay: 7).get()
        let small = try forecaster.forecast(movieCode: "20184896", atDay: 7).get()
        XCTAssertEqual([big.low, big.median, big.high], [6_030_828, 8_092_975, 12_138_910])
        XCTAssertEqual([small.audienceToDate, small.low, small.median, small.high], [35_574, 35_574, 41_501, 52_423])
        func above(_ f: FilmForecast) -> Double { log(Double(f.high) / Double(f.median)) }
        XCTAssertEqual(above(big), 0.405, accuracy: 0.0005)
        XCTAssertEqual(above(small), 0.234, accuracy: 0.0005)
    }

    /// A range whose ends differ once rounded keeps both ends.
    func testARangeThatDiffersKeepsBothEnds() throws {
        let f = try forecaster.forecast(movieCode: "20182530", atDay: 7).get()
        XCTAssertEqual(
            f.rangeText(NumberFormatting(.english)), "≈ 6.0 million admissions to 12.1 million admissions (80% range)")
    }

    /// Over the shipped films at D7, D14 and D30: no mark outside the range gets a chance on the wrong side of
    /// 10 % (above it) or 90 % (below it).
    func testAMarkOutsideTheRangeNeverContradictsIt() throws {
        var checked = 0
        for entry in ShippedRuns.library.entries.prefix(600) {
            for d in [7, 14, 30] {
                guard case .success(let f) = forecaster.forecast(entry.run, asOf: entry.run.day(ofDNumber: d)),
                    f.low > f.audienceToDate
                else { continue }
                for chance in f.chances + [f.breakEven].compactMap({ $0 }) {
                    if chance.admissions > f.high {
                        XCTAssertLessThanOrEqual(chance.chance, 0.1 + 1e-6, "\(f.title) D\(d) \(chance.admissions)")
                        checked += 1
                    } else if chance.admissions < f.low {
                        XCTAssertGreaterThanOrEqual(chance.chance, 0.9 - 1e-6, "\(f.title) D\(d) \(chance.admissions)")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }
}
