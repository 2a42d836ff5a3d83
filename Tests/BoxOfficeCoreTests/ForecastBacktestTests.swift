import BoxOfficeCore
import XCTest

/// The backtest over the shipped runs: every film that opened 2018–2022, was in the top 10 on each of D1 … D7
/// and whose run had ended, forecast from the runs that had ended by its D7 (docs/FORECAST.md states these
/// figures).
final class ForecastBacktestTests: XCTestCase {
    func testTheD7BacktestOverTheShippedRuns() throws {
        let backtest = ForecastBacktest(
            library: ShippedRuns.library, from: try XCTUnwrap(Day("2018-01-01")), to: try XCTUnwrap(Day("2022-12-31")),
            atDay: 7)
        XCTAssertEqual(backtest.all.films, 719)
        XCTAssertEqual(backtest.all.medianError, 0.1083, accuracy: 0.0001)
        XCTAssertEqual(backtest.all.medianSignedError, 0.0000, accuracy: 0.0001)
        XCTAssertEqual(backtest.all.within20, 530.0 / 719, accuracy: 1e-9)
        XCTAssertEqual(backtest.all.rangeCoverage, 575.0 / 719, accuracy: 1e-9)
        XCTAssertEqual(backtest.all.millionFilms, 172)
        XCTAssertEqual(try XCTUnwrap(backtest.all.millionMedianError), 0.1364, accuracy: 0.0001)
        XCTAssertEqual(backtest.byYear.map(\.year), [2018, 2019, 2020, 2021, 2022])
        XCTAssertEqual(backtest.byYear.map(\.figures.films), [152, 151, 159, 144, 113])
        // The periods within 2018–2022: opened 2018–2019 of the one chosen on, and the two held out.
        XCTAssertEqual(backtest.byPeriod.map(\.kind), [.chosen, .limits, .afterLimits])
        XCTAssertEqual(backtest.byPeriod.map(\.figures.films), [303, 323, 69])
        XCTAssertEqual(backtest.byPeriod.map { ($0.figures.medianSignedError * 1000).rounded() }, [14, -29, -12])
        // By size: under 1 million, 1–5 million, 5 million or more.
        XCTAssertEqual(backtest.bySize.map(\.from), [0, 1_000_000, 5_000_000])
        XCTAssertEqual(backtest.bySize.map(\.below), [1_000_000, 5_000_000, nil])
        XCTAssertEqual(backtest.bySize.map(\.figures.films), [547, 137, 35])
        XCTAssertEqual(backtest.bySize.map { ($0.figures.medianError * 1000).rounded() }, [104, 138, 134])
        XCTAssertEqual(backtest.bySize.map { ($0.figures.medianSignedError * 1000).rounded() }, [-4, 20, 25])
        // Only films in the top 10 on each of D1 … D7: none missing a day.
        let shipped = Dictionary(ShippedRuns.file.runs.map { ($0.movieCode + $0.firstDay.iso, $0) }) { a, _ in a }
        XCTAssertTrue(
            backtest.results.allSatisfy { r in
                shipped.values.contains { run in
                    run.movieCode == r.movieCode && run.openDate == r.openDate
                        && (1...7).allSatisfy { d in run.days.contains { $0.day == run.day(ofDNumber: d) } }
                }
            })
        // Every film forecast only from runs that had ended before its D7.
        for result in backtest.results.prefix(50) {
            XCTAssertLessThanOrEqual(result.low, result.forecast)
            XCTAssertLessThanOrEqual(result.forecast, result.high)
        }
    }

    /// 원더스트럭 (opened 2018-05-03) was in the top 10 on D1 … D4 and D7, not D5: at D4 it is measured, at D7
    /// it is not (the population is the films in the top 10 on every day up to the D-number).
    func testAFilmOutOfTheTop10OnD5IsNotInTheD7Population() throws {
        let from = try XCTUnwrap(Day("2018-05-01"))
        let to = try XCTUnwrap(Day("2018-05-31"))
        let d4 = ForecastBacktest(library: ShippedRuns.library, from: from, to: to, atDay: 4)
        let d7 = ForecastBacktest(library: ShippedRuns.library, from: from, to: to, atDay: 7)
        XCTAssertTrue(d4.results.contains { $0.movieCode == "20176069" })
        XCTAssertFalse(d7.results.contains { $0.movieCode == "20176069" })
        XCTAssertEqual(d7.byPeriod.map(\.kind), [.chosen])
        XCTAssertEqual([d4.all.films, d7.all.films], [17, 14])
    }
}
