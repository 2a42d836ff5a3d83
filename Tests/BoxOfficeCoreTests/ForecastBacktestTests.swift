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
extension ForecastBacktestTests {
    func testStrongerNotes() {
        let lib = ShippedRuns.library
        let f = Forecaster(library: lib)
        for d in [10, 14, 21] {
            var n = 0
            for entry in lib.entries where entry.teachesFrom != nil && entry.run.openDate.year >= 2018 {
                let asOf = entry.run.day(ofDNumber: d)
                guard entry.run.days.contains(where: { $0.day == asOf }) else { continue }
                if case .success(let fc) = f.forecast(entry.run, asOf: asOf), fc.runningStrongerThanSimilar {
                    n += 1
                    print("D\(d) stronger", fc.title, fc.median, entry.run.finalTotal)
                }
            }
            print("D\(d) notes", n)
        }
    }
}
