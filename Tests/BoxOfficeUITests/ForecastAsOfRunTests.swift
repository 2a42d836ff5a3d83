import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// "As of means as of" in the film window's run: 보헤미안 랩소디 (20185485, opened 2018-10-31) opened from the
/// chart of 2018-11-06, its D7 (#2), picked in the calendar a week back from 2018-11-13, the app's yesterday. The
/// history then holds its D7 and D14: the run section shows D1 … D7 only (D1 … D6 missing, and only those are
/// filled), and what happened after (the run ended on 2019-02-05 at 9,931,010) is told apart, under the forecast.
/// Opened by its code (search, `--film`) the same film's window shows the whole run.
final class ForecastAsOfRunTests: KoreanUITestCase {
    enum Expected {
        static let asOf = "2018-11-06 (D7) 기준: 이 창을 연 날입니다. 그 뒤의 기록(2018-11-13까지)은 빼고 보여 줍니다."
        static let asOfEnglish =
            "As of 2018-11-06 (D7), the day this window was opened from: the run's later days (up to 2018-11-13) are left out."
        static let goesOn = "2018-11-13 (D14)까지 2,071,566명, 아직 상영 중입니다."
        static let historyStops = "2018-11-13 (D14)까지 2,071,566명. 기록이 2018-11-13에서 멈춤: 그 뒤는 알 수 없습니다."
    }

    /// The chart of 2018-11-06 picked with the keyboard (Enter on the date, Up a week back, Enter), the film
    /// opened from it by a click.
    /// `now` and `initialDay`: the app's clock and the day it opens on (a week after 2018-11-06).
    @MainActor func openFromAWeekBack(
        referenceRuns: URL? = nil, now: String = "2018-11-14T01:00:00Z", initialDay: Day? = nil
    ) -> (FilmWindow, RunSection)? {
        openFilmFromChart(
            now: now, initialDay: initialDay, referenceRuns: referenceRuns,
            browse: {
                let button = openCalendar()
                press(Int32(GDK_KEY_Up))
                waitFor("a week back") { DateButton.day(of: button.calendar) == Day("2018-11-06") }
                press(Int32(GDK_KEY_Return))
                waitFor("2018-11-06 shown") { self.chart.day == Day("2018-11-06") && self.chart.phase == .loaded }
            }, title: "보헤미안 랩소디", at: 1, code: "20185485"
        ) { $0.forecast.model?.forecast != nil && $0.model?.run != nil }
    }

    func testAPastDaysRunStopsThereAndWhatHappenedIsApart() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openFromAWeekBack() else { return XCTFail("no run section") }
            let model = try XCTUnwrap(run.model)
            XCTAssertEqual(model.asOfCut, Day("2018-11-06"))
            XCTAssertEqual(model.wholeRun?.days.last?.dNumber, 14, "the history holds D14 too")
            // The chart's points end at D7: D1 … D6 missing, D7 its figures.
            XCTAssertEqual(run.chart.input.points.map(\.label), (1...7).map { "D\($0)" })
            XCTAssertEqual(run.chart.input.points.compactMap(\.value), [85_040])
            waitForText(Expected.asOf) { run.root }
            XCTAssertTrue(
                run.chart.input.summary.hasSuffix(". " + Expected.asOf), "a screen reader hears it on the chart")
            XCTAssertNil(accessibleLabelMismatch(run.chart.area, run.chart.input.summary))
            // Missing within the cut only: 6 (the whole run misses 12, D8 … D13 among them).
            waitForText("6일 기록 없음") { run.root }
            XCTAssertEqual(model.wholeRun?.missingDays.count, 12)
            // The milestones and figures as known on D7: no day after it.
            let lines = model.lines.map { "\($0.label): \($0.value)" }
            XCTAssertFalse(lines.isEmpty)
            XCTAssertFalse(lines.contains { $0.contains("11월 13일") || $0.contains("D14") }, "\(lines)")
            // What happened is apart, under the forecast, named.
            let section = run.forecast
            waitFor("what happened") { section.ui.outcome.isVisible }
            XCTAssertTrue(visibleTexts(section.ui.outcome).contains("실제로 일어난 일"))
            XCTAssertEqual(section.ui.outcomeError.text, ForecastAsOfWindowTests.Expected.error)
            XCTAssertEqual(section.ui.outcomeEnded.text, ForecastAsOfWindowTests.Expected.ended)
            XCTAssertEqual(section.ui.madeFrom.text, ForecastAsOfWindowTests.Expected.madeFrom)

            // Fill by the keyboard: the six days before D7 and no other (not D8 … D13).
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            let asked = api.server.requests(to: daily).count
            guard let fill = button(in: detail.window, labelled: "채우기(_F)") else { return XCTFail("no Fill button") }
            _ = gtk_widget_grab_focus(fill)
            press(Int32(GDK_KEY_space), in: detail.window)
            waitFor("D1 … D7 filled", timeout: 30) { run.chart.input.points.allSatisfy { $0.value != nil } }
            waitFor("the fill done", timeout: 30) { !self.app.model.historyFill.isRunning }
            XCTAssertEqual(api.server.requests(to: daily).count - asked, 6)
            XCTAssertEqual(run.chart.input.points.last?.label, "D7")
            XCTAssertEqual(model.missingCount, 0)
            XCTAssertEqual(model.wholeRun?.missingDays.count, 6, "D8 … D13 are not this window's to fill")
            XCTAssertTrue(run.chart.input.points.last?.sentence.hasPrefix("D7 2018-11-06: 2위") ?? false)
            // Every day: seven rows, D7 the last.
            run.ui.everyDay.isExpanded = true
            waitForText(run.chart.input.points.last?.sentence ?? "-") { run.ui.everyDay }
            XCTAssertFalse(visibleTexts(run.ui.everyDay).contains { $0.hasPrefix("D8 ") })
            // Print and the picture stop there too.
            XCTAssertEqual(model.printDocument?.sections.first?.table?.rows.count, 7)
            XCTAssertTrue(
                model.imageContent?.subtitle.hasSuffix("D1–D7 · 2018-10-31 – 2018-11-06") ?? false,
                model.imageContent?.subtitle ?? "-")

            // The same film by its code (search, --film): no as-of day, the whole run.
            press(Int32(GDK_KEY_Escape), in: detail.window)
            waitFor("closed") { self.app.details.isEmpty }
            activate(AppAction.openFilm.with("20185485"), on: window.window)
            waitFor("the film's window") { self.app.details["20185485"]?.run?.model?.run != nil }
            guard let whole = app.details["20185485"]?.run else { return XCTFail("no window") }
            waitFor("the whole run") { whole.chart.input.points.last?.label == "D14" }
            XCTAssertNil(whole.model?.asOfCut)
            XCTAssertFalse(visibleTexts(whole.root).contains(Expected.asOf))
            waitForText("6일 기록 없음") { whole.root }
            // Its run has ended: no forecast, but where the run its D3, D7 and D14 fell in ended (not its one day
            // back in the top 10, 2019-03-20) and what the forecast said then; its picture (Copy as Image) the
            // same, in rows a picture holds whole.
            waitFor("the past forecasts") { whole.forecast.ui.endedPast.isVisible }
            XCTAssertEqual(
                whole.forecast.ui.refusal.text,
                "「보헤미안 랩소디」의 상영은 2019-02-05에 관객 9,931,010명으로 끝났습니다: 더 예상할 것이 없습니다.")
            XCTAssertEqual(
                whole.model?.imageContent?.forecast.map { $0.label + ": " + $0.value },
                [
                    "상영 종료: 2019-02-05에 9,931,010명으로 상영을 마쳤습니다.", "D3의 예상: ≈ 128만 명 · 87% 낮게",
                    "D7의 예상: ≈ 172만 명 · 83% 낮게", "D14의 예상: ≈ 286만 명 · 71% 낮게"
                ])
        }
    }

    /// The shipped runs as a release built on 2018-11-13 ships them: the run is not known to have ended, so what
    /// happened is what is known since, the film's D14 in the history, said apart under the forecast.
    func testARunThatGoesOnTellsWhatIsKnownSince() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            let shipped = try ShippedRuns.cut(through: "20181113", into: dir)
            guard let (detail, run) = openFromAWeekBack(referenceRuns: shipped) else {
                return XCTFail("no run section")
            }
            let section = run.forecast
            XCTAssertEqual(section.ui.madeFrom.text, ForecastAsOfWindowTests.Expected.madeFrom)
            XCTAssertEqual(run.chart.input.points.last?.label, "D7")
            waitFor("what happened") { section.ui.outcome.isVisible }
            XCTAssertEqual(section.ui.outcomeEnded.text, Expected.goesOn)
            XCTAssertFalse(section.ui.outcomeError.isVisible, "no final, so no error")
            XCTAssertEqual(run.model?.imageContent?.outcome.map(\.value), [Expected.goesOn])
            XCTAssertEqual(run.model?.printDocument?.sections.map(\.title), [nil, "예상 최종 관객", "실제로 일어난 일", "주요 기록"])
            scrollIntoView(section.ui.outcome.widget, in: section.ui.outcome.widget)
            waitForFrame(detail.window)
            screenshot("forecast-past-day-goes-on-ko", section.root.widget)
        }
    }

    /// The same with the app's today a week later (2018-11-21) and the history stopping at 2018-11-13: the days
    /// after it are unknown, so what happened says where the history stops, not that the run goes on.
    func testAHistoryThatStopsAfterThePastDayIsSaidNotARunThatGoesOn() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            let shipped = try ShippedRuns.cut(through: "20181113", into: dir)
            guard
                let (detail, run) = openFromAWeekBack(
                    referenceRuns: shipped, now: "2018-11-21T01:00:00Z", initialDay: Day("2018-11-13"))
            else { return XCTFail("no run section") }
            let section = run.forecast
            XCTAssertEqual(section.ui.madeFrom.text, ForecastAsOfWindowTests.Expected.madeFrom)
            waitFor("what happened") { section.ui.outcome.isVisible }
            XCTAssertEqual(section.ui.outcomeEnded.text, Expected.historyStops)
            XCTAssertFalse(section.ui.outcomeError.isVisible, "no final, so no error")
            XCTAssertEqual(run.model?.imageContent?.outcome.map(\.value), [Expected.historyStops])
            scrollIntoView(section.ui.outcome.widget, in: section.ui.outcome.widget)
            waitForFrame(detail.window)
            screenshot("forecast-past-day-history-stops-ko", section.root.widget)
        }
    }

    /// At 360 px, Korean and English, light and dark: the run up to D7, the forecast as of it, what happened.
    func testScreenshotsKorean() throws {
        try useKorean()
        try MainActor.assumeIsolated { screenshots("forecast-past-day-ko", asOf: Expected.asOf) }
    }

    func testScreenshotsEnglish() throws {
        try MainActor.assumeIsolated {
            screenshots("forecast-past-day-en", asOf: Expected.asOfEnglish)
            guard let run = app.details["20185485"]?.run else { return }
            XCTAssertEqual(run.forecast.ui.outcomeEnded.text, ForecastAsOfWindowTests.Expected.endedEnglish)
            XCTAssertEqual(run.forecast.ui.outcomeError.text, ForecastAsOfWindowTests.Expected.errorEnglish)
        }
    }

    @MainActor private func screenshots(_ name: String, asOf: String) {
        guard let (detail, run) = openFromAWeekBack() else { return XCTFail("no run section") }
        // Its six missing days filled (run.fill, as the Fill button), so D1 … D7 are drawn.
        XCTAssertTrue(Actions.activate(detail.window, RunAction.fill))
        waitFor("D1 … D7 filled", timeout: 30) { run.chart.input.points.allSatisfy { $0.value != nil } }
        waitFor("the fill done", timeout: 30) { !self.app.model.historyFill.isRunning }
        narrow(detail) { run.forecast.ui.outcome.isVisible }
        XCTAssertLessThanOrEqual(gtk_widget_get_width(run.forecast.root.widget), 360)
        waitForText(asOf) { run.root }
        // The run as of D7 first, then scrolled to the forecast beside what happened.
        screenshotLightAndDark(name + "-run", detail, at: run.root.widget, margin: 0)
        screenshotLightAndDark(name, detail, at: run.forecast.ui.madeFrom.widget, margin: 80)
    }
}
