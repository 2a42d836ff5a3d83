import BoxOfficeCore
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Preferences, the market and a film's window read over AT-SPI as a screen reader reads them (Korean): every
/// reachable object named, and no image named after its class ("GtkImage") or its icon, nor left unnamed: an
/// image that shows something says what, one that repeats a label is out of the tree.
final class WindowsAuditTests: KoreanUITestCase {
    typealias Expected = ForecastSectionTests.Expected

    @MainActor private func audit(_ what: String, window title: String? = nil) -> [AuditedObject] {
        let objects = auditedObjects(window: title)
        if ProcessInfo.processInfo.environment["BOXOFFICE_AUDIT_PRINT"] != nil {
            for o in objects { print("AUDIT \(what): \(o.debugText) {\(o.description)}") }
        }
        XCTAssertEqual(badlyNamed(objects), [], what)
        return objects
    }

    /// The check itself: an image named after its class or its icon is refused, one saying what it shows is not.
    func testTheCheckRefusesAnImageNamedAfterItsClassOrIcon() {
        func image(_ name: String) -> AuditedObject {
            AuditedObject(path: "frame/image", role: "image", name: name, description: "", states: [], group: "")
        }
        XCTAssertEqual(nameProblem(image("GtkImage")), "a GTK type name")
        XCTAssertEqual(nameProblem(image("go-next-symbolic")), "an icon name")
        XCTAssertEqual(nameProblem(image("")), "no name")
        XCTAssertNil(nameProblem(image("신과함께-인과 연 포스터")))
    }

    func testPreferencesNameEveryControlAndImage() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
            waitFor("the chart") { self.chart.phase == .loaded }
            press(Int32(GDK_KEY_comma), control: true)
            waitFor("the preferences window") {
                self.app.preferences.map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            guard let prefs = app.preferences else { return }
            waitForFrame(prefs.window)
            let objects = audit("Preferences")
            // The pages' icons beside their names, the entry rows' pencils: out of the tree.
            XCTAssertEqual(objects.filter { $0.role == "image" }.map(\.debugText), [])
            // A control's own name alone, without its row's title or its mnemonic label after it.
            XCTAssertTrue(objects.contains { $0.role == "spin button" && $0.name == "하루 한도" })
            XCTAssertTrue(objects.contains { $0.role == "list item" && $0.name == "매일 확인" })
            XCTAssertTrue(objects.contains { $0.role == "push button" && $0.name == "요청 한 번으로 이 키를 확인합니다" })
        }
    }

    func testTheMarketNamesEveryControlAndImage() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launchOnTheMarketOf2018(language: DisplayLanguage.fromEnvironment())
            waitForFrame()
            let objects = audit("market")
            // The rows' arrows are decoration: the one image is the chart, named by what it shows and described by the
            // bar in focus; a row reads its sentence once, without the title again.
            let images = objects.filter { $0.role == "image" }
            XCTAssertEqual(images.map(\.name), ["2022년: 월별 매출액 ≈. 매출액 ≈ 17억 원. 2022년 1월 1일–5일 · 5일 중 1일 기록"])
            XCTAssertEqual(images.map(\.description), ["2022년 1월; 매출액 ≈ 17억 원, 관객 ≈ 18만 명 (5일 중 1일)"])
            XCTAssertTrue(
                objects.contains {
                    $0.role == "list item"
                        && $0.name == "경관의 피, 1일, 2022년 1월 5일 첫 1위"
                }, objects.filter { $0.role == "list item" }.map(\.name).joined(separator: "\n"))
            // The headline figures' cells are named by their figure.
            XCTAssertEqual(objects.filter { $0.role == "table cell" }.count, 4)
        }
    }

    func testAFilmWindowNamesEveryControlImageAndChart() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openAlongWithTheGodsRun() else { return XCTFail("no run section") }
            waitForText("예상 최종 관객") { run.forecast.root }
            waitForFrame(detail.window)
            let objects = audit("film")
            // The poster says what it shows; the entry row's pencil and the day list's arrow are out of the tree. The
            // two charts are images named by what they show with its figures (no filler), the run's described by
            // the day in focus (D22, the latest), the forecast's by nothing else until a similar line is picked.
            let images = objects.filter { $0.role == "image" }
            XCTAssertEqual(
                images.map(\.name),
                [
                    "신과함께-인과 연 포스터",
                    "신과함께-인과 연: 개봉 후 22일, 기록 없는 날 21일, 누적 관객 11,543,116명. 빗금: 그날 기록 없음",
                    "예상 최종 관객: \(Expected.median) (\(Expected.madeFrom)), \(Expected.range)"
                ])
            XCTAssertEqual(
                images.map(\.description),
                [
                    "",
                    "D22 2018-08-22: 4위, 관객 62,694명 (누적 11,543,116명), 매출 487,097,000원, 스크린 737개, 상영 2,491회, 매출 점유율 13.5%",
                    ""
                ])
            XCTAssertEqual(
                objects.filter { $0.role == "filler" && $0.states.contains("focusable") }.map(\.debugText), [])
            // The drop-down's button, which takes the keyboard, says what it chooses; its shown item is no Tab stop.
            XCTAssertTrue(objects.contains { $0.role == "push button" && $0.name == "비교할 영화" })
            XCTAssertFalse(
                objects.contains { $0.role == "filler" && $0.states.contains("focusable") && $0.name.isEmpty })
        }
    }

    /// Compared with 공작, the run chart is named by both films and their lines, the measure, the days drawn and
    /// the comparison, and described by both films' figures on the day in focus (D15, the latest both have, then
    /// Left to D14 by the keyboard).
    func testTheComparisonChartIsNamedByWhatItComparesAndDescribedByTheDayInFocus() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openAlongWithTheGodsRun() else { return XCTFail("no run section") }
            guard let fill = button(in: detail.window, labelled: "채우기(_F)") else { return XCTFail("no Fill button") }
            _ = gtk_widget_grab_focus(fill)
            press(Int32(GDK_KEY_space), in: detail.window)
            waitFor("every day filled", timeout: 30) { run.chart.input.points.allSatisfy { $0.value != nil } }
            waitFor("the films offered") { run.ui.compareDropDown.count > 1 }
            guard let other = run.ui.compareDropDown.strings.firstIndex(where: { $0.hasPrefix("공작") }) else {
                return XCTFail("공작 not offered")
            }
            run.ui.compareDropDown.selected = UInt32(other)
            waitForText("D15 기준 공작보다 146% 앞섬") { run.root }
            // The D-numbers drawn start at 공작's first preview day, D-5.
            let name = "신과함께-인과 연(실선)과 공작(점선)의 누적 관객수, D-5–D22: D15 기준 공작보다 146% 앞섬"
            var charts = audit("film").filter { $0.role == "image" && $0.name.contains("(실선)") }
            XCTAssertEqual(charts.map(\.name), [name])
            XCTAssertEqual(charts.map(\.description), ["D15: 신과함께-인과 연 누적 관객 10,538,870명, 공작 누적 관객 4,290,469명"])
            XCTAssertTrue(run.chart.area.grabFocus())
            press(Int32(GDK_KEY_Left), in: detail.window)
            let d14 = "D14: 신과함께-인과 연 누적 관객 10,121,851명, 공작 누적 관객 4,220,643명"
            waitForText(d14) { run.root }
            charts = audit("film").filter { $0.role == "image" && $0.name.contains("(실선)") }
            XCTAssertEqual(charts.map(\.name), [name])
            XCTAssertEqual(charts.map(\.description), [d14])
            showChart(run, in: detail.window)
            screenshot("run-compare-named-ko", detail.window)
        }
    }
}
