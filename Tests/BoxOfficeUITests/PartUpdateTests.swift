import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import XCTest

@testable import BoxOfficeUI

/// A window updates only the widgets bound to what changed.
final class PartUpdateTests: UITestCase {
    /// The chart's rows change (the search bar's text, here set while the calendar is open) while the user is
    /// moving through the calendar: the list follows, and the calendar keeps the day the user moved to (it is
    /// the header's, bound to the chart's day, which did not change; a window repainting everything on any
    /// change put it back on the shown day).
    func testTheRowsChangingLeavesTheCalendarWhereTheUserMovedIt() throws {
        try MainActor.assumeIsolated {
            try launch()  // the latest day is 2022-01-05
            waitForFrame()
            let button = window.header.dateButton
            @MainActor func calendarDay() -> Day? { DateButton.day(of: button.calendar) }
            _ = gtk_widget_grab_focus(window.ui.dateButton.widget)
            press(Int32(GDK_KEY_Return))
            waitFor("the calendar open") { gtk_widget_get_mapped(button.popover.widget) != 0 }
            waitFor("the focus in the calendar") { self.focusedWidget() == button.calendar.widget }
            press(Int32(GDK_KEY_Left))
            waitFor("a day back") { calendarDay() == Day("2022-01-04") }
            let selectionTold = chart.changes.sent[.selection] ?? 0
            let layoutTold = chart.changes.sent[.layout] ?? 0
            let rowsTold = chart.changes.sent[.rows] ?? 0

            chart.filterText = "경관"  // what typing in the chart's search bar does
            waitFor("one film left") { self.window.items.count == 1 }
            waitForFrame()

            XCTAssertEqual(chart.changes.sent[.rows], rowsTold + 1)
            XCTAssertEqual(chart.changes.sent[.selection] ?? 0, selectionTold, "the rows changed, not the day")
            XCTAssertEqual(chart.changes.sent[.layout] ?? 0, layoutTold)
            XCTAssertEqual(calendarDay(), Day("2022-01-04"), "the calendar stays where the user moved it")
            XCTAssertEqual(chart.day, Day("2022-01-05"))
            press(Int32(GDK_KEY_Escape))
            waitFor("closed") { gtk_widget_get_mapped(button.popover.widget) == 0 }
            XCTAssertEqual(calendarDay(), Day("2022-01-05"), "Escape puts the shown day back")
        }
    }
}
