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
    /// The shipped file as it stood at the end of 2021: its span and the runs' days up to then.
    func shippedThrough2021() throws -> URL {
        let text = try String(contentsOf: FilmForecastViewModelTests.shipped, encoding: .utf8)
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let fields = line.split(separator: "\t")
            if fields.first == "span" {
                lines.append("span\t20170101\t20211231")
            } else if fields.count == 7, let day = fields.first, day > "20211231" {
                continue
            } else {
                lines.append(String(line))
            }
        }
        let url = dir.appendingPathComponent("reference-runs-2021.tsv")
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func testAHistoryThatStopsWhileTheFilmChartsSaysSoAndOffersTheFill() throws {
        try run { [self] in
            clock.set("2022-01-20T01:00:00Z")
            let api = try FixtureAPI()
            let app = app(api)
            _ = try await app.charts.dailyChart(Day("2022-01-05")!)
            let references = ForecastReferences(shipped: try shippedThrough2021(), history: app.services.history)
            let forecast = FilmForecastViewModel(
                movieCode: "20199882", references: references, upTo: nil,
                today: KoreanTime.today(now: clock.now()), language: .english)
            let run = FilmRunViewModel(
                movieCode: "20199882", history: app.services.history, fill: app.historyFill, forecast: forecast)
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
}
