import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// "As of means as of": 극한직업 (20182530, opened 2019-01-23) forecast as of its D7 (2019-01-29) from the shipped
/// runs alone (a new machine). Its run went on to 16,252,575 on 2019-03-19: the picture and Print show the run up
/// to D7 only, and what happened is set apart, named, with the forecast's error.
final class ForecastAsOfTests: ViewModelTestCase {
    /// The figures the forecast gives today; the method changes, so they are kept here, in one place.
    enum Expected {
        static let median = "≈ 7.8 million admissions"
        static let ended = "The run ended on 2019-03-19 at 16,252,575 admissions."
        static let comparison = "forecast 7.8 million admissions · actual 16.3 million admissions, 52% low"
    }

    @MainActor func models(_ app: AppModel, upTo: String?) throws -> FilmRunViewModel {
        let references = ForecastReferences(shipped: FilmForecastViewModelTests.shipped, history: app.services.history)
        let forecast = FilmForecastViewModel(
            movieCode: "20182530", references: references, upTo: upTo.flatMap(Day.init), language: .english)
        let shipped = try XCTUnwrap(references.library().runs(of: "20182530").first)
        return FilmRunViewModel(
            movieCode: "20182530", history: app.services.history, fill: nil, forecast: forecast,
            shippedRun: shipped.filmRun)
    }

    func testAPastDaysForecastShowsTheRunUpToThatDayAndWhatHappenedApart() throws {
        try run { [self] in
            clock.set("2019-04-10T01:00:00Z")
            let app = app(try FixtureAPI())
            let run = try models(app, upTo: "2019-01-29")
            let model = try XCTUnwrap(run.forecast)
            XCTAssertEqual(model.forecast?.day, 7)
            XCTAssertEqual(model.medianFigure, Expected.median)
            let outcome = try XCTUnwrap(model.outcome)
            XCTAssertEqual(outcome.final, 16_252_575)
            XCTAssertEqual(outcome.lastDay, Day("2019-03-19"))
            XCTAssertEqual(outcome.error, Double(model.forecast?.median ?? 0) / 16_252_575 - 1, accuracy: 1e-12)
            XCTAssertEqual(model.outcomeLines, [Expected.ended, Expected.comparison])
            XCTAssertEqual(run.asOfCut, Day("2019-01-29"))
            // The forecast's own chart: the film's line D1–D7, nothing after.
            XCTAssertEqual(model.chart?.film.count, 7)
            XCTAssertEqual(model.chart?.film.last, 3_894_937)

            // The picture: the days up to D7, the forecast, then what happened.
            let content = try XCTUnwrap(run.imageContent)
            XCTAssertTrue(content.subtitle.hasSuffix("–D7 · 2019-01-17 – 2019-01-29"), content.subtitle)
            XCTAssertEqual(content.days.last?.value, 358_186, "D7's admissions, the last bar")
            XCTAssertEqual(
                content.outcome.map { [$0.label, $0.value] },
                [["What happened", Expected.ended], ["Forecast against it", Expected.comparison]])
            XCTAssertFalse(
                content.milestones.contains { $0.value.contains("2019-02") || $0.value.contains("2019-03") },
                "no milestone after D7: \(content.milestones)")

            // Print: the days up to D7, the forecast, what happened in its own section, the milestones as of D7.
            let doc = try XCTUnwrap(run.printDocument)
            XCTAssertEqual(doc.sections.map(\.title), [nil, "Where it may end", "What happened", "Milestones"])
            XCTAssertEqual(doc.sections[0].table?.rows.last?.prefix(2), ["D7", "2019-01-29"])
            XCTAssertEqual(doc.sections[2].lines, [Expected.ended, Expected.comparison])
            XCTAssertFalse(doc.sections[3].lines.contains { $0.contains("2019-02") || $0.contains("2019-03") })

            // As of its last day in the top 10 nothing went on after it: no outcome, the whole run.
            let latest = try models(app, upTo: nil)
            XCTAssertNil(latest.forecast?.outcome)
            XCTAssertNil(latest.asOfCut)
        }
    }

    /// The similar runs' sentence gives their own span: with 20 listed, the middle 16 (counted from the list).
    func testTheSimilarSentenceAgreesWithTheListedRuns() throws {
        try run { [self] in
            let app = app(try FixtureAPI())
            let model = try XCTUnwrap(try models(app, upTo: "2019-01-29").forecast)
            let f = try XCTUnwrap(model.forecast)
            let multiples = f.similar.map(\.multiple).sorted()
            XCTAssertEqual(multiples.count, 20)
            let low = FilmForecast.multipleText(multiples[2])
            let high = FilmForecast.multipleText(multiples[17])
            XCTAssertEqual(
                model.similarSentence,
                "16 of the 20 past films with the same start ended at \(low)× to \(high)× their D7 total.")
            XCTAssertEqual(multiples.filter { $0 >= multiples[2] && $0 <= multiples[17] }.count, 16)
        }
    }
}
