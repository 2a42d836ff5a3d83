import BoxOfficeCore
import XCTest

/// The backtest over the shipped runs: every film that opened 2018–2022 and was in the top 10 on its D7,
/// forecast from the runs that had ended before that day (docs/FORECAST.md states these figures).
final class ForecastBacktestTests: XCTestCase {
    func testTheD7BacktestOverTheShippedRuns() throws {
        let backtest = ForecastBacktest(
            library: ShippedRuns.library, from: try XCTUnwrap(Day("2018-01-01")), to: try XCTUnwrap(Day("2022-12-31")),
            atDay: 7)
        XCTAssertEqual(backtest.all.films, 828)
        XCTAssertEqual(backtest.all.medianError, 0.1068, accuracy: 0.0001)
        XCTAssertEqual(backtest.all.within20, 606.0 / 828, accuracy: 1e-9)
        XCTAssertEqual(backtest.all.rangeCoverage, 659.0 / 828, accuracy: 1e-9)
        XCTAssertEqual(backtest.all.millionFilms, 175)
        XCTAssertEqual(try XCTUnwrap(backtest.all.millionMedianError), 0.1338, accuracy: 0.0001)
        XCTAssertEqual(backtest.byYear.map(\.year), [2018, 2019, 2020, 2021, 2022])
        XCTAssertEqual(backtest.byYear.map(\.figures.films).reduce(0, +), 828)
        // Every film forecast only from runs that had ended before its D7.
        for result in backtest.results.prefix(50) {
            XCTAssertLessThanOrEqual(result.low, result.forecast)
            XCTAssertLessThanOrEqual(result.forecast, result.high)
        }
    }
}
