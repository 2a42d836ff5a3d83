import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// Issue 45 (15), docs/NUMBERS.md: the places that wrote a number two ways, through their view models on real
/// days. 메이즈 러너: 데스 큐어 (20175054) as of 2018-01-19 (D3), 578,236 admissions so far.
final class NumberWritingTests: ViewModelTestCase {
    override func setUp() {
        super.setUp()
        clock.set("2018-01-20T01:00:00Z")
    }

    @MainActor private func forecastModel(_ app: AppModel) async throws -> FilmForecastViewModel {
        for day in ["2018-01-17", "2018-01-18", "2018-01-19"] { _ = try await app.charts.dailyChart(Day(day)!) }
        let references = ForecastReferences(shipped: FilmForecastViewModelTests.shipped, history: app.services.history)
        let model = FilmForecastViewModel(
            movieCode: "20175054", references: references, upTo: Day("2018-01-19"),
            today: KoreanTime.today(now: clock.now()), language: .english)
        model.reload()
        await model.ready()
        return model
    }

    /// A chance is never "100%" (nor "0%") until the mark is passed: a break-even just above the total is
    /// "> 99%", one out of reach "< 1%", one the film is past says so, with no chance at all.
    func testAChanceIsCappedUntilTheMarkIsPassed() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let model = try await forecastModel(app(api))
            let f = try XCTUnwrap(model.forecast)
            XCTAssertEqual(f.audienceToDate, 578_236)
            XCTAssertEqual(
                model.chanceLines, ["1 million: > 99%", "3 million: 34%", "5 million: 12%", "10 million: 1%"])

            // One admission to go: the distribution says all but 1, the window does not.
            model.enterBreakEven("578,237")
            await model.ready()
            XCTAssertEqual(f.breakEven, nil)
            XCTAssertEqual(try XCTUnwrap(model.forecast?.breakEven?.chance), 1, accuracy: 1e-9)
            XCTAssertEqual(model.breakEvenLine, "Break-even 578,237 admissions: > 99%")
            XCTAssertEqual(model.forecast?.lines(NumberFormatting(.english)).last?.value, "> 99%")

            model.enterBreakEven("100000000")  // 1억: past every film
            await model.ready()
            XCTAssertEqual(model.breakEvenLine, "Break-even 100 million: < 1%")
            XCTAssertEqual(model.forecast?.lines(NumberFormatting(.english)).last?.value, "< 1%")

            model.enterBreakEven("500,000")  // passed on D3
            await model.ready()
            XCTAssertEqual(model.breakEvenLine, "Break-even 500,000 admissions: already passed")
            XCTAssertEqual(model.forecast?.lines(NumberFormatting(.english)).last?.value, "already passed")
        }
    }

    /// The run's milestones name their marks as the forecast and the notifications do, not "1,000,000".
    func testMilestonesNameTheirMarksInMillions() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            let forecast = try await forecastModel(app)
            let run = FilmRunViewModel(
                movieCode: "20175054", history: app.services.history, fill: nil, forecast: forecast)
            XCTAssertEqual(
                run.lines.map(\.label).filter { $0.hasPrefix("Passed") },
                ["Passed 1 million admissions", "Passed 5 million admissions", "Passed 10 million admissions"])
        }
    }
}
