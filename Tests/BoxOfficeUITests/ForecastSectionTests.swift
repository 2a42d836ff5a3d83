import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// "Where it may end" in a film's window: 신과함께-인과 연 (20186202, opened 2018-08-01) opened from the chart
/// of 2018-08-22, its D22 (the history holds that day, the shipped runs the days before it).
final class ForecastSectionTests: KoreanUITestCase {
    /// The figures the forecast gives today; the method changes, so they are kept here, in one place.
    enum Expected {
        static let median = "≈ 1,219만 명"
        static let madeFrom = "D22, 2018-08-22 기준"
        static let range = "≈ 1,177만 명–1,353만 명 (80% 범위)"
        static let chances = "100만 명: 이미 돌파\n300만 명: 이미 돌파\n500만 명: 이미 돌파\n1,000만 명: 이미 돌파"
        static let breakEven = "손익분기점 1,230만 명: 46%"
        static let breakEvenTyped = "12300000"
    }

    func testTheSectionReadsTheForecastAndTakesABreakEvenByKeys() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openAlongWithTheGods() else { return XCTFail("no run section") }
            let section = run.forecast
            waitForText("예상 최종 관객") { section.root }
            XCTAssertEqual(section.ui.median.text, Expected.median)
            XCTAssertEqual(section.ui.madeFrom.text, Expected.madeFrom)
            XCTAssertEqual(section.ui.range.text, Expected.range)
            XCTAssertEqual(section.ui.chances.text, Expected.chances)
            XCTAssertFalse(section.ui.refusal.isVisible)
            XCTAssertTrue(section.ui.similar.text.hasPrefix("같은 출발"), section.ui.similar.text)

            // A break-even typed with the keys, applied with Enter.
            scrollIntoView(section.ui.entry.widget, in: section.ui.entry.widget)
            XCTAssertTrue(section.ui.entry.grabFocus())
            for ch in Expected.breakEvenTyped {
                press(Int32(GDK_KEY_0) + Int32(ch.wholeNumberValue ?? 0), in: detail.window)
            }
            waitFor("typed") { section.ui.entry.text == Expected.breakEvenTyped }
            press(Int32(GDK_KEY_Return), in: detail.window)
            waitForText(Expected.breakEven) { section.root }
            waitFor("shown as saved") { section.ui.entry.text == "12,300,000" }

            // "abc" is not a number: said, and the saved break-even stays.
            press(Int32(GDK_KEY_a), control: true, in: detail.window)
            for key in [GDK_KEY_a, GDK_KEY_b, GDK_KEY_c] { press(Int32(key), in: detail.window) }
            waitFor("typed abc") { section.ui.entry.text == "abc" }
            press(Int32(GDK_KEY_Return), in: detail.window)
            waitForText("손익분기점은 4,000,000 또는 400만처럼 관객 수로 입력하세요.") { section.root }
            XCTAssertEqual(section.ui.breakEven.text, Expected.breakEven)
            XCTAssertEqual(section.ui.entry.text, "abc", "what was typed is kept to mend")

            // Closed and opened again: the break-even was saved for the film.
            press(Int32(GDK_KEY_Escape), in: detail.window)
            waitFor("closed") { self.app.details.isEmpty }
            openFilm(at: 3)
            guard let again = app.details["20186202"]?.run else { return XCTFail("no run section") }
            waitForText(Expected.breakEven) { again.forecast.root }
            XCTAssertEqual(again.forecast.ui.entry.text, "12,300,000")
            XCTAssertFalse(again.forecast.ui.problem.isVisible)
        }
    }

    /// Ctrl+L shows the similar runs; the chart's reading then names each, and Down reads one out.
    func testSimilarLinesByKeyAndTheirReading() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openAlongWithTheGods() else { return XCTFail("no run section") }
            let chart = run.forecast.chart
            waitFor("the forecast drawn") { chart.chart != nil }
            XCTAssertFalse(chart.showsSimilar)
            XCTAssertFalse(
                (run.forecast.model?.chartReading ?? "").contains("): D22 "), "no similar run named while hidden")
            press(Int32(GDK_KEY_l), control: true, in: detail.window)
            waitFor("the similar lines shown") { chart.showsSimilar }
            XCTAssertEqual(chart.chart?.similar.count, 20)
            let names = chart.chart?.similar.map(\.name) ?? []
            XCTAssertTrue(names.allSatisfy { $0.contains("): D22 ") && $0.contains(" → 최종 ") }, "\(names)")
            XCTAssertNil(accessibleLabelMismatch(chart.area, run.forecast.model?.chartReading ?? "-"))
            XCTAssertTrue((run.forecast.model?.chartReading ?? "").contains(names.first ?? "-"))
            XCTAssertTrue(chart.area.grabFocus())
            press(Int32(GDK_KEY_Down), in: detail.window)
            waitFor("the first line read out") { chart.ui.chartReadout.text == names.first }
            press(Int32(GDK_KEY_Down), in: detail.window)
            waitFor("the second") { chart.ui.chartReadout.text == names.dropFirst().first }
            press(Int32(GDK_KEY_l), control: true, in: detail.window)
            waitFor("hidden again") { !chart.showsSimilar }

            // "About this estimate": what is forecast, from what, how, then the backtest once computed.
            guard let about = button(in: run.forecast.root, labelled: "이 예상에 대하여(_A)") else {
                return XCTFail("no About button")
            }
            XCTAssertNotEqual(gtk_widget_activate(about), 0)
            waitFor("the dialog") { run.forecast.aboutDialog != nil }
            @MainActor func body() -> String {
                run.forecast.aboutDialog.flatMap { adw_message_dialog_get_body(cast($0)) }.map { String(cString: $0) }
                    ?? ""
            }
            XCTAssertTrue(body().hasPrefix(FilmForecast.targetSentence), body())
            // The last 12 months before the app's today (2018-08-23), then each year.
            waitFor("the backtest's figures", timeout: 60) {
                body().contains("최근 12개월(2017-08-23 – 2018-08-22에 상영이 끝난 영화) ")
            }
            XCTAssertTrue(body().contains("상영이 끝난 연도별 D7 오차 중앙값: 2017 "), body())
            if let dialog = run.forecast.aboutDialog {
                waitForFrame(dialog)
                screenshot("forecast-about-ko", dialog)
            }
        }
    }

    /// The section at 360 px in Korean, light and dark (looked at).
    func testScreenshotsKorean() throws {
        try useKorean()
        try MainActor.assumeIsolated { screenshots("forecast-ko") }
    }

    func testScreenshotsEnglish() throws {
        try MainActor.assumeIsolated { screenshots("forecast-en") }
    }

    @MainActor private func screenshots(_ name: String) {
        guard let (detail, run) = openAlongWithTheGods() else { return XCTFail("no run section") }
        narrow(detail)
        XCTAssertTrue(Actions.activate(detail.window, RunAction.similar))
        waitFor("similar shown") { run.forecast.chart.showsSimilar }
        waitForFrame(detail.window)
        XCTAssertLessThanOrEqual(gtk_widget_get_width(run.forecast.root.widget), 360)
        // Issue 45 (19): no day's label left of the plot, where the value axis's "0" is; D1 among them.
        let chart = run.forecast.chart
        XCTAssertEqual(Set(chart.drawnLabels.map(\.text)), ["D1", "D22", "D\(chart.chart?.lastDNumber ?? 0)"])
        for label in chart.drawnLabels { XCTAssertGreaterThanOrEqual(label.left, chart.plot.x, label.text) }
        screenshotLightAndDark(name, detail, at: run.forecast.root.widget, margin: 20)
    }

    /// On its D22 (2018-08-22) the film had passed 1,000만 on D14, the fastest of every run held by then: its
    /// window says so above the forecast, in Korean and in English.
    func testTheWindowSaysTheFilmIsOnCourseForARecord() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openAlongWithTheGods() else { return XCTFail("no run section") }
            waitForText("D14: 가장 빠른 1,000만") { run.forecast.root }
            XCTAssertEqual(run.forecast.ui.record.text, "D14: 가장 빠른 1,000만")
            XCTAssertTrue(run.forecast.ui.record.isVisible)
            scrollIntoView(run.forecast.ui.record.widget, in: run.forecast.ui.record.widget)
            waitFor("the window mapped") {
                gtk_widget_get_mapped(detail.window.widget) != 0 && gtk_widget_get_width(detail.window.widget) > 0
            }
            waitForFrame(detail.window)  // the section laid out since its forecast came in
            screenshot("film-record-ko", run.forecast.root.widget)
        }
    }

    func testTheWindowSaysTheFilmIsOnCourseForARecordInEnglish() throws {
        try MainActor.assumeIsolated {
            guard let (detail, run) = openAlongWithTheGods() else { return XCTFail("no run section") }
            waitForText("D14: fastest to 10 million") { run.forecast.root }
            XCTAssertTrue(run.forecast.ui.record.isVisible)
            scrollIntoView(run.forecast.ui.record.widget, in: run.forecast.ui.record.widget)
            waitFor("the window mapped") {
                gtk_widget_get_mapped(detail.window.widget) != 0 && gtk_widget_get_width(detail.window.widget) > 0
            }
            waitForFrame(detail.window)  // the section laid out since its forecast came in
            screenshot("film-record-en", run.forecast.root.widget)
        }
    }

    /// A settled forecast: 아바타's re-release (20090834, its total counting from 2009) opened from the chart of
    /// 2018-06-25, its D14, where it was #9. Its last week brought 21,930 (0.16 % of its 13,326,826): settled, and
    /// the forecast is its own tail — ≈ 13,348,756, the range to 13,414,546 — said as settled. It ended that day.
    func testASettledReReleaseReadsAsSettledWithItsNarrowRange() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openAvatarsReRelease(until: { $0.forecast.model?.forecast != nil }) else {
                return XCTFail("no run section")
            }
            let section = run.forecast
            waitForText("예상 최종 관객") { section.root }
            XCTAssertEqual(section.ui.median.text, "≈ 1,335만 명")
            XCTAssertEqual(section.ui.madeFrom.text, "D14, 2018-06-25 기준")
            let range = "≈ 1,335만 명, 사실상 확정 (80% 범위 1,333만 명–1,341만 명)"
            XCTAssertEqual(section.ui.range.text, range)
            XCTAssertEqual(section.ui.chances.text, "100만 명: 이미 돌파\n300만 명: 이미 돌파\n500만 명: 이미 돌파\n1,000만 명: 이미 돌파")
            XCTAssertEqual(section.model?.printLines?.prefix(2).map { $0 }, ["≈ 1,335만 명 (D14, 2018-06-25 기준)", range])
            screenshotLightAndDark("forecast-settled-ko", detail, at: section.root.widget, margin: 20)
        }
    }

    /// The same re-release's run counts from its own start (2018-06-12), as its forecast does: 2018-06-25 is its D14,
    /// not D3113 of a run from 2009; the day's figures say it is a re-release, the axis's weeks are its own.
    func testAReReleasesDaysCountFromItsOwnStart() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard
                let (detail, run) = openAvatarsReRelease(until: {
                    $0.model?.figures != nil && $0.forecast.model?.forecast != nil
                })
            else { return XCTFail("no run section") }
            waitForText("2018년 6월 25일 (재개봉 D14)") { detail.window }
            waitForText("13,326,826명 (D14 2018-06-25)") { detail.window }
            XCTAssertEqual(run.forecast.ui.madeFrom.text, "D14, 2018-06-25 기준")
            XCTAssertEqual(run.chart.input.points.map(\.label), (1...14).map { "D\($0)" })
            XCTAssertEqual(run.chart.input.weeks.map(\.label), ["W1", "W2", "W3"])
            XCTAssertTrue(
                run.chart.input.points[0].sentence.hasPrefix("D1 2018-06-12"), run.chart.input.points[0].sentence)
            // Ctrl+P prints the same days.
            let printed = run.model?.printDocument?.sections.first?.table?.rows.map { $0[0] }
            XCTAssertEqual(printed, (1...14).map { "D\($0)" })
            scroll(to: run.chart.area.widget, margin: 120)
            waitForFrame(detail.window)
            screenshot("re-release-run-ko", detail.window)
            scroll(to: "최다 스크린 수", in: detail.window)
            waitForFrame(detail.window)
            screenshot("re-release-figures-ko", detail.window)
        }
    }

    @MainActor private func openAlongWithTheGods() -> (FilmWindow, RunSection)? {
        openFilmFromChart(now: "2018-08-23T01:00:00Z", title: "신과함께-인과 연", at: 3, code: "20186202") {
            $0.chart.input.points.count == 22
        }
    }

    /// 아바타's 2018 re-release (20090834), #9 on the chart of 2018-06-25 (its D14), opened from that chart.
    @MainActor private func openAvatarsReRelease(until ready: @escaping @MainActor (RunSection) -> Bool)
        -> (FilmWindow, RunSection)?
    {
        openFilmFromChart(now: "2018-06-26T01:00:00Z", title: "아바타", at: 8, code: "20090834", until: ready)
    }
}
