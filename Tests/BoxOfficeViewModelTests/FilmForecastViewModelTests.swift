import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// "Where it may end" over the real services: 메이즈 러너: 데스 큐어 (20175054) opened 2018-01-17; the history
/// holds KOBIS's own charts of the days a test browses, the shipped runs the rest.
final class FilmForecastViewModelTests: ViewModelTestCase {
    /// The figures the forecast gives today; the method changes, so they are kept here, in one place.
    enum Expected {
        /// As of 2018-01-19 (D3); issue 44's method moved them from 3.0 million, 1.6–4.3 million, 46 %, 2 % and
        /// 12 %.
        static let medianLine = "≈ 2.6 million admissions (D3, 2018-01-19)"
        static let rangeLine = "≈ 1.5 million admissions to 5.3 million admissions (80% range)"
        static let chanceLines = [
            "1 million: > 99%", "3 million: 34%", "5 million: 12%",
            "10 million: 1%"
        ]
        static let breakEvenLine = "Break-even 4 million: 20%"
    }

    static let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Data/forecast/reference-runs.tsv").standardizedFileURL

    override func setUp() {
        super.setUp()
        clock.set("2018-01-20T01:00:00Z")
    }

    /// The window's model once its forecast is in.
    @MainActor func model(_ app: AppModel, _ code: String = "20175054", upTo: String?) async -> FilmForecastViewModel {
        let references = ForecastReferences(shipped: Self.shipped, history: app.services.history)
        let model = FilmForecastViewModel(
            movieCode: code, references: references, upTo: upTo.flatMap(Day.init),
            today: KoreanTime.today(now: clock.now()), language: .english)
        model.reload()
        await model.ready()
        return model
    }

    @MainActor func browse(_ app: AppModel, _ days: [String]) async throws {
        for day in days { _ = try await app.charts.dailyChart(Day(day)!) }
    }

    func testForecastAsOfTheChartsDay() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            try await browse(app, ["2018-01-17", "2018-01-18", "2018-01-19"])
            let model = await model(app, upTo: "2018-01-19")
            XCTAssertNil(model.refusal)
            XCTAssertEqual(model.heading, "Where it may end")
            XCTAssertEqual(model.medianLine, Expected.medianLine)
            XCTAssertEqual(model.rangeLine, Expected.rangeLine)
            XCTAssertEqual(model.chanceLines, Expected.chanceLines)
            XCTAssertEqual(model.forecast?.similar.count, 20)
            XCTAssertEqual(model.similarLines.count, 20)
            XCTAssertTrue(model.similarLines.allSatisfy { $0.contains("): D3 ") && $0.contains(" → final ") })
        }
    }

    /// Rows saved after the day forecast from change nothing: the same words before and after.
    func testLaterHistoryRowsDoNotMoveAnEarlierForecast() throws {
        try run { [self] in
            clock.set("2018-01-26T01:00:00Z")
            let api = try FixtureAPI()
            let app = app(api)
            try await browse(app, ["2018-01-17", "2018-01-18", "2018-01-19"])
            let model = await model(app, upTo: "2018-01-19")
            let before = model.forecast
            XCTAssertNotNil(before)
            let stamp = app.services.history?.forecastStamp
            XCTAssertNotNil(stamp)
            XCTAssertEqual(app.services.history?.forecastStamp, stamp, "unchanged while nothing is saved")
            try await browse(app, ["2018-01-20", "2018-01-21", "2018-01-22", "2018-01-25"])
            XCTAssertNotEqual(app.services.history?.forecastStamp, stamp, "the references are read again")
            model.reload()
            await model.ready()
            XCTAssertEqual(model.forecast, before)
            XCTAssertEqual(model.medianLine, Expected.medianLine)
            // The latest day moves it: a forecast up to 2018-01-22 is made from D6.
            let later = await self.model(app, upTo: "2018-01-22")
            XCTAssertEqual(later.forecast?.day, 6)
        }
    }

    func testRefusals() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            try await browse(app, ["2018-01-17"])
            let early = await model(app, upTo: "2018-01-16")
            let unknown = await model(app, "99999999", upTo: "2018-01-17")
            XCTAssertEqual(
                early.refusal,
                "메이즈 러너: 데스 큐어's opening day is 2018-01-17: a forecast starts from it (D1).")
            XCTAssertEqual(
                unknown.refusal,
                "No forecast: the history and the shipped runs have no day of this film in the top 10.")
            // 신과함께-죄와 벌 (opened 2017-12-20) had long ended by 2018-06-30.
            let ended = await model(app, "20150976", upTo: "2018-06-30")
            XCTAssertNil(ended.forecast)
            XCTAssertEqual(
                ended.refusal,
                "신과함께-죄와 벌's run ended on 2018-02-19 at 14,401,147 admissions: there is nothing left to forecast.")
        }
    }

    /// "400만" and "4,000,000" are taken, saved per film and its chance shown; "abc" is not, and loses nothing.
    func testBreakEvenEntry() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            try await browse(app, ["2018-01-17", "2018-01-18", "2018-01-19"])
            let model = await model(app, upTo: "2018-01-19")
            model.enterBreakEven("400만")
            await model.ready()
            XCTAssertNil(model.breakEvenProblem)
            XCTAssertEqual(model.savedBreakEvenText, "4,000,000")
            XCTAssertEqual(model.breakEvenLine, Expected.breakEvenLine)
            model.enterBreakEven("abc")
            XCTAssertEqual(model.breakEvenProblem, "Enter the break-even in admissions, like 4,000,000 or 400만.")
            XCTAssertEqual(model.savedBreakEvenText, "4,000,000", "a bad entry keeps the saved one")
            XCTAssertEqual(model.breakEvenLine, Expected.breakEvenLine)
            model.enterBreakEven(" 4,000,000 ")
            await model.ready()
            XCTAssertNil(model.breakEvenProblem)
            // Saved for the film: another model of it (the window opened again) reads it.
            let again = await self.model(app, upTo: "2018-01-19")
            let other = await self.model(app, "20176104", upTo: "2018-01-19")
            XCTAssertEqual(again.breakEvenLine, Expected.breakEvenLine)
            XCTAssertNil(other.forecast?.breakEven)
            model.enterBreakEven("")
            await model.ready()
            XCTAssertNil(model.breakEvenLine)
            XCTAssertEqual(model.savedBreakEvenText, "")
        }
    }

    /// The chart: the film's total D1–D3 as KOBIS counted it, the band starting there and ending at the 80% range.
    func testTheChartContinuesTheTotalWithTheBand() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            try await browse(app, ["2018-01-17", "2018-01-18", "2018-01-19"])
            let model = await model(app, upTo: "2018-01-19")
            let f = try XCTUnwrap(model.forecast)
            let chart = try XCTUnwrap(model.chart)
            XCTAssertEqual(chart.film, [230_471, 396_891, 578_236])
            XCTAssertEqual(chart.band.first?.dNumber, 3)
            XCTAssertEqual(chart.band.first?.low, 578_236)
            XCTAssertEqual(chart.band.first?.high, 578_236)
            XCTAssertEqual(chart.band.last?.dNumber, chart.lastDNumber)
            XCTAssertEqual(chart.band.last?.low, Double(f.low))
            XCTAssertEqual(chart.band.last?.median, Double(f.median))
            XCTAssertEqual(chart.band.last?.high, Double(f.high))
            XCTAssertTrue(chart.band.allSatisfy { $0.low <= $0.median && $0.median <= $0.high })
            XCTAssertEqual(chart.similar.count, 20)
            // Each similar run scaled to this film's D3 total: all meet at D3.
            for line in chart.similar { XCTAssertEqual(line.totals[2], 578_236, accuracy: 1, line.name) }
            XCTAssertGreaterThanOrEqual(chart.scale.top, Double(f.high))
        }
    }

    /// Print of the run carries the forecast after the days, then what happened (the run went on past D3 and
    /// ended on 2018-02-13), then the milestones.
    func testThePrintedRunIncludesTheForecast() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            try await browse(app, ["2018-01-17", "2018-01-18", "2018-01-19"])
            let run = FilmRunViewModel(
                movieCode: "20175054", history: app.services.history, fill: nil,
                forecast: await model(app, upTo: "2018-01-19"))
            await run.forecast?.ready()
            let doc = try XCTUnwrap(run.printDocument)
            XCTAssertEqual(doc.sections.map(\.title), [nil, "Where it may end", "What happened", "Milestones"])
            let lines = doc.sections[1].lines
            XCTAssertEqual(Array(lines.prefix(6)), [Expected.medianLine, Expected.rangeLine] + Expected.chanceLines)
            XCTAssertTrue(lines.last?.hasPrefix("Learnt from ") == true, lines.last ?? "")
            // A film past its run prints why there is no forecast, then what the forecast said at D3, D7 and D14.
            let ended = FilmRunViewModel(
                movieCode: "20150976", history: app.services.history, fill: nil,
                forecast: await model(app, "20150976", upTo: "2018-06-30"))
            await ended.forecast?.ready()
            XCTAssertEqual(ended.forecast?.printLines?.count, 5)
            XCTAssertEqual(ended.forecast?.printLines?.first, ended.forecast?.refusal)
            XCTAssertEqual(ended.forecast?.printLines?[1], "What the forecast said on the way:")
        }
    }

    /// "About this estimate": the target, the basis, the method, then the backtest once computed off the main thread.
    func testAboutThisEstimate() throws {
        // The backtest forecasts 828 films; under AddressSanitizer that takes far longer than the usual 20 s.
        try run(timeout: 150) { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            try await browse(app, ["2018-01-17", "2018-01-18", "2018-01-19"])
            let model = await model(app, upTo: "2018-01-19")
            XCTAssertEqual(model.aboutParagraphs.count, 4)
            XCTAssertEqual(model.aboutParagraphs[0], FilmForecast.targetSentence)
            XCTAssertTrue(model.aboutParagraphs[1].hasPrefix("Learnt from "), model.aboutParagraphs[1])
            XCTAssertEqual(model.aboutParagraphs[3], "Checking the forecast on past films…")
            model.loadBacktest()
            try await waitUntil("the backtest", timeout: 120) { model.backtestSentence != nil }
            // The last 12 months before the app's today (2018-01-20) of the runs it knows, then every year.
            XCTAssertEqual(model.aboutParagraphs.count, 5)
            XCTAssertEqual(
                model.aboutParagraphs[3],
                "Over the last 12 months (runs that ended 2017-01-20 – 2018-01-19), 125 films forecast at D7 only from runs that had ended by then: half were off by less than 11%, 73% were within ±20%, the 80% range held the final total for 77%, and forecasts were typically 1% low."
            )
            XCTAssertEqual(
                model.aboutParagraphs[4], "By the year the runs ended, the median error at D7: 2017 11%, 2018 2%.")
        }
    }

    func testBreakEvenParsing() {
        XCTAssertEqual(try FilmForecast.parseBreakEven("400만").get(), 4_000_000)
        XCTAssertEqual(try FilmForecast.parseBreakEven("400만 명").get(), 4_000_000)
        XCTAssertEqual(try FilmForecast.parseBreakEven("4,000,000").get(), 4_000_000)
        XCTAssertEqual(try FilmForecast.parseBreakEven("4000000명").get(), 4_000_000)
        XCTAssertEqual(try FilmForecast.parseBreakEven("  ").get(), nil)
        XCTAssertEqual(FilmForecast.parseBreakEven("abc"), .failure(.notANumber))
        XCTAssertEqual(FilmForecast.parseBreakEven("만"), .failure(.notANumber))
        XCTAssertEqual(FilmForecast.parseBreakEven("-5"), .failure(.notANumber))
        XCTAssertEqual(FilmForecast.parseBreakEven("0"), .failure(.zero))
        XCTAssertEqual(FilmForecast.parseBreakEven("99999999999만"), .failure(.tooLarge))
        XCTAssertEqual(FilmForecast.parseBreakEven(String(repeating: "9", count: 40)), .failure(.notANumber))
    }
}
