import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Missing days are unknown, in the window: the shipped runs cut at 2021-12-31 (as a release built then ships
/// them), the app's today 2022-01-20 and its history the chart of 2022-01-05 alone, where 경관의 피 (20199882)
/// opened at #1. Opened by its code (search, `--film`), its window says the history stops there, forecasts as
/// of that day, and its Fill, pressed, brings in the 14 days after it with the cost it said.
final class ForecastHistoryStopWindowTests: KoreanUITestCase {
    func testTheWindowSaysWhereTheHistoryStopsAndFillsTheDaysAfter() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try stopAndFill(
                sentence: "기록이 2022-01-05에서 멈춤: 아직 순위에 있을 수 있어 그날 기준으로 예상합니다.",
                stop: "기록이 2022-01-05에서 멈춤 · KOBIS 요청 약 26회 (오늘 남은 2,498회 중)", fill: "채우기(_F)",
                imageLine: ["기록이 2022-01-05에서 멈춤", "아직 순위에 있을 수 있어 그날 기준으로 예상합니다."])
        }
    }

    func testInEnglish() throws {
        try MainActor.assumeIsolated {
            try stopAndFill(
                sentence:
                    "The history stops at 2022-01-05 while the film may still be charting: this forecast is as of that day.",
                stop: "History stops at 2022-01-05 · About 26 KOBIS requests of 2,489 left today", fill: "_Fill",
                imageLine: [
                    "History stops at 2022-01-05", "The film may still be charting: this forecast is as of that day."
                ])
        }
    }

    /// `imageLine`: the label and value the picture has under the forecast.
    @MainActor private func stopAndFill(sentence: String, stop: String, fill: String, imageLine: [String]) throws {
        clock.set("2022-01-20T01:00:00Z")
        let shipped = try ShippedRuns.cut(through: "20211231", into: dir)
        try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"), referenceRuns: shipped)
        waitForText("경관의 피") { self.window.list.root }
        if DisplayLanguage.fromEnvironment() == .english {
            // In English the chart's ten films' details are asked for their English titles (the film's own among
            // them): counted before the window opens, as its forecast and the fill's cost come after its first frame.
            waitFor("the chart's English titles") {
                self.api.server.requests(to: "/kobis/movie/searchMovieInfo.json").count == 10
            }
        }
        activate(AppAction.openFilm.with("20199882"), on: window.window)
        waitFor("the film's window") { self.app.details["20199882"]?.run?.forecast.model?.forecast != nil }
        guard let detail = app.details["20199882"], let run = detail.run else { return XCTFail("no window") }
        let section = run.forecast
        waitFor("the stop said") { section.ui.historyStop.isVisible }
        XCTAssertEqual(section.ui.historyStop.text, sentence)
        XCTAssertEqual(section.ui.madeFrom.text.hasPrefix("D1, 2022-01-05"), true, section.ui.madeFrom.text)
        XCTAssertNil(run.model?.asOfCut, "no as-of day: the whole run")
        // Where "n days missing" is said: the stop with the fill's cost (the chart's request and the film's details
        // counted; in English, the chart's ten films' details), and Fill.
        waitForText(stop) { run.root }
        XCTAssertEqual(run.model?.historyStopText, stop)
        // Copy as Image and Save as Image say it too, under the forecast.
        XCTAssertEqual(run.model?.imageContent?.forecast.last.map { [$0.label, $0.value] }, imageLine)

        // Fill, pressed from the keyboard: the days after the stop up to the latest chart (2022-01-19), 14.
        let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
        let asked = api.server.requests(to: daily).count
        guard let button = button(in: detail.window, labelled: fill) else { return XCTFail("no Fill button") }
        _ = gtk_widget_grab_focus(button)
        press(Int32(GDK_KEY_space), in: detail.window)
        waitFor("the fill started") { self.app.model.historyFill.progress != nil }
        XCTAssertEqual(app.model.historyFill.progress?.total, 14)
        waitFor("the fill done", timeout: 60) { !self.app.model.historyFill.isRunning }
        XCTAssertEqual(api.server.requests(to: daily).count - asked, 14)
    }
}
