import BoxOfficeCore
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// README's keys that no other test pressed: Ctrl+C over the search bar's filter, Home and End in the chart,
/// Space in the calendar. Each through the X server, as a keyboard sends it.
final class PromisedKeysTests: UITestCase {
    /// Ctrl+C with the search bar's text in it copies the films the filter leaves, and only those.
    func testCtrlCCopiesTheRowsTheSearchBarLeaves() throws {
        try MainActor.assumeIsolated {
            try launch(language: .english)
            waitForFrame()
            let ui = window.ui
            press(Int32(GDK_KEY_f), control: true)
            waitFor("the entry focused") { self.isInside(self.focusedWidget(), ui.searchEntry.widget) }
            type("스", into: ui.searchEntry)
            waitFor("two films left") { self.window.items.count == 2 }
            waitForText("킹스맨: 퍼스트 에이전트") { self.window.list.root }
            press(Int32(GDK_KEY_c), control: true)
            waitForText("Copied the chart") { self.window.ui.toasts }
            XCTAssertEqual(
                clipboardText()?.components(separatedBy: "\n"),
                [
                    "Rank\tChange\tTitle\tMovie code\tOpening\tDays\tAudience\tAudience change %\tTotal audience\tSales\t"
                        + "Share %\tScreens\tShows\tPer screen\tPer show\tAverage ticket",
                    "2\t-1\t스파이더맨: 노 웨이 홈\t20210028\t2021-12-15\t22\t50399\t-15.9\t6252827\t507028380\t29.6\t1357\t4314\t37.1\t11.7\t10060",
                    "4\t-2\t킹스맨: 퍼스트 에이전트\t20194403\t2021-12-22\t15\t13916\t-34.2\t835601\t140823730\t8.2\t657\t1481\t21.2\t9.4\t10120",
                    ""
                ])
        }
    }

    /// With the keyboard in the chart, End goes to the last film and Home back to the first.
    func testHomeAndEndGoToTheFirstAndLastFilm() throws {
        try MainActor.assumeIsolated {
            try launch()
            waitForFrame()
            waitFor("the chart has the keyboard") { self.isInside(self.focusedWidget(), self.window.list.list) }
            @MainActor func focusedTitle(_ title: String) -> Bool {
                guard let row = self.focusedWidget(), self.isInside(row, self.window.list.list) else { return false }
                return self.visibleTexts(row).contains(title)
            }
            waitFor("the first film focused") { focusedTitle("경관의 피") }
            press(Int32(GDK_KEY_End))
            waitFor("End: the last film") { focusedTitle("엔칸토: 마법의 세계") }
            press(Int32(GDK_KEY_Home))
            waitFor("Home: the first film") { focusedTitle("경관의 피") }
            press(Int32(GDK_KEY_Return))
            waitFor("the first film's window") { self.app.details["20199882"] != nil }
        }
    }

    /// In the calendar, Space picks the day under the focus, as Enter does.
    func testSpacePicksADayInTheCalendar() throws {
        try MainActor.assumeIsolated {
            try launch()  // the latest day is 2022-01-05
            let button = calendarTwoDaysBack()
            XCTAssertEqual(chart.day, Day("2022-01-05"), "moving is not picking")
            press(Int32(GDK_KEY_space))
            waitFor("Space picks the day") { self.chart.day == Day("2022-01-03") }
            waitFor("the popover closed after a pick") { gtk_widget_get_mapped(button.popover.widget) == 0 }
            XCTAssertEqual(
                String(cString: gtk_menu_button_get_label(cast(window.ui.dateButton.widget))), "2022년 1월 3일 (월)")
        }
    }
}
