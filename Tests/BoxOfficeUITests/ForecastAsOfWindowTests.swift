import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// A past day's forecast beside what happened: 보헤미안 랩소디 (20185485, opened 2018-10-31) opened from the chart
/// of 2018-11-06, its D7, where it was #2 with 874,499 admissions. Its run went on to 9,931,010 (2019-02-05),
/// the word-of-mouth hit a first week cannot see: the window forecasts as of D7, draws the film's line to D7
/// only, and sets what happened apart, named, with the forecast's error.
final class ForecastAsOfWindowTests: KoreanUITestCase {
    /// The figures the forecast gives today; the method changes, so they are kept here, in one place.
    enum Expected {
        static let madeFrom = "D7, 2018-11-06 기준"
        static let ended = "2019-02-05에 9,931,010명으로 상영을 마쳤습니다."
        static let error = "예상 ≈ 172만 명 · 실제 993만 명, 83% 낮게"
        static let endedEnglish = "The run ended on 2019-02-05 at 9,931,010 admissions."
        static let errorEnglish = "Forecast ≈ 1.7 million admissions · actual 9.9 million admissions, 83% low"
        /// 신과함께-인과 연 (20186202) had ended on 2018-09-16: opened by its code, no forecast.
        static let endedRefusal = "「신과함께-인과 연」의 상영은 2018-09-16에 관객 12,264,813명으로 끝났습니다: 더 예상할 것이 없습니다."
        /// About this estimate with the app's today in 2025: no run the app knows ended in the 12 months before.
        static let noRecentRun =
            "최근 12개월(2024-06-02 – 2025-06-01)에 상영이 끝난 영화를 앱은 하나도 모릅니다: 최근의 정확도는 말할 수 없고, 아래 연도별 수치가 말해 줍니다."
        static let endedPast = """
            예상이 상영 중에 말한 것:
            D3(2018-08-03): ≈ 1,721만 명 (80% 범위 876만 명–1,761만 명), 40% 높게
            D7(2018-08-07): ≈ 1,451만 명 (80% 범위 1,127만 명–1,761만 명), 18% 높게
            D14(2018-08-14): ≈ 1,208만 명 (80% 범위 1,113만 명–1,525만 명), 2% 낮게
            """
    }

    func testAPastDaysForecastShowsTheRunToThatDayAndWhatHappenedApart() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openBohemianRhapsody() else { return XCTFail("no run section") }
            let section = run.forecast
            waitFor("what happened") { section.ui.outcome.isVisible }
            XCTAssertEqual(section.ui.madeFrom.text, Expected.madeFrom)
            XCTAssertEqual(section.ui.outcomeEnded.text, Expected.ended)
            XCTAssertEqual(section.ui.outcomeError.text, Expected.error)
            // The forecast's chart drew the film's own line up to D7, not a day later.
            scrollIntoView(section.chart.area.widget, in: section.chart.area.widget)
            waitFor("the chart drawn") { section.chart.lastDrawnFilmDay != nil }
            XCTAssertEqual(section.chart.lastDrawnFilmDay, 7)
            // What the window prints and shares stops at D7 too, with what happened as its own part.
            let model = try XCTUnwrap(run.model)
            // (The history holds the chart of 2018-11-06 alone: nothing to cut; ForecastAsOfRunTests cuts a longer one.)
            XCTAssertNil(model.asOfCut)
            let doc = try XCTUnwrap(model.printDocument)
            XCTAssertEqual(doc.sections.map(\.title), [nil, "예상 최종 관객", "실제로 일어난 일", "주요 기록"])
            XCTAssertEqual(doc.sections[0].table?.rows.last?.first, "D7")
            XCTAssertEqual(doc.sections[2].lines, [Expected.error, Expected.ended])
            XCTAssertEqual(model.imageContent?.outcome.map(\.value), [Expected.error, Expected.ended])
            _ = detail
        }
    }

    /// A film whose run has ended, opened by its code (as search and `--film` do): no forecast, the end and what
    /// the forecast said at D3, D7 and D14 with each error; no "what happened" card, no figures.
    func testAnEndedRunOpenedByItsCodeGetsNoForecast() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            clock.set("2018-11-07T01:00:00Z")
            try launch(language: DisplayLanguage.fromEnvironment())
            waitForText("보헤미안 랩소디") { self.window.list.root }
            activate(AppAction.openFilm.with("20186202"), on: window.window)
            waitFor("the film's window") { self.app.details["20186202"]?.run != nil }
            guard let detail = app.details["20186202"], let run = detail.run else { return XCTFail("no window") }
            let section = run.forecast
            waitFor("the refusal") { section.ui.root.isVisible && section.ui.refusal.isVisible }
            XCTAssertEqual(section.ui.refusal.text, Expected.endedRefusal)
            XCTAssertTrue(section.ui.endedPast.isVisible)
            XCTAssertEqual(section.ui.endedPast.text, Expected.endedPast)
            XCTAssertFalse(section.ui.outcome.isVisible)
            XCTAssertEqual(section.ui.median.text, "")
            scrollIntoView(section.ui.refusal.widget, in: section.ui.refusal.widget)
            waitForFrame(detail.window)
            screenshot("forecast-ended-run-ko", section.root.widget)
        }
    }

    /// About this estimate → How Good It Has Been: the page lists the error by year and by size, each row read
    /// whole by a screen reader, and the chart reads one group out with Down.
    func testTheAccuracyPageFromAboutThisEstimate() throws {
        try MainActor.assumeIsolated {
            guard let (detail, run) = openBohemianRhapsody() else { return XCTFail("no run section") }
            XCTAssertTrue(Actions.activate(detail.window, RunAction.aboutForecast))
            waitFor("the dialog") { run.forecast.aboutDialog != nil }
            guard let dialog = run.forecast.aboutDialog else { return }
            waitForFrame(dialog)
            guard let how = button(in: dialog, labelled: "_How Good It Has Been") else { return XCTFail("no button") }
            XCTAssertNotEqual(gtk_widget_activate(how), 0)
            waitFor("the page") { run.forecast.accuracyWindow != nil }
            guard let page = run.forecast.accuracyWindow else { return }
            waitFor("its figures", timeout: 90) { !page.drawn.isEmpty }
            let years = page.model.byYear.map(\.label)
            // By the year the runs ended, up to the app's today (2018-11-07): nothing after it.
            XCTAssertEqual(years, ["2017", "2018"])
            XCTAssertEqual(page.model.bySize.count, 3)
            XCTAssertTrue(
                page.ui.recent.text.hasPrefix(
                    "Over the last 12 months (runs that ended 2017-11-07 – 2018-11-06), 145 films "),
                page.ui.recent.text)
            // Each row's accessible name is its whole reading.
            guard let first = page.ui.years.row(at: 0) else { return XCTFail("no rows") }
            XCTAssertNil(accessibleLabelMismatch(ActionRow(unchecked: first), page.model.byYear[0].reading))
            XCTAssertTrue(page.model.byYear[0].reading.hasPrefix("2017: "), page.model.byYear[0].reading)
            // The chart by keys.
            waitForFrame(page.window)
            waitFor("the page active") { gtk_window_is_active(cast(page.window)) != 0 }
            XCTAssertTrue(page.area.grabFocus())
            press(Int32(GDK_KEY_Down), in: page.window)
            waitFor("the first group read out") { page.picked == 0 }
            press(Int32(GDK_KEY_Down), in: page.window)
            waitFor("the second") { page.picked == 1 }
            waitForFrame(page.window)
            screenshot("forecast-accuracy-en", page.window)
            press(Int32(GDK_KEY_Escape), in: page.window)
            waitFor("closed by Escape") { gtk_widget_get_visible(page.window) == 0 }
        }
    }

    /// The app's today long after the last run it knows ended (2025-06-02: the shipped runs end in 2022, the
    /// history holds 2018-11-06): About this estimate, opened by its key, says no run ended in the last 12 months
    /// (not figures of none); its page, by the dialog's key, says the same, unselected, with the keyboard on the
    /// chart, whose Down reads the first year out.
    func testNoRecentRunIsSaidSoAndThePageOpensOnItsChart() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard
                let (detail, run) = openFilmFromChart(
                    now: "2025-06-02T01:00:00Z", initialDay: Day("2018-11-06"), title: "보헤미안 랩소디", at: 1,
                    code: "20185485", until: { $0.forecast.model?.forecast != nil })
            else { return XCTFail("no run section") }
            waitForFrame(detail.window)
            press(Int32(GDK_KEY_a), alt: true, in: detail.window)
            waitFor("the dialog") { run.forecast.aboutDialog != nil }
            guard let dialog = run.forecast.aboutDialog else { return }
            @MainActor func body() -> String {
                adw_message_dialog_get_body(cast(dialog)).map { String(cString: $0) } ?? ""
            }
            waitFor("the backtest's figures", timeout: 90) { body().contains("상영이 끝난 연도별 D7 오차 중앙값") }
            XCTAssertTrue(body().contains("\n\n" + Expected.noRecentRun + "\n\n"), body())
            XCTAssertFalse(body().contains("0편을"), body())
            waitForFrame(dialog)
            press(Int32(GDK_KEY_h), alt: true, in: dialog)
            waitFor("the page") { run.forecast.accuracyWindow != nil }
            guard let page = run.forecast.accuracyWindow else { return }
            waitFor("its figures", timeout: 90) { !page.drawn.isEmpty }
            XCTAssertEqual(page.ui.recent.text, Expected.noRecentRun)
            waitFor("the page active") { gtk_window_is_active(cast(page.window)) != 0 }
            XCTAssertEqual(focusedWidget(page.window), page.area.widget, "the keyboard on the chart")
            var start: Int32 = 0
            var end: Int32 = 0
            XCTAssertEqual(gtk_label_get_selection_bounds(cast(page.ui.recent.widget), &start, &end), 0, "not selected")
            press(Int32(GDK_KEY_Down), in: page.window)
            waitFor("the first year read out") { page.picked == 0 }
            waitForFrame(page.window)
            screenshot("forecast-accuracy-no-recent-ko", page.window)
        }
    }

    @MainActor private func openBohemianRhapsody() -> (FilmWindow, RunSection)? {
        openFilmFromChart(now: "2018-11-07T01:00:00Z", title: "보헤미안 랩소디", at: 1, code: "20185485") {
            $0.forecast.model?.forecast != nil
        }
    }
}
