import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// The fill and run view-models over the real services: progress as the window words it, the budget
/// row, and a run that fills its gap.
/// Every day answers with its own real chart of January 2018 (Tests/Fixtures/market/2018): the figures
/// below are read from those files, so a day saved under another date shows the wrong ones.
final class HistoryModelTests: ViewModelTestCase {
    // 2018-01-20 10:00 KST: yesterday is 2018-01-19, D3 of 메이즈 러너: 데스 큐어 (opened at #1 on 2018-01-17).
    override func setUp() {
        super.setUp()
        clock.set("2018-01-20T01:00:00Z")
    }

    /// The whole market's #1 on a day as the history keeps it ("title audience"), nil for a day not kept.
    @MainActor func number1(_ app: AppModel, _ day: String) -> String? {
        app.services.history?.rows(on: Day(day)!).first { $0.rank == 1 }.map { "\($0.title) \($0.audience)" }
    }

    func testFilmRunShowsItsGapAndFillsIt() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            _ = try await app.charts.dailyChart(Day("2018-01-17")!)
            _ = try await app.charts.dailyChart(Day("2018-01-19")!)
            let fill = HistoryFillViewModel(services: app.services, language: .english)
            let model = FilmRunViewModel(movieCode: "20175054", history: app.services.history, fill: fill)
            XCTAssertEqual(model.points.map(\.value), [225_510, nil, 181_345])
            XCTAssertEqual(model.points.map(\.rank), [1, nil, 1])
            XCTAssertEqual(model.missingText, "1 day missing")
            XCTAssertEqual(model.summary, "메이즈 러너: 데스 큐어: 3 days since opening, 1 missing, 578,236 admissions in all")
            XCTAssertEqual(model.describe(model.points[1]), "D2 2018-01-18: missing")
            model.metric = .share
            XCTAssertEqual(model.points.map(\.value), [36.2, nil, 30.0])
            var texts: [String] = []
            fill.changes.observe { _ in texts.append(fill.statusText ?? "") }
            model.fillMissing()
            try await waitUntil("the fill finishes") { fill.progress?.phase == .finished }
            XCTAssertNil(model.missingText)
            XCTAssertEqual(model.points.map(\.rank), [1, 1, 1])
            XCTAssertEqual(model.points.map(\.value), [36.2, 30.3, 30.0])
            model.metric = .audience
            XCTAssertEqual(model.points.map(\.value), [225_510, 166_420, 181_345], "each day its own admissions")
            XCTAssertEqual(texts.first, "0 of 1 day · about 1 s left")
            XCTAssertEqual(texts.last, "History holds the day")
            // Two charts browsed, the gap's, and the details of the ten films 18 January names (this server has none).
            XCTAssertEqual(fill.usageText, "13 of 2,500 KOBIS requests used today (Korea time)")
            XCTAssertEqual(model.candidates(matching: "그것만").map(\.title), ["그것만이 내 세상"])
            model.compare(with: "20176104")
            // (578,236 − 391,771) / 391,771 = 47.6 %
            XCTAssertEqual(model.comparison?.sentence, "48% ahead of 그것만이 내 세상 at D3")
        }
    }

    func testBudgetRowAndPausedProgress() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            let fill = HistoryFillViewModel(services: app.services, language: .english)
            // 13 January's chart and its ten films' details, then 14 January's chart.
            fill.setBudget(12)
            XCTAssertEqual(fill.budget, 12)
            XCTAssertFalse(fill.isBudgetFromEnvironment)
            fill.start(.lastDays(7))
            try await waitUntil("the budget stops the fill") { fill.progress?.phase == .budgetReached }
            XCTAssertEqual(
                fill.statusText,
                "Stopped at today's request budget: 12 of 12 KOBIS requests made (Korea time); "
                    + "the rest can be filled after midnight in Korea")
            XCTAssertTrue(fill.canResume)
            XCTAssertEqual(fill.job(for: .lastDays(7))?.days.first, Day("2018-01-13"))
            XCTAssertEqual(
                [number1(app, "2018-01-13"), number1(app, "2018-01-14"), number1(app, "2018-01-15")],
                ["1987 434056", "1987 410882", nil])
            fill.cancel()
            XCTAssertEqual(fill.progress?.phase, .cancelled)
            XCTAssertEqual(fill.statusText, "Cancelled at 2 of 7 days")
        }
    }

    /// "Korean films too": the cost shown before starting counts both charts and the films' details (an estimate
    /// before the days are fetched: 10 films on the first, 0.8 on each next: about 12), the progress counts charts, and
    /// the Korean chart of each day is kept (2018-01-19: 그것만이 내 세상 at #1 among Korean films with 129,275; in the
    /// whole market 메이즈 러너: 데스 큐어 leads).
    func testKoreanTooCostsAndCountsCharts() throws {
        try run(timeout: 40) { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            let fill = HistoryFillViewModel(services: app.services, language: .english)
            XCTAssertEqual(fill.costText(.lastDays(3)), "About 15 KOBIS requests of 2,500 left today")
            XCTAssertEqual(fill.costText(.lastDays(3), koreanToo: true), "About 18 KOBIS requests of 2,500 left today")
            XCTAssertEqual(
                fill.costText(.lastDays(3), segment: ChartSegment(films: .diversity), koreanToo: true),
                "About 15 KOBIS requests of 2,500 left today", "no Korean chart for a segment")
            var texts: [String] = []
            fill.changes.observe { _ in texts.append(fill.statusText ?? "") }
            fill.start(.lastDays(3), koreanToo: true)
            // 19 requests at four a second take about 5 s: the default wait had no room for a busy machine.
            try await waitUntil("the fill finishes", timeout: 20) { fill.progress?.phase == .finished }
            XCTAssertEqual(fill.jobText, "Jan 17–19, 2018 (3 days, with Korean films)")
            // 6 charts and about 12 films' details at four a second.
            XCTAssertEqual(texts.first, "0 of 6 charts · about 5 s left")
            XCTAssertEqual(fill.statusText, "History holds all 6 charts")
            // The 13 films' details were asked for too (this server has none: they are left for a later fill).
            XCTAssertEqual(fill.usageText, "19 of 2,500 KOBIS requests used today (Korea time)")
            XCTAssertEqual(
                app.services.history?.rows(on: Day("2018-01-19")!, segment: .korean).first.map {
                    "\($0.title) \($0.audience)"
                }, "그것만이 내 세상 129275")
            XCTAssertEqual(number1(app, "2018-01-19"), "메이즈 러너: 데스 큐어 181345")
            // Every chart kept: the 13 films still lacking details, exactly.
            XCTAssertEqual(fill.costText(.lastDays(3), koreanToo: true), "13 KOBIS requests of 2,481 left today")
        }
    }

    /// A fill words the films' details it saved after the days (every film answers with 광해's real details under
    /// its own code; 17–19 January's charts name 13 films).
    func testTheFillSaysTheFilmsDetailsItSaved() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.movieTemplate = "movie_20124079.json"
            let app = app(api)
            let fill = HistoryFillViewModel(services: app.services, language: .english)
            fill.start(.lastDays(3))
            try await waitUntil("the fill finishes") { fill.progress?.phase == .finished }
            XCTAssertEqual(fill.statusText, "History holds all 3 days · 13 films' details saved")
            XCTAssertEqual(api.server.requests(to: "/kobis/movie/searchMovieInfo.json").count, 13)
        }
    }

    /// 신과함께-죄와 벌 opened on 2017-12-20, and this server answers 2017's days with an empty chart: once its Fill
    /// asked them, they are days it was not in the top 10, said where "12 days missing" was, and not offered again.
    func testDaysAnsweredEmptyAreSaidNotInTheTop10() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.movieTemplate = "movie_20124079.json"
            let app = app(api)
            clock.set("2018-02-01T00:00:00Z")
            _ = try await app.charts.dailyChart(Day("2018-01-01")!)
            let fill = HistoryFillViewModel(services: app.services, language: .english)
            let model = FilmRunViewModel(movieCode: "20150976", history: app.services.history, fill: fill)
            XCTAssertEqual(model.missingText, "12 days missing")
            XCTAssertNil(model.outsideText)
            model.fillMissing()
            try await waitUntil("the fill finishes") { fill.progress?.phase == .finished }
            model.reload()
            XCTAssertNil(model.missingText, "nothing to fill again")
            XCTAssertEqual(model.outsideText, "Not in the top 10 on 12 days")
            XCTAssertEqual(model.describe(model.points[0]), "D1 2017-12-20: not in the top 10")
        }
    }

    /// "1 day missing — Fill" asks for that one day, not for every day from the opening to yesterday
    /// (Endgame's "7 days missing" once went on towards yesterday: 2,772 days, the whole daily budget).
    func testFillAsksForExactlyTheMissingDays() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            clock.set("2018-01-23T01:00:00Z")  // yesterday 2018-01-22: three days after the last kept one
            _ = try await app.charts.dailyChart(Day("2018-01-17")!)
            _ = try await app.charts.dailyChart(Day("2018-01-19")!)
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            XCTAssertEqual(api.server.requests(to: daily).count, 2)
            let fill = HistoryFillViewModel(services: app.services, language: .english)
            let model = FilmRunViewModel(movieCode: "20175054", history: app.services.history, fill: fill)
            XCTAssertEqual(model.missingText, "1 day missing")
            model.fillMissing()
            try await waitUntil("the fill finishes") { fill.progress?.phase == .finished }
            XCTAssertEqual(fill.jobText, "메이즈 러너: 데스 큐어: 1 missing day, Thu, Jan 18, 2018")
            XCTAssertEqual(api.server.requests(to: daily).dropFirst(2).map { $0.query["targetDt"] ?? "" }, ["20180118"])
            XCTAssertEqual(fill.statusText, "History holds the day")
            XCTAssertNil(model.missingText)
            XCTAssertEqual(model.points.map(\.value), [225_510, 166_420, 181_345])
            XCTAssertEqual(number1(app, "2018-01-18"), "메이즈 러너: 데스 큐어 166420")
            XCTAssertNil(number1(app, "2018-01-20"), "nothing after the run's last kept day")
        }
    }

    /// Gaps apart from each other are fetched as they are, and a paused one is named with what Start
    /// would do to it.
    func testAFilmsScatteredGapsAndThePausedNote() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            clock.set("2018-01-23T01:00:00Z")
            for day in ["2018-01-17", "2018-01-19", "2018-01-22"] { _ = try await app.charts.dailyChart(Day(day)!) }
            let fill = HistoryFillViewModel(services: app.services, language: .english)
            let model = FilmRunViewModel(movieCode: "20175054", history: app.services.history, fill: fill)
            XCTAssertEqual(model.missingCount, 3)
            XCTAssertEqual(model.points.map(\.value), [225_510, nil, 181_345, nil, nil, 102_561])
            XCTAssertEqual(
                fill.job(for: .filmGaps(code: "20175054", title: "메이즈 러너: 데스 큐어", days: model.run?.missingDays ?? []))?
                    .days,
                ["2018-01-18", "2018-01-20", "2018-01-21"].compactMap(Day.init))
            api.server.holding = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            model.fillMissing()
            try await waitUntil("the first gap asked") {
                api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").count == 4
            }
            fill.pause()
            api.server.release()
            try await waitUntil("paused") { fill.progress?.phase == .paused }
            XCTAssertEqual(fill.jobText, "메이즈 러너: 데스 큐어: 3 missing days, Jan 18–21, 2018")
            XCTAssertEqual(
                fill.replaceNote,
                "Start replaces the paused fill (메이즈 러너: 데스 큐어: 3 missing days, Jan 18–21, 2018); the days it saved stay saved."
            )
            XCTAssertEqual(
                api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").dropFirst(3).map {
                    $0.query["targetDt"] ?? ""
                }, ["20180118"])
            // The day asked before the pause is kept under its own date; the later gaps stay gaps.
            XCTAssertEqual(model.points.map(\.value), [225_510, 166_420, 181_345, nil, nil, 102_561])
        }
    }

    /// The chart's axes: round ticks labelled the app's way, linear or log (remembered for the app), KOBIS
    /// weeks from the opening day's week, and a note naming the marks for days without figures.
    func testTheRunsAxesWeeksAndGapMarks() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            clock.set("2018-01-16T01:00:00Z")
            // 코코 opened on Thursday 2018-01-11 after a preview at #9 on 2018-01-08 (D-2); out of the top 10
            // on 2018-01-09; 2018-01-15 is the Monday its second KOBIS week starts.
            for day in ["2018-01-08", "2018-01-09", "2018-01-11", "2018-01-15"] {
                _ = try await app.charts.dailyChart(Day(day)!)
            }
            let stateFile = FileManager.default.temporaryDirectory.appendingPathComponent(
                "runchart-state-\(UUID().uuidString).ini")
            defer { try? FileManager.default.removeItem(at: stateFile) }
            let state = AppSettings(inMemoryFrom: stateFile)
            let model = FilmRunViewModel(movieCode: "20179985", history: app.services.history, fill: nil, state: state)
            XCTAssertEqual(model.points.map(\.value), [2_110, nil, nil, 106_921, nil, nil, nil, 105_194])
            XCTAssertEqual(
                model.points.map(\.status).map { if case .ranked = $0 { "ranked" } else { "\($0)" } },
                ["ranked", "outsideTop10", "missing", "ranked", "missing", "missing", "missing", "ranked"])
            XCTAssertEqual(model.valueScale.ticks.map(\.label), ["0", "50,000", "100,000", "150,000"])
            XCTAssertEqual(model.weekMarks.map(\.label), ["W1", "W2"])
            XCTAssertEqual(model.weekMarks.map(\.index), [3, 7])
            XCTAssertEqual(model.weekMarks.map(\.date), ["Jan 11", "Jan 15"])
            XCTAssertEqual(
                model.marksNote, "Hollow dot: not in the top 10 that day · Hatched: no chart saved for that day")
            XCTAssertEqual(
                model.chartSummary,
                "코코: 8 days since opening, 4 missing, 955,169 admissions in all. "
                    + "Hollow dot: not in the top 10 that day · Hatched: no chart saved for that day")
            model.metric = .sales
            XCTAssertEqual(model.valueScale.ticks.map(\.label), ["₩0", "₩500,000,000", "₩1,000,000,000"])
            model.metric = .audience
            XCTAssertFalse(model.logScale)
            model.logScale = true
            XCTAssertEqual(model.valueScale.ticks.map(\.value), [1_000, 10_000, 100_000, 1_000_000])
            // Remembered for the app: the next film's window opens on the log scale.
            let korean = FilmRunViewModel(
                movieCode: "20179985", history: app.services.history, fill: nil,
                state: state, language: .korean)
            XCTAssertTrue(korean.logScale)
            XCTAssertEqual(korean.valueScale.ticks.map(\.label), ["1,000", "1만", "10만", "100만"])
            XCTAssertEqual(korean.weekMarks.map(\.date), ["1.11", "1.15"])

            // 다운사이징 opened the same day, ranked on both of its kept days: only the gaps are marked.
            let downsizing = FilmRunViewModel(movieCode: "20173547", history: app.services.history, fill: nil)
            XCTAssertEqual(downsizing.points.map(\.value), [32_562, nil, nil, nil, 10_623])
            XCTAssertEqual(downsizing.marksNote, "Hatched: no chart saved for that day")
            model.compare(with: "20173547")
            XCTAssertNil(model.marksNote, "two lines break at gaps and need no marks")
        }
    }

    /// A film with no saved day: with a key, the way to its days is a chart or Fill History, not a key.
    func testAFilmWithoutHistorySaysHowItsDaysArriveWithAndWithoutAKey() throws {
        try run { [self] in
            let keyed = app(try FixtureAPI())
            let film = FilmRunViewModel(
                movieCode: "20199882", history: keyed.services.history,
                fill: HistoryFillViewModel(services: keyed.services, language: .english))
            XCTAssertNil(film.run)
            XCTAssertEqual(
                film.emptyText,
                "No history for this film yet: its days appear here as charts are opened, or with Fill History in the main menu."
            )
            let sample = app(nil, kobisKey: nil)
            let sampled = FilmRunViewModel(
                movieCode: "20199882", history: sample.services.history,
                fill: HistoryFillViewModel(services: sample.services, language: .english))
            XCTAssertEqual(
                sampled.emptyText,
                "No history for this film yet: with a KOBIS key, its days appear here as charts are opened or history is filled."
            )
        }
    }

    /// Comparing follows the chosen metric (only the ones two films can be compared in are offered), the
    /// sentence says so in that metric's words, and the read-out starts on the latest day both have figures.
    func testComparingFollowsTheMetricAndStartsOnTheCommonDay() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            clock.set("2018-01-21T01:00:00Z")  // yesterday 2018-01-20: 메이즈 러너's D4
            for day in ["2018-01-17", "2018-01-19", "2018-01-20"] { _ = try await app.charts.dailyChart(Day(day)!) }
            let model = FilmRunViewModel(movieCode: "20175054", history: app.services.history, fill: nil)
            XCTAssertEqual(model.offeredMetrics, [.audience, .sales, .screens, .shows, .share])
            model.compare(with: "20176104")  // 그것만이 내 세상, opened the same day: D1, D3 and D4 in both
            XCTAssertEqual(model.offeredMetrics, [.audienceTotal, .salesTotal, .audience, .screens])
            XCTAssertEqual(model.shownMetric, .audienceTotal)
            // (944,956 − 651,533) / 651,533 = 45.0 %
            XCTAssertEqual(model.comparison?.sentence, "45% ahead of 그것만이 내 세상 at D4")
            XCTAssertEqual(model.comparedPoints.map(\.dNumber), [1, 3, 4])
            XCTAssertEqual(model.comparedPoints.map(\.value), [230_471, 578_236, 944_956])
            XCTAssertEqual(model.comparedPoints.map(\.otherValue), [149_504, 391_771, 651_533])
            XCTAssertEqual(model.comparisonStartDNumber, 4)
            XCTAssertEqual(model.legend?.solid, "메이즈 러너: 데스 큐어")
            XCTAssertEqual(model.legend?.dashed, "그것만이 내 세상")

            model.choose(.salesTotal)
            XCTAssertEqual(model.comparedPoints.map(\.value), [1_811_094_400, 4_673_978_480, 7_833_282_363])
            XCTAssertEqual(model.comparedPoints.map(\.otherValue), [1_165_416_000, 3_110_929_042, 5_296_566_490])
            // (7,833,282,363 − 5,296,566,490) / 5,296,566,490 = 47.9 %
            XCTAssertEqual(model.comparison?.sentence, "48% ahead of 그것만이 내 세상 in total sales at D4")
            XCTAssertEqual(
                model.describe(model.comparedPoints[2]),
                "D4: 메이즈 러너: 데스 큐어 ₩7,833,282,363 in all, 그것만이 내 세상 ₩5,296,566,490 in all")
            model.choose(.screens)
            XCTAssertEqual(model.comparedPoints.map(\.value), [919, 1_020, 1_090])
            XCTAssertEqual(model.comparedPoints.map(\.otherValue), [825, 825, 856])
            // (1,090 − 856) / 856 = 27.3 %
            XCTAssertEqual(model.comparison?.sentence, "27% more screens than 그것만이 내 세상 on D4")
            model.choose(.audience)
            XCTAssertEqual(model.comparedPoints.map(\.value), [225_510, 181_345, 366_720])
            // (366,720 − 259,762) / 259,762 = 41.2 %
            XCTAssertEqual(model.comparison?.sentence, "41% more admissions than 그것만이 내 세상 on D4")
            XCTAssertEqual(
                model.describe(model.comparedPoints[2]),
                "D4: 메이즈 러너: 데스 큐어 366,720 admissions, 그것만이 내 세상 259,762 admissions")
            // Shows and the share are not offered while comparing: choosing one changes nothing.
            model.choose(.shows)
            XCTAssertEqual(model.shownMetric, .audience)
            XCTAssertEqual(model.comparison?.measure, .audience)
            XCTAssertEqual(model.metric, .audience, "the bars' metric is its own")

            // 다키스트 아워 has D1 alone (out of the top 10 after its opening day): the read-out starts there.
            model.compare(with: "20178228")
            XCTAssertEqual(model.comparedPoints.map(\.dNumber), [1, 3, 4])
            XCTAssertEqual(model.comparisonStartDNumber, 1)
            // (225,510 − 1,796) / 1,796 = 12,456 %
            XCTAssertEqual(model.comparison?.sentence, "12,456% more admissions than 다키스트 아워 on D1")
            XCTAssertEqual(
                model.describe(model.comparedPoints[0]),
                "D1: 메이즈 러너: 데스 큐어 225,510 admissions, 다키스트 아워 1,796 admissions")
            XCTAssertEqual(
                model.describe(model.comparedPoints[2]), "D4: 메이즈 러너: 데스 큐어 366,720 admissions, 다키스트 아워 no figures")

            // The shared image shows what the chart does: both lines in the compared measure, the sentence under them.
            model.compare(with: "20176104")
            model.choose(.audienceTotal)
            let image = try XCTUnwrap(model.imageContent)
            XCTAssertEqual(image.title, "메이즈 러너: 데스 큐어")
            XCTAssertEqual(image.subtitle, "Total audience · D1–D4")
            XCTAssertEqual(image.days.map(\.value), [230_471, 578_236, 944_956])
            XCTAssertEqual(image.days.map(\.rank), [nil, nil, nil])
            XCTAssertEqual(image.compared?.title, "그것만이 내 세상")
            XCTAssertEqual(image.compared?.values, [149_504, 391_771, 651_533])
            XCTAssertEqual(image.compared?.sentence, "45% ahead of 그것만이 내 세상 at D4")
            XCTAssertEqual(image.milestones, [])
            XCTAssertEqual(image.scale, model.valueScale)
            XCTAssertEqual(model.imageName, "boxoffice-run-20175054-vs-20176104.png")

            // Back to one film: its bars and their metrics, as they were.
            model.clearComparison()
            XCTAssertNil(model.imageContent?.compared)
            XCTAssertEqual(model.imageName, "boxoffice-run-20175054.png")
            XCTAssertEqual(model.offeredMetrics, FilmRunViewModel.Metric.bars)
            XCTAssertEqual(model.shownMetric, .audience)
            XCTAssertNil(model.comparisonStartDNumber)
            model.choose(.share)
            XCTAssertEqual(model.metric, .share)
            model.choose(.audienceTotal)
            XCTAssertEqual(model.metric, .share, "not a bar metric")
        }
    }
}
