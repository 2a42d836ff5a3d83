import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// Missing days are unknown: the shipped runs cut at 2021-12-31 (as a release built then ships them) and a
/// history holding KOBIS's chart of 2022-01-05 alone, read on 2022-01-20. 경관의 피 (20199882) opened that day
/// at #1: the history stops while it may still be charting, so its window says so, forecasts as of its last
/// known day, and offers the fill of the days after it with the fill's cost.
final class ForecastHistoryStopTests: ViewModelTestCase {
    private var api: FixtureAPI?

    /// A film's window's run and forecast, read on `now`, the history holding the chart of `held` alone and the
    /// shipped runs as a release built on `shippedThrough` ships them.
    @MainActor private func window(
        _ code: String, now: String, held: String, shippedThrough: String
    ) async throws -> (app: AppModel, run: FilmRunViewModel, forecast: FilmForecastViewModel) {
        clock.set(now)
        let api = try FixtureAPI()
        self.api = api  // serving for the test's whole length
        let app = app(api)
        _ = try await app.charts.dailyChart(Day(held)!)
        let references = ForecastReferences(
            shipped: try ShippedRuns.cut(through: shippedThrough, into: dir), history: app.services.history)
        let forecast = FilmForecastViewModel(
            movieCode: code, references: references, upTo: nil, today: KoreanTime.today(now: clock.now()),
            language: .english)
        let run = FilmRunViewModel(
            movieCode: code, history: app.services.history, fill: app.historyFill, forecast: forecast)
        await forecast.ready()
        return (app, run, forecast)
    }

    func testAHistoryThatStopsWhileTheFilmChartsSaysSoAndOffersTheFill() throws {
        try run { [self] in
            let (app, run, forecast) = try await window(
                "20199882", now: "2022-01-20T01:00:00Z", held: "2022-01-05", shippedThrough: "20211231")
            XCTAssertEqual(forecast.forecast?.historyEnds, Day("2022-01-05"))
            XCTAssertEqual(forecast.historyStoppedOn, Day("2022-01-05"))
            XCTAssertEqual(forecast.madeFrom, "D1, 2022-01-05")
            XCTAssertEqual(
                forecast.historyStopSentence,
                "The history stops at 2022-01-05 while the film may still be charting: this forecast is as of that day."
            )
            XCTAssertEqual(forecast.printLines?.first, forecast.historyStopSentence)
            XCTAssertNil(forecast.forecast?.outcome, "nothing is known after the last day")
            XCTAssertEqual(run.missingCount, 0)
            XCTAssertEqual(
                run.historyStopText, "History stops at 2022-01-05 · About 26 KOBIS requests of 2,499 left today")
            XCTAssertTrue(run.canFill)
            // Fill: the days after it, up to the latest chart (2022-01-19), with the history fill's own flow.
            run.fillMissing()
            try await waitUntil("the fill started") { app.historyFill.progress != nil }
            XCTAssertEqual(app.historyFill.progress?.total, 14)
        }
    }

    /// 쥬만지: 새로운 세계 (20171909) opened 2018-01-03, the one day the history holds, read on 2018-01-12. Its
    /// window's fill brings in 2018-01-04 … 11 (KOBIS's real charts): the run grows day by day as they are kept,
    /// and the forecast, which reads the whole market's history, is made again once, when the fill stops.
    func testAFillGrowsTheRunDayByDayAndForecastsAgainWhenItStops() throws {
        try run { [self] in
            let (app, run, forecast) = try await window(
                "20171909", now: "2018-01-12T01:00:00Z", held: "2018-01-03", shippedThrough: "20171231")
            XCTAssertEqual(forecast.madeFrom, "D1, 2018-01-03")
            var forecastsMade = 0
            forecast.changes.observe([.forecast], while: self) { _ in forecastsMade += 1 }
            var daysRead: [Int] = []
            run.changes.observe([.run], while: self) { _ in daysRead.append(run.run?.days.count ?? 0) }
            run.fillMissing()
            try await waitUntil("the fill finished", timeout: 60) { app.historyFill.progress?.phase == .finished }
            await forecast.ready()
            XCTAssertEqual(Array(Set(daysRead)).sorted(), Array(1...9), "every day as it was kept")
            XCTAssertEqual(forecastsMade, 1)
            XCTAssertEqual(forecast.madeFrom, "D9, 2018-01-11")
            XCTAssertNil(forecast.historyStopSentence)
            XCTAssertEqual(run.run?.latestTotal, 1_191_139)
        }
    }
}
