import BoxOfficeCore
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// What a screen reader reads for the focused chart item: GTK 4.8 focuses its own list item widget (the row's
/// parent), so that widget carries the row's sentence, rank, change, title, the day's admissions, the total and
/// the share, in that order, in the list and in the grid.
final class ChartItemNamesTests: KoreanUITestCase {
    func testTheFocusedRowAndCardReadTheirFilmsSentence() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
            waitFor("the chart") { self.chart.phase == .loaded }
            for grid in [false, true] {
                if grid { activate(WinAction.showGrid) }
                waitForFrame()
                let view = grid ? window.grid.grid : window.list.list
                _ = gtk_widget_grab_focus(view)
                waitFor("a film focused") { self.isInside(self.focusedWidget(), view) }
                press(Int32(GDK_KEY_Home))
                waitFor("the first film focused") {
                    self.focusedWidget().map { self.accessibleLabelMismatch($0, self.firstSentence) == nil } ?? false
                }
                press(Int32(grid ? GDK_KEY_Right : GDK_KEY_Down))
                waitFor("the second film focused") {
                    self.focusedWidget().map { self.accessibleLabelMismatch($0, self.secondSentence) == nil }
                        ?? false
                }
                guard let focused = focusedWidget() else { return XCTFail("nothing focused") }
                XCTAssertTrue(
                    G_TYPE_CHECK_INSTANCE_TYPE(focused.raw, g_type_from_name("GtkListItemWidget")),
                    "GTK's own item widget")
                XCTAssertNil(accessibleLabelMismatch(focused, secondSentence))
            }
        }
    }

    /// 2022-01-05's #1 and #2, as the fixtures have them.
    let firstSentence = "1위, 새로 진입: 경관의 피. 2022년 1월 5일 관객 64,050명, 누적 69,228명. 매출 점유율 34.2%."
    let secondSentence =
        "2위, 1계단 하락: 스파이더맨: 노 웨이 홈. 2022년 1월 5일 관객 50,399명, 누적 6,252,827명. 매출 점유율 29.6%."
}
