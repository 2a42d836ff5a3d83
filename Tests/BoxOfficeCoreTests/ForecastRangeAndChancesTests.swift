import BoxOfficeCore
import XCTest

/// The 80 % range and the chances are read from one distribution: a mark above the range has a chance under
/// 10 %, one below it over 90 %; a range whose ends round to one figure is printed as that figure, settled.
final class ForecastRangeAndChancesTests: XCTestCase {
    let forecaster = Forecaster(library: ShippedRuns.library)

    /// 보헤미안 랩소디 as of 2018-12-31 (D62): every similar run had ended where it stood, so the range is
    /// one figure and the chance of 1,000만 is nil (it was printed "922만–922만" beside "1,000만 명: 30 %").
    func testBohemianRhapsodyAtTheEndOf2018IsSettled() throws {
        let f = try forecaster.forecast(movieCode: "20185485", asOf: Day("2018-12-31")).get()
        XCTAssertEqual(f.day, 62)
        XCTAssertEqual([f.audienceToDate, f.low, f.median, f.high], [9_224_582, 9_224_582, 9_224_582, 9_224_582])
        XCTAssertEqual(f.chances.map(\.chance), [1, 1, 1, 0])
        XCTAssertEqual(FilmForecast.chanceText(f.chances[3].chance), "0%")
        let english = NumberFormatting(.english)
        XCTAssertEqual(f.rangeText(english), "≈ 9.2 million admissions, settled")
        XCTAssertEqual(
            f.lines(english).map(\.value),
            ["≈ 9.2 million admissions · D62, 2018-12-31", "≈ 9.2 million admissions, settled", "≈ 0%"])
        try KoreanCatalogue.inKorean {
            let korean = NumberFormatting(.korean)
            XCTAssertEqual(f.rangeText(korean), "≈ 922만 명, 사실상 확정")
            XCTAssertEqual(f.lines(korean).map(\.value)[1], "≈ 922만 명, 사실상 확정")
        }
    }

    /// A range whose ends differ once rounded keeps both ends.
    func testARangeThatDiffersKeepsBothEnds() throws {
        let f = try forecaster.forecast(movieCode: "20182530", atDay: 7).get()
        XCTAssertEqual(
            f.rangeText(NumberFormatting(.english)), "≈ 6.5 million admissions to 10.3 million admissions (80% range)")
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
