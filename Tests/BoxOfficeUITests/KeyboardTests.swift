import BoxOfficeCore
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// The keyboard-only paths: real key presses through Xvfb.
final class KeyboardTests: UITestCase {
    /// Tab reaches the chart once and leaves it with the next press, from whichever row has the focus;
    /// arrows move between rows.
    func testTheChartIsOneTabStopInListAndGrid() throws {
        try MainActor.assumeIsolated {
            try launch()
            for grid in [false, true] {
                if grid { activate(WinAction.showGrid) }
                waitForFrame()
                let chart = grid ? window.grid.grid : window.list.list
                _ = gtk_widget_grab_focus(window.ui.dateButton.widget)
                var presses = 0
                while !isInside(focusedWidget(), chart), presses < 12 {
                    let before = focusedWidget()
                    press(Int32(GDK_KEY_Tab))
                    waitFor("the focus to move") { self.focusedWidget() != before }
                    presses += 1
                }
                XCTAssertTrue(isInside(focusedWidget(), chart), "Tab never reached the chart")
                let firstRow = focusedWidget()
                press(Int32(grid ? GDK_KEY_Right : GDK_KEY_Down))
                waitFor("the arrow to move to the next film") { self.focusedWidget() != firstRow }
                XCTAssertTrue(isInside(focusedWidget(), chart), "arrows stay in the chart")
                let secondRow = focusedWidget()
                press(Int32(GDK_KEY_Tab))
                waitFor("one Tab to leave the chart") { !self.isInside(self.focusedWidget(), chart) }
                press(Int32(GDK_KEY_Tab), shift: true)
                waitFor("Shift+Tab to come back") { self.isInside(self.focusedWidget(), chart) }
                XCTAssertEqual(focusedWidget(), secondRow, "back on the row that had the focus")
                press(Int32(GDK_KEY_Tab), shift: true)
                waitFor("one Shift+Tab to leave the chart backwards") { !self.isInside(self.focusedWidget(), chart) }
            }
        }
    }

    /// The date button opens the calendar with the focus on the shown day; arrows move over days that
    /// can be picked, Enter picks, Escape keeps the shown day.
    func testPickingADayWithTheKeyboard() throws {
        try MainActor.assumeIsolated {
            try launch()  // the latest day is 2022-01-05
            let button = window.header.dateButton
            @MainActor func calendarDay() -> Day? { DateButton.day(of: button.calendar) }
            @MainActor func open() {
                _ = gtk_widget_grab_focus(window.ui.dateButton.widget)
                press(Int32(GDK_KEY_Return))
                waitFor("the calendar open") { gtk_widget_get_mapped(button.popover.widget) != 0 }
                waitFor("the focus in the calendar") { self.focusedWidget() == button.calendar.widget }
            }
            open()
            XCTAssertEqual(calendarDay(), Day("2022-01-05"))
            press(Int32(GDK_KEY_Right))  // tomorrow has no numbers: stays
            press(Int32(GDK_KEY_Left))
            waitFor("a day back") { calendarDay() == Day("2022-01-04") }
            press(Int32(GDK_KEY_Up))
            waitFor("a week back, into December") { calendarDay() == Day("2021-12-28") }
            press(Int32(GDK_KEY_Page_Down))  // 2022-01-28 is later than the latest day
            waitFor("a month on, stopping at the latest day") { calendarDay() == Day("2022-01-05") }
            press(Int32(GDK_KEY_Page_Up))
            waitFor("a month back") { calendarDay() == Day("2021-12-05") }
            XCTAssertEqual(chart.day, Day("2022-01-05"), "moving is not picking")
            press(Int32(GDK_KEY_Escape))
            waitFor("closed") { gtk_widget_get_mapped(button.popover.widget) == 0 }
            XCTAssertEqual(calendarDay(), Day("2022-01-05"), "Escape leaves the shown day selected")

            open()
            XCTAssertEqual(calendarDay(), Day("2022-01-05"), "reopened on the shown day")
            press(Int32(GDK_KEY_Left))
            press(Int32(GDK_KEY_Left))
            waitFor("two days back") { calendarDay() == Day("2022-01-03") }
            press(Int32(GDK_KEY_Return))
            waitFor("Enter picks the day") { self.chart.day == Day("2022-01-03") }
            waitFor("the popover closed after a pick") { gtk_widget_get_mapped(button.popover.widget) == 0 }
            XCTAssertEqual(
                String(cString: gtk_menu_button_get_label(cast(window.ui.dateButton.widget))), "2022년 1월 3일 (월)")
            open()
            XCTAssertEqual(calendarDay(), Day("2022-01-03"), "reopened on the picked day")
            press(Int32(GDK_KEY_Escape))
        }
    }

    /// Days after the latest one are dimmed and a click on one picks nothing; earlier ones are clickable.
    func testLaterDaysAreUnavailable() throws {
        try MainActor.assumeIsolated {
            try launch()  // the latest day is 2022-01-05
            let button = window.header.dateButton
            gtk_menu_button_popup(cast(window.ui.dateButton.widget))
            waitFor("the calendar open") { gtk_widget_get_mapped(button.popover.widget) != 0 }
            waitForFrame()
            waitForFrame(button.popover.widget)
            XCTAssertEqual(
                pickableCells(button), ["26", "27", "28", "29", "30", "31", "1", "2", "3", "4", "5"],
                "December's last days and January 1–5; not January 6–31 nor February")
            screenshot(
                "calendar-unavailable", window.window,
                overlays: [overlay(button.popover.widget, under: window.ui.dateButton.widget)])
            guard let later = cell(button, "20"), let earlier = cell(button, "4") else {
                return XCTFail("no day cells")
            }
            click(later)
            click(earlier)
            // A pick closes the popover, so had the first click picked, the second would have missed.
            waitFor("the click on an available day picks it") { self.chart.day == Day("2022-01-04") }
            XCTAssertFalse(
                visibleTexts(window.ui.toasts).contains { $0.contains("2022년 1월 20일") }, "the 20th was never asked for")
        }
    }

    /// On the sample, only its days can be picked.
    func testTheSampleOffersOnlyItsDays() throws {
        try MainActor.assumeIsolated {
            try launch(kobisKey: nil)
            let button = window.header.dateButton
            gtk_menu_button_popup(cast(window.ui.dateButton.widget))
            waitFor("the calendar open") { gtk_widget_get_mapped(button.popover.widget) != 0 }
            XCTAssertEqual(DateButton.day(of: button.calendar), Day("2022-01-21"))
            XCTAssertEqual(pickableCells(button), ["5", "21"])
            press(Int32(GDK_KEY_Left))
            waitFor("Left goes to the sample's previous day") {
                DateButton.day(of: button.calendar) == Day("2022-01-05")
            }
            press(Int32(GDK_KEY_Left))
            waitFor("and on to its first") { DateButton.day(of: button.calendar) == Day("2012-01-01") }
            XCTAssertEqual(pickableCells(button), ["1"])
            press(Int32(GDK_KEY_KP_Enter))
            waitFor("Enter on the keypad picks it") {
                self.chart.day == Day("2012-01-01") && self.chart.phase == .loaded
            }
        }
    }

    @MainActor private func pickableCells(_ button: DateButton) -> [String] {
        DateButton.dayCells(of: button.calendar).filter { gtk_widget_get_sensitive($0) != 0 }
            .map { String(cString: gtk_label_get_text(cast($0))) }
    }

    /// The shown month's cell for day `number`.
    @MainActor private func cell(_ button: DateButton, _ number: String) -> Widget? {
        DateButton.dayCells(of: button.calendar).first {
            gtk_widget_has_css_class($0, "other-month") == 0 && String(cString: gtk_label_get_text(cast($0))) == number
        }
    }
}

/// The chart's search bar: Ctrl+F, typing anywhere, Esc.
final class ChartSearchTests: UITestCase {
    func testFindingAFilmInTheChart() throws {
        try MainActor.assumeIsolated {
            try launch()
            waitForFrame()
            let ui = window.ui
            press(Int32(GDK_KEY_f), control: true)
            waitFor("the search bar open") { ui.searchBar.isSearchModeEnabled }
            waitFor("the entry focused") { self.isInside(self.focusedWidget(), ui.searchEntry.widget) }
            type("경 관", into: ui.searchEntry)  // spaces are ignored
            waitFor("one film left") { self.items.count == 1 }
            XCTAssertEqual(chart.visibleRows.map(\.title), ["경관의 피"])
            waitForText("경관의 피") { self.window.list.root }
            press(Int32(GDK_KEY_Escape))
            waitFor("closed, every film back") { !ui.searchBar.isSearchModeEnabled && self.items.count == 10 }

            // Typing anywhere opens it with what was typed.
            _ = gtk_widget_grab_focus(window.list.list)
            press(Int32(GDK_KEY_q))
            waitFor("opened by typing") { ui.searchBar.isSearchModeEnabled }
            waitFor("q searched") { self.chart.filterText == "q" }
            waitForText("No film in this chart matches “q”.") { ui.searchBar }
            XCTAssertEqual(items.count, 0)
            press(Int32(GDK_KEY_Escape))
            waitFor("every film back") { self.items.count == 10 }
        }
    }

    @MainActor private var items: ChartItems { window.items }
}
