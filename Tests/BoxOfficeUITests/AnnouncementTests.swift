import BoxOfficeCore
import CGtk
import CXTest
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// What finishes while the keyboard stays put is said: GTK 4.8 has no announce call, so the words are the
/// accessible description of the object in focus (`Announcer`), read here over AT-SPI as Orca reads it.
final class AnnouncementTests: KoreanUITestCase {
    func testAChartThatLoadsWhileTheDaysArrowKeepsTheKeyboardIsSaid() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            // Days other than the fixture's answered from one template (the day before is what matters here).
            try launch(language: DisplayLanguage.fromEnvironment()) { $0.dailyTemplate = "daily_20220121.json" }
            waitFor("the chart") { self.chart.day == Day("2022-01-05") && self.chart.phase == .loaded }
            waitForFrame()
            XCTAssertNotEqual(boxoffice_xtest_focus(window.window), 0, "no X11 display")
            waitFor("the window focused") { gtk_window_is_active(cast(self.window.window)) != 0 }
            XCTAssertTrue(window.ui.previous.grabFocus())
            // Alt+← (the arrow's own key): the chart changes, the keyboard stays on the arrow.
            press(Int32(GDK_KEY_Left), alt: true)
            waitFor("the day before: \(self.chart.day) \(self.chart.phase)") {
                self.chart.day == Day("2022-01-04") && self.chart.phase == .loaded
            }
            waitForFrame()
            let focused = auditedObjects().filter(\.isFocused)
            XCTAssertEqual(focused.map(\.name), ["전날(Alt+왼쪽)"])
            XCTAssertEqual(
                focused.map(\.description),
                ["2022년 1월 4일 (화): 상위 10편 관객 9.2만 명 · 매출 8.8억 원 · 전체 시장 매출 ≈ 9.6억 원"])
            // Tab onwards: the words leave the arrow, which reads its own name alone again.
            press(Int32(GDK_KEY_Tab))
            waitFor("the focus moved on") { !self.window.ui.previous.hasFocus }
            XCTAssertEqual(
                auditedObjects().filter { $0.name == "전날(Alt+왼쪽)" }.map(\.description), ["전날(Alt+왼쪽)"])
        }
    }

    /// A fill run by keys: the period chosen by Space on its radio, Alt+S (Start's mnemonic), which leaves the
    /// keyboard on the radio; the fill's end is said there, its status line exactly, and leaves with the focus.
    func testTheEndOfAFillRunByKeysIsSaidWhereTheKeyboardIs() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let fill = try openFillHistoryOn2018() else { return }
            let model = app.model.historyFill
            guard let week = fillChoice("최근 7일", in: fill) else { return XCTFail("no \"The last 7 days\" choice") }
            XCTAssertNotEqual(gtk_widget_grab_focus(week), 0)
            press(Int32(GDK_KEY_space), in: fill.window)
            waitFor("7 days chosen") { gtk_check_button_get_active(cast(week)) != 0 }
            press(Int32(GDK_KEY_s), alt: true, in: fill.window)
            waitFor("the fill finished", timeout: 30) { model.progress?.phase == .finished }
            waitForFrame(fill.window)
            XCTAssertEqual(focusedWidget(fill.window), week, "the keyboard stays on the period")
            let focused = auditedObjects(window: "기록 채우기").filter(\.isFocused)
            XCTAssertEqual(focused.map(\.name), ["최근 7일"], focused.map(\.debugText).joined(separator: "\n"))
            XCTAssertEqual(focused.map(\.description), ["7일 모두 기록됨 · 영화 14편의 상세 정보 저장됨"])
            XCTAssertEqual(model.statusText, "7일 모두 기록됨 · 영화 14편의 상세 정보 저장됨")
        }
    }
}
