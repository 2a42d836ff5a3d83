import BoxOfficeCore
import CGtk
import XCTest

@testable import BoxOfficeUI

extension UITestCase {
    /// The header's calendar opened from the keyboard (Enter on the date button), the focus in it.
    @MainActor func openCalendar() -> DateButton {
        let button = window.header.dateButton
        _ = gtk_widget_grab_focus(window.ui.dateButton.widget)
        press(Int32(GDK_KEY_Return))
        waitFor("the calendar open") { gtk_widget_get_mapped(button.popover.widget) != 0 }
        waitFor("the focus in the calendar") { self.focusedWidget() == button.calendar.widget }
        return button
    }

    /// The calendar opened (`openCalendar`) and its focus moved two days back with Left, from the 2022-01-05 the
    /// launch shows to 2022-01-03, nothing picked yet.
    @MainActor func calendarTwoDaysBack() -> DateButton {
        let button = openCalendar()
        press(Int32(GDK_KEY_Left))
        press(Int32(GDK_KEY_Left))
        waitFor("two days back") { DateButton.day(of: button.calendar) == Day("2022-01-03") }
        return button
    }
}
