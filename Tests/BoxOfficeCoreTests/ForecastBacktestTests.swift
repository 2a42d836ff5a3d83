import BoxOfficeCore
import XCTest

final class ForecastBacktestTests: XCTestCase {
    func testBacktestFigures() {
        for d in [3, 7, 14] {
            let b = ForecastBacktest(
                library: ShippedRuns.library, from: Day(year: 2018, month: 1, day: 1)!,
                to: Day(year: 2022, month: 12, day: 31)!, atDay: d)
            print("D\(d)", b.all)
        }
    }
}
