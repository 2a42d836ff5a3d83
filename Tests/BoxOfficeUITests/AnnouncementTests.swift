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
            XCTAssertTrue(window.header.previous.grabFocus())
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
            waitFor("the focus moved on") { !self.window.header.previous.hasFocus }
            XCTAssertEqual(
                auditedObjects().filter { $0.name == "전날(Alt+왼쪽)" }.map(\.description), ["전날(Alt+왼쪽)"])
        }
    }
}
