import BoxOfficeCore
import XCTest

final class ForecastProbe: XCTestCase {
    func testProbe() {
        let f = Forecaster(library: ShippedRuns.library)
        for (code, days) in [("20182530", [3, 7, 14]), ("20204548", [7]), ("20185485", [7, 14]), ("20209654", [7])] {
            for d in days {
                switch f.forecast(movieCode: code, atDay: d, breakEven: 4_000_000) {
                case .success(let x):
                    print("PROBE", x.title, d, x.asOf, x.audienceToDate, x.median, x.low, x.high, x.chances.map { ($0.admissions, ($0.chance * 1000).rounded() / 1000) }, x.breakEven!.chance, x.similar.prefix(3).map { ($0.title, $0.audienceAtDay, $0.final) }, x.basis, x.runningStrongerThanSimilar, x.similarSentence)
                case .failure(let e): print("PROBE", code, d, e)
                }
            }
        }
    }
}
