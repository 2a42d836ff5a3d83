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
            let fill = HistoryFillModel(services: app.services, language: .english)
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
            XCTAssertEqual(texts.first, "0 of 1 days · about 1 s left")
            XCTAssertEqual(texts.last, "History holds the day")
            XCTAssertEqual(fill.usageText, "3 of 2,500 KOBIS requests used today (Korea time)")
            XCTAssertEqual(model.candidates(matching: "씽").map(\.title), ["씽2게더"])
            model.compare(with: "20218764")
            XCTAssertEqual(model.comparison?.sentence, "6% ahead of 씽2게더 at D3")
        }
    }

    func testBudgetRowAndPausedProgress() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let app = app(api)
            let fill = HistoryFillModel(services: app.services, language: .english)
            fill.setBudget(2)
            XCTAssertEqual(fill.budget, 2)
            XCTAssertFalse(fill.isBudgetFromEnvironment)
            fill.start(.lastDays(7))
            try await waitUntil("the budget stops the fill") { fill.progress?.phase == .budgetReached }
            XCTAssertEqual(fill.statusText, "Stopped at today's request budget: 2 of 2 KOBIS requests made (Korea time); "
                           + "the rest can be filled after midnight in Korea")
            XCTAssertTrue(fill.canResume)
            XCTAssertEqual(fill.job(for: .lastDays(7))?.days.first, Day("2021-12-30"))
            fill.cancel()
            XCTAssertEqual(fill.progress?.phase, .cancelled)
            XCTAssertEqual(fill.statusText, "Cancelled at 2 of 7 days")
        }
    }

    /// "1 day missing — Fill" asks for that one day, not for every day from the opening to yesterday
    /// (Endgame's "7 days missing" once went on towards yesterday: 2,772 days, the whole daily budget).
    func testFillAsksForExactlyTheMissingDays() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let app = app(api)
            clock.set("2022-01-11T01:00:00Z")   // yesterday 2022-01-10: three days after the last kept one
            _ = try await app.charts.dailyChart(Day("2022-01-05")!)
            _ = try await app.charts.dailyChart(Day("2022-01-07")!)
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            XCTAssertEqual(api.server.requests(to: daily).count, 2)
            let fill = HistoryFillModel(services: app.services, language: .english)
            let model = FilmRunModel(movieCode: "20199882", history: app.services.history, fill: fill)
            XCTAssertEqual(model.missingText, "1 day missing")
            model.fillMissing()
            try await waitUntil("the fill finishes") { fill.progress?.phase == .finished }
            XCTAssertEqual(fill.jobText, "경관의 피: 1 missing day, Thu, Jan 6, 2022")
            XCTAssertEqual(api.server.requests(to: daily).dropFirst(2).map { $0.query["targetDt"] ?? "" }, ["20220106"])
            XCTAssertEqual(fill.statusText, "History holds the day")
            XCTAssertNil(model.missingText)
        }
    }

    /// Gaps apart from each other are fetched as they are, and a paused one is named with what Start
    /// would do to it.
    func testAFilmsScatteredGapsAndThePausedNote() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let app = app(api)
            clock.set("2022-01-11T01:00:00Z")
            for day in ["2022-01-05", "2022-01-07", "2022-01-10"] { _ = try await app.charts.dailyChart(Day(day)!) }
            let fill = HistoryFillModel(services: app.services, language: .english)
            let model = FilmRunModel(movieCode: "20199882", history: app.services.history, fill: fill)
            XCTAssertEqual(model.missingCount, 3)
            XCTAssertEqual(fill.job(for: .filmGaps(code: "20199882", title: "경관의 피", days: model.run?.missingDays ?? []))?.days,
                           ["2022-01-06", "2022-01-08", "2022-01-09"].compactMap(Day.init))
            api.server.holding = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            model.fillMissing()
            try await waitUntil("the first gap asked") { api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").count == 4 }
            fill.pause()
            api.server.release()
            try await waitUntil("paused") { fill.progress?.phase == .paused }
            XCTAssertEqual(fill.jobText, "경관의 피: 3 missing days, Jan 6–9, 2022")
            XCTAssertEqual(fill.replaceNote, "Start replaces the paused fill (경관의 피: 3 missing days, Jan 6–9, 2022); the days it saved stay saved.")
            XCTAssertEqual(api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").dropFirst(3).map { $0.query["targetDt"] ?? "" }, ["20220106"])
        }
    }

    /// The chart's axes: round ticks labelled the app's way, linear or log (remembered for the app), KOBIS
    /// weeks from the opening day's week, and a note naming the marks for days without figures.
    func testTheRunsAxesWeeksAndGapMarks() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let app = app(api)
            clock.set("2022-01-11T01:00:00Z")
            // 경관의 피 opened on Wednesday 2022-01-05; 2022-01-10 is the Monday its second KOBIS week starts.
            for day in ["2022-01-04", "2022-01-05", "2022-01-07", "2022-01-10"] { _ = try await app.charts.dailyChart(Day(day)!) }
            let stateFile = FileManager.default.temporaryDirectory.appendingPathComponent("runchart-state-\(UUID().uuidString).ini")
            defer { try? FileManager.default.removeItem(at: stateFile) }
            let state = WindowStateStore(file: stateFile)
            let model = FilmRunModel(movieCode: "20199882", history: app.services.history, fill: nil, state: state)
            // 2022-01-04 answers with the template, where it is ranked: a preview day (D0), in no week.
            XCTAssertEqual(model.points.map(\.value), [10_535, 64_050, nil, 10_535, nil, nil, 10_535])
            XCTAssertEqual(model.valueScale.ticks.map(\.label), ["0", "20,000", "40,000", "60,000", "80,000"])
            XCTAssertEqual(model.weekMarks.map(\.label), ["W1", "W2"])
            XCTAssertEqual(model.weekMarks.map(\.index), [1, 6])
            XCTAssertEqual(model.weekMarks.map(\.date), ["Jan 5", "Jan 10"])
            XCTAssertEqual(model.marksNote, "Hatched: no chart saved for that day")
            XCTAssertEqual(model.chartSummary, "경관의 피: 7 days since opening, 3 missing, 609,876 admissions in all. "
                           + "Hatched: no chart saved for that day")
            model.metric = .sales
            XCTAssertEqual(model.valueScale.ticks.map(\.label), ["₩0", "₩200,000,000", "₩400,000,000", "₩600,000,000"])
            model.metric = .audience
            XCTAssertFalse(model.logScale)
            model.logScale = true
            XCTAssertEqual(model.valueScale.ticks.map(\.value), [10_000, 20_000, 50_000, 100_000])
            // Remembered for the app: the next film's window opens on the log scale.
            let korean = FilmRunModel(movieCode: "20199882", history: app.services.history, fill: nil,
                                      state: WindowStateStore(file: stateFile), language: .korean)
            XCTAssertTrue(korean.logScale)
            XCTAssertEqual(korean.valueScale.ticks.map(\.label), ["1만", "2만", "5만", "10만"])
            XCTAssertEqual(korean.weekMarks.map(\.date), ["1.5", "1.10"])

            // 하우스 오브 구찌 is in every chart but 2022-01-05's (kept: outside the top 10); 2022-01-06 is missing.
            let gucci = FilmRunModel(movieCode: "20211177", history: app.services.history, fill: nil)
            XCTAssertEqual(gucci.points.map(\.status).map { if case .ranked = $0 { "ranked" } else { "\($0)" } },
                           ["ranked", "outsideTop10", "missing", "ranked", "missing", "missing", "ranked"])
            XCTAssertEqual(gucci.marksNote, "Hollow dot: not in the top 10 that day · Hatched: no chart saved for that day")
            gucci.compare(with: "20199882")
            XCTAssertNil(gucci.marksNote, "two lines break at gaps and need no marks")
        }
    }

    /// A film with no saved day: with a key, the way to its days is a chart or Fill History, not a key.
    func testAFilmWithoutHistorySaysHowItsDaysArriveWithAndWithoutAKey() throws {
        try run { [self] in
            let keyed = app(try FixtureAPI())
            let film = FilmRunModel(movieCode: "20199882", history: keyed.services.history,
                                    fill: HistoryFillModel(services: keyed.services, language: .english))
            XCTAssertNil(film.run)
            XCTAssertEqual(film.emptyText, "No history for this film yet: its days appear here as charts are opened, or with Fill History in the main menu.")
            let sample = app(nil, kobisKey: nil)
            let sampled = FilmRunModel(movieCode: "20199882", history: sample.services.history,
                                       fill: HistoryFillModel(services: sample.services, language: .english))
            XCTAssertEqual(sampled.emptyText, "No history for this film yet: with a KOBIS key, its days appear here as charts are opened or history is filled.")
        }
    }

    /// Comparing follows the chosen metric (only the ones two films can be compared in are offered), the
    /// sentence says so in that metric's words, and the read-out starts on the latest day both have figures.
    func testComparingFollowsTheMetricAndStartsOnTheCommonDay() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let app = app(api)
            clock.set("2022-01-09T01:00:00Z")   // yesterday 2022-01-08: 경관의 피's D4
            for day in ["2022-01-05", "2022-01-07", "2022-01-08"] { _ = try await app.charts.dailyChart(Day(day)!) }
            let model = FilmRunModel(movieCode: "20199882", history: app.services.history, fill: nil)
            XCTAssertEqual(model.offeredMetrics, [.audience, .sales, .screens, .shows, .share])
            model.compare(with: "20218764")   // 씽2게더, opened the same day: D1, D3 and D4 in both
            XCTAssertEqual(model.offeredMetrics, [.audienceTotal, .salesTotal, .audience, .screens])
            XCTAssertEqual(model.shownMetric, .audienceTotal)
            XCTAssertEqual(model.comparison?.sentence, "6% ahead of 씽2게더 at D4")
            XCTAssertEqual(model.comparedPoints.map(\.dNumber), [1, 3, 4])
            XCTAssertEqual(model.comparedPoints.map(\.value), [69_228, 609_876, 609_876])
            XCTAssertEqual(model.comparedPoints.map(\.otherValue), [44_778, 574_253, 574_253])
            XCTAssertEqual(model.comparisonStartDNumber, 4)
            XCTAssertEqual(model.legend?.solid, "경관의 피")
            XCTAssertEqual(model.legend?.dashed, "씽2게더")

            model.choose(.salesTotal)
            XCTAssertEqual(model.comparedPoints.map(\.value), [631_402_330, 6_000_299_380, 6_000_299_380])
            XCTAssertEqual(model.comparedPoints.map(\.otherValue), [384_962_010, 5_255_494_180, 5_255_494_180])
            XCTAssertEqual(model.comparison?.sentence, "14% ahead of 씽2게더 in total sales at D4")
            XCTAssertEqual(model.describe(model.comparedPoints[2]), "D4: 경관의 피 ₩6,000,299,380 in all, 씽2게더 ₩5,255,494,180 in all")
            model.choose(.screens)
            XCTAssertEqual(model.comparedPoints.map(\.value), [1_171, 674, 674])
            XCTAssertEqual(model.comparedPoints.map(\.otherValue), [999, 914, 914])
            XCTAssertEqual(model.comparison?.sentence, "26% fewer screens than 씽2게더 on D4")
            model.choose(.audience)
            XCTAssertEqual(model.comparedPoints.map(\.value), [64_050, 10_535, 10_535])
            XCTAssertEqual(model.comparison?.sentence, "39% fewer admissions than 씽2게더 on D4")
            XCTAssertEqual(model.describe(model.comparedPoints[2]), "D4: 경관의 피 10,535 admissions, 씽2게더 17,312 admissions")
            // Shows and the share are not offered while comparing: choosing one changes nothing.
            model.choose(.shows)
            XCTAssertEqual(model.shownMetric, .audience)
            XCTAssertEqual(model.comparison?.measure, .audience)
            XCTAssertEqual(model.metric, .audience, "the bars' metric is its own")

            // 피드백 has D1 alone: the read-out starts there, not on D4 where it has none.
            model.compare(with: "20210672")
            XCTAssertEqual(model.comparedPoints.map(\.dNumber), [1, 3, 4])
            XCTAssertEqual(model.comparisonStartDNumber, 1)
            XCTAssertEqual(model.comparison?.sentence, "8,463% more admissions than 피드백 on D1")
            XCTAssertEqual(model.describe(model.comparedPoints[0]), "D1: 경관의 피 64,050 admissions, 피드백 748 admissions")
            XCTAssertEqual(model.describe(model.comparedPoints[2]), "D4: 경관의 피 10,535 admissions, 피드백 no figures")

            // Back to one film: its bars and their metrics, as they were.
            model.clearComparison()
            XCTAssertEqual(model.offeredMetrics, FilmRunModel.Metric.bars)
            XCTAssertEqual(model.shownMetric, .audience)
            XCTAssertNil(model.comparisonStartDNumber)
            model.choose(.share)
            XCTAssertEqual(model.metric, .share)
            model.choose(.audienceTotal)
            XCTAssertEqual(model.metric, .share, "not a bar metric")
        }
    }
}
