import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// The fill and run view-models over the real services: progress as the window words it, the budget
/// row, and a run that fills its gap.
final class HistoryModelTests: ViewModelTestCase {
    func testFilmRunShowsItsGapAndFillsIt() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let app = app(api)
            // The clock says 2022-01-06 10:00 KST: yesterday is 2022-01-05, 경관의 피's opening day.
            clock.set("2022-01-08T01:00:00Z")   // yesterday 2022-01-07
            _ = try await app.charts.dailyChart(Day("2022-01-05")!)
            _ = try await app.charts.dailyChart(Day("2022-01-07")!)
            let fill = HistoryFillModel(services: app.services)
            let model = FilmRunModel(movieCode: "20199882", history: app.services.history, fill: fill)
            XCTAssertEqual(model.points.map(\.value), [64_050, nil, 10_535])
            XCTAssertEqual(model.points.map(\.rank), [1, nil, 4])
            XCTAssertEqual(model.missingText, "1 day missing")
            XCTAssertEqual(model.summary, "경관의 피: 3 days since opening, 1 missing, 609,876 admissions in all")
            XCTAssertEqual(model.describe(model.points[1]), "D2 2022-01-06: missing")
            model.metric = .share
            XCTAssertEqual(model.points.map(\.value), [34.2, nil, 11.1])
            var texts: [String] = []
            fill.observers.add { texts.append(fill.statusText ?? "") }
            model.fillMissing()
            try await waitUntil("the fill finishes") { fill.progress?.phase == .finished }
            XCTAssertNil(model.missingText)
            XCTAssertEqual(model.points.map(\.rank), [1, 4, 4])
            XCTAssertEqual(texts.first, "2 of 3 days · about 1 s left")
            XCTAssertEqual(texts.last, "History holds all 3 days")
            XCTAssertEqual(fill.usageText, "3 of 2,500 KOBIS requests used today (Korea time)")
            XCTAssertEqual(model.candidates(matching: "씽").map(\.title), ["씽2게더"])
            model.compare(with: "20218764")
            XCTAssertEqual(model.comparison?.sentence, "6 % ahead of 씽2게더 at D3")
        }
    }

    func testBudgetRowAndPausedProgress() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let app = app(api)
            let fill = HistoryFillModel(services: app.services)
            fill.setBudget(2)
            XCTAssertEqual(fill.budget, 2)
            XCTAssertFalse(fill.isBudgetFromEnvironment)
            fill.start(.lastDays(7))
            try await waitUntil("the budget stops the fill") { fill.progress?.phase == .budgetReached }
            XCTAssertEqual(fill.statusText, "Stopped at today's request budget: 2 of 2 KOBIS requests made (Korea time); "
                           + "the rest can be filled after midnight in Korea")
            XCTAssertTrue(fill.canResume)
            XCTAssertEqual(fill.job(for: .lastDays(7)).days.first, Day("2021-12-30"))
            fill.cancel()
            XCTAssertEqual(fill.progress?.phase, .cancelled)
            XCTAssertEqual(fill.statusText, "Cancelled at 2 of 7 days")
        }
    }
}
