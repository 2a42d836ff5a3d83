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
        static let median = "≈ 8.1 million admissions"
        static let ended = "The run ended on 2019-03-19 at 16,252,575 admissions."
        static let past = [
            "What the forecast said on the way:",
            "D3 (2019-01-25): ≈ 5.6 million admissions (80% range 3.2 million admissions – 12.5 million admissions), 65% low",
            "D7 (2019-01-29): ≈ 8.1 million admissions (80% range 6.0 million admissions – 12.1 million admissions), 50% low",
            "D14 (2019-02-05): ≈ 13.5 million admissions (80% range 12.3 million admissions – 16.8 million admissions), 17% low"
        ]
        static let comparison = "Forecast ≈ 8.1 million admissions · actual 16.3 million admissions, 50% low"
        static let latestTotal = "3,894,937 admissions (D7 2019-01-29)"
    }

    /// The window's run and forecast, once the forecast is in.
    @MainActor func models(_ app: AppModel, upTo: String?) async throws -> FilmRunViewModel {
        let references = ForecastReferences(shipped: FilmForecastViewModelTests.shipped, history: app.services.history)
        let forecast = FilmForecastViewModel(
            movieCode: "20182530", references: references, upTo: upTo.flatMap(Day.init),
            today: KoreanTime.today(now: clock.now()), language: .english)
        let shipped = try XCTUnwrap(references.library().runs(of: "20182530").first)
        let run = FilmRunViewModel(
            movieCode: "20182530", history: app.services.history, fill: nil, forecast: forecast,
            shippedRun: shipped.filmRun)
        await forecast.ready()
        return run
    }

    func testAPastDaysForecastShowsTheRunUpToThatDayAndWhatHappenedApart() throws {
        try run { [self] in
            clock.set("2019-04-10T01:00:00Z")
            let app = app(try FixtureAPI())
            let run = try await models(app, upTo: "2019-01-29")
            let model = try XCTUnwrap(run.forecast)
            XCTAssertEqual(model.forecast?.day, 7)
            XCTAssertEqual(model.medianFigure, Expected.median)
            let outcome = try XCTUnwrap(model.forecast?.outcome)
            XCTAssertEqual(outcome.final, 16_252_575)
            XCTAssertEqual(outcome.lastDay, Day("2019-03-19"))
            XCTAssertEqual(outcome.error, Double(model.forecast?.median ?? 0) / 16_252_575 - 1, accuracy: 1e-12)
            XCTAssertEqual(model.outcomeLines, [Expected.comparison, Expected.ended])
            XCTAssertEqual(run.asOfCut, Day("2019-01-29"))
            // The window's own run: D7 its last point, its figures and milestones as known then; the run as held
            // goes on to 2019-03-19, said under the heading.
            XCTAssertEqual(run.points.last?.dNumber, 7)
            XCTAssertEqual(run.points.last?.value, 358_186)
            XCTAssertEqual(run.wholeRun?.days.last?.day, Day("2019-03-19"))
            XCTAssertEqual(
                run.asOfText,
                "As of 2019-01-29 (D7), the day this window was opened from: the run's later days (up to 2019-03-19) are left out."
            )
            let later = #"D([89]|[1-9][0-9])\b|2019-0[23]|February|March"#
            XCTAssertFalse(
                run.lines.contains { $0.value.range(of: later, options: .regularExpression) != nil }, "\(run.lines)")
            XCTAssertEqual(run.lines.first?.value, Expected.latestTotal)
            XCTAssertEqual(run.clipboardText?.split(separator: "\n").last?.hasPrefix("7\t2019-01-29"), true)
            // The forecast's own chart: the film's line D1–D7, nothing after.
            XCTAssertEqual(model.chart?.film.count, 7)
            XCTAssertEqual(model.chart?.film.last, 3_894_937)

            // The picture: the days up to D7, the forecast, then what happened.
            let content = try XCTUnwrap(run.imageContent)
            XCTAssertTrue(content.subtitle.hasSuffix("–D7 · 2019-01-17 – 2019-01-29"), content.subtitle)
            XCTAssertEqual(content.days.last?.value, 358_186, "D7's admissions, the last bar")
            XCTAssertEqual(
                content.outcome.map { [$0.label, $0.value] },
                [["What happened", Expected.comparison], ["Run ended", Expected.ended]])
            XCTAssertFalse(
                content.milestones.contains { $0.value.contains("2019-02") || $0.value.contains("2019-03") },
                "no milestone after D7: \(content.milestones)")

            // Print: the days up to D7, the forecast, what happened in its own section, the milestones as of D7.
            let doc = try XCTUnwrap(run.printDocument)
            XCTAssertEqual(doc.sections.map(\.title), [nil, "Where it may end", "What happened", "Milestones"])
            XCTAssertEqual(doc.sections[0].table?.rows.last?.prefix(2), ["D7", "2019-01-29"])
            XCTAssertEqual(doc.sections[2].lines, [Expected.comparison, Expected.ended])
            XCTAssertFalse(doc.sections[3].lines.contains { $0.contains("2019-02") || $0.contains("2019-03") })

            // Opened with no day (search, --film): its run has ended, so no forecast; what it said at D3, D7, D14.
            let window = try await models(app, upTo: nil)
            let ended = try XCTUnwrap(window.forecast)
            XCTAssertNil(ended.forecast)
            XCTAssertEqual(
                ended.refusal,
                "극한직업's run ended on 2019-03-19 at 16,252,575 admissions: there is nothing left to forecast.")
            XCTAssertEqual(ended.endedLines, Expected.past)
            XCTAssertEqual(ended.printLines, [ended.refusal ?? "-"] + Expected.past)
        }
    }

    /// Compared as of a past day, the other film stops there too, and only the films opened by then are offered:
    /// 보헤미안 랩소디 as of 2018-11-06 (its D7) with the charts of 11-06 and 11-13 in the history.
    func testAComparisonAsOfAPastDayStopsThereToo() throws {
        try run { [self] in
            clock.set("2018-11-14T01:00:00Z")
            let api = try FixtureAPI()  // kept serving while the test runs
            let app = app(api)
            for day in ["2018-11-06", "2018-11-13"] { _ = try await app.charts.dailyChart(Day(day)!) }
            let references = ForecastReferences(
                shipped: FilmForecastViewModelTests.shipped, history: app.services.history)
            @MainActor func window(upTo: String?) -> FilmRunViewModel {
                FilmRunViewModel(
                    movieCode: "20185485", history: app.services.history, fill: nil,
                    forecast: FilmForecastViewModel(
                        movieCode: "20185485", references: references, upTo: upTo.flatMap(Day.init),
                        today: KoreanTime.today(now: clock.now()), language: .english))
            }
            let past = window(upTo: "2018-11-06")
            XCTAssertEqual(past.asOfCut, Day("2018-11-06"))
            // 동네사람들 (11-07), 여곡성 (11-08), 성난황소 and 신비한 동물들 opened after it: not offered.
            let offered = Set(past.candidates(matching: "").map(\.movieCode))
            XCTAssertEqual(
                offered,
                [
                    "20177538", "20174981", "20181171", "20181404", "20010291", "20180523", "20180987", "20179189",
                    "20189067"
                ])
            past.compare(with: "20177538")  // 완벽한 타인, opened the same day
            XCTAssertEqual(past.comparedPoints.last?.dNumber, 7)
            XCTAssertEqual(past.comparedPoints.last?.otherValue, 2_028_918, "its total on 2018-11-06")
            // Opened by its code: the whole runs, to D14 (2018-11-13), and every film.
            let whole = window(upTo: nil)
            XCTAssertNil(whole.asOfCut)
            XCTAssertTrue(whole.candidates(matching: "").contains { $0.movieCode == "20170513" })
            whole.compare(with: "20177538")
            XCTAssertEqual(whole.comparedPoints.last?.dNumber, 14)
            XCTAssertEqual(whole.comparedPoints.last?.otherValue, 3_620_203)
        }
    }

    /// The similar runs' sentence gives their own span: with 20 listed, the middle 16 (counted from the list).
    func testTheSimilarSentenceAgreesWithTheListedRuns() throws {
        try run { [self] in
            let app = app(try FixtureAPI())
            let window = try await models(app, upTo: "2019-01-29")
            let model = try XCTUnwrap(window.forecast)
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

    /// Early in the data (the app's today 2017-04-01) few runs had ended in the 12 months before: About this
    /// estimate says they are too few and points to the years.
    func testFewRecentRunsAreSaidToBeTooFew() throws {
        try run(timeout: 150) { [self] in
            clock.set("2017-04-01T01:00:00Z")
            let app = app(try FixtureAPI())
            let window = try await models(app, upTo: "2017-03-01")
            let model = try XCTUnwrap(window.forecast)
            model.loadBacktest()
            try await waitUntil("the backtest", timeout: 120) { model.backtestSentence != nil }
            let sentence = try XCTUnwrap(model.backtestSentence)
            XCTAssertTrue(
                sentence.hasPrefix("Over the last 12 months (runs that ended 2016-04-01 – 2017-03-31), "), sentence)
            XCTAssertTrue(
                sentence.hasSuffix(
                    " That is fewer than 30 runs, too few to tell how good the forecast is now: the years below tell more."
                ),
                sentence)
            XCTAssertLessThan(model.accuracy.recent?.lastTwelveMonths.films ?? 99, 30)
        }
    }
}
