import BoxOfficeCore
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// After a day picked in the calendar the chart has the keyboard, as after a switch of kind or layout, and
/// it is a few Tab presses from the date: the kind switch is one stop, with arrows between its buttons.
final class CalendarFocusTests: KoreanUITestCase {
    func testAPickedDayGivesTheChartTheKeyboard() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch { $0.dailyTemplate = "daily_20220105.json" }  // the latest day is 2022-01-05
            waitForFrame()
            let button = calendarTwoDaysBack()
            press(Int32(GDK_KEY_Return))
            waitFor("the day picked") { self.chart.day == Day("2022-01-03") && self.chart.phase == .loaded }
            waitFor("the popover closed") { gtk_widget_get_mapped(button.popover.widget) == 0 }
            waitFor("the chart has the keyboard") { self.isInside(self.focusedWidget(), self.window.list.list) }
            waitForFrame()
            waitForFrame()
            screenshot("calendar-picked-focus-ko", window.window)
            // Enter opens the film under the focus, not the calendar again.
            press(Int32(GDK_KEY_Return))
            waitFor("a film's window") { !self.app.details.isEmpty }
            XCTAssertEqual(gtk_widget_get_mapped(button.popover.widget), 0, "the calendar stays closed")
        }
    }

    func testTheKindSwitchIsOneTabStop() throws {
        try MainActor.assumeIsolated {
            try launch()
            waitForFrame()
            let kinds = window.ui.kindSwitch.widget
            _ = gtk_widget_grab_focus(window.ui.dateButton.widget)
            var presses = 0
            var inKinds = 0
            while !isInside(focusedWidget(), window.list.list), presses < 12 {
                let before = focusedWidget()
                press(Int32(GDK_KEY_Tab))
                waitFor("the focus to move") { self.focusedWidget() != before }
                presses += 1
                if isInside(focusedWidget(), kinds) { inKinds += 1 }
            }
            // The filter, the layout toggle, the menu, the kinds, the chart (next is off on the latest day).
            XCTAssertEqual(presses, 5, "Tab presses from the date to the chart")
            XCTAssertEqual(inKinds, 1, "the kind switch is one stop")
            // Back into the kinds (on the last); the arrows move between them.
            press(Int32(GDK_KEY_Tab), shift: true)
            waitFor("back in the kinds") { self.isInside(self.focusedWidget(), kinds) }
            let last = focusedWidget()
            press(Int32(GDK_KEY_Left))
            waitFor("Left to the kind before") { self.focusedWidget() != last }
            XCTAssertTrue(isInside(focusedWidget(), kinds), "arrows stay in the kind switch")
            press(Int32(GDK_KEY_Tab))
            waitFor("one Tab to the chart") { self.isInside(self.focusedWidget(), self.window.list.list) }
        }
    }
}
