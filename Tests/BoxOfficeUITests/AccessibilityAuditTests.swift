import BoxOfficeCore
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// What a screen reader reaches, read over AT-SPI by `meson-helpers/atspi-audit.py` while the app runs in this
/// process: in the main window (list, grid and table), Search and Fill History every reachable object has a
/// name that is neither empty, a GTK type name nor a mnemonic form, on the fixture day 2022-01-05 in Korean.
final class AccessibilityAuditTests: KoreanUITestCase {
    func testTheMainWindowNamesEveryControlInListGridAndTable() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
            waitFor("the chart") { self.chart.phase == .loaded }
            waitForFrame()
            let list = auditedObjects()
            if ProcessInfo.processInfo.environment["BOXOFFICE_AUDIT_PRINT"] != nil {
                for o in list { print("AUDIT list: \(o.debugText)") }
            }
            XCTAssertEqual(badlyNamed(list), [])
            // The header's menu buttons: what takes focus is the inner button, which keeps the name.
            let focusable = list.filter { $0.states.contains("focusable") }
            XCTAssertTrue(focusable.contains { $0.name == "날짜 선택: 2022년 1월 5일 (수)" && $0.role == "push button" })
            XCTAssertTrue(focusable.contains { $0.name == "필터: 전체 영화" && $0.role == "push button" })
            XCTAssertTrue(focusable.contains { $0.name == "새로 고침(F5)" && $0.role == "push button" })
            // The kind switch: four radios, the day's chosen, in the group named "박스오피스 종류".
            let kinds = list.filter { $0.role == "radio button" }
            XCTAssertEqual(kinds.map(\.name), ["일별", "주말", "주간", "주중"])
            XCTAssertEqual(Set(kinds.map(\.group)), ["박스오피스 종류"])
            XCTAssertEqual(kinds.filter(\.isChecked).map(\.name), ["일별"])
            // Nothing decorative is listed: the bars' icons and the posters are out of the tree.
            XCTAssertEqual(list.filter { $0.role == "image" }.map(\.debugText), [])

            for layout in [WinAction.showGrid, WinAction.showTable] {
                activate(layout)
                waitForFrame()
                let objects = auditedObjects()
                if ProcessInfo.processInfo.environment["BOXOFFICE_AUDIT_PRINT"] != nil {
                    for o in objects { print("AUDIT \(layout): \(o.debugText)") }
                }
                XCTAssertEqual(badlyNamed(objects), [], "\(layout)")
                XCTAssertEqual(objects.filter { $0.role == "image" }.map(\.debugText), [], "\(layout)")
            }
            // Alt+2: the weekend's radio is the chosen one now.
            press(Int32(GDK_KEY_2), alt: true)
            waitFor("the weekend chart") { self.chart.kind == .weekend && self.chart.phase != .loading }
            let radios = auditedObjects().filter { $0.role == "radio button" && $0.group == "박스오피스 종류" }
            XCTAssertEqual(radios.filter(\.isChecked).map(\.name), ["주말"])
        }
    }

    /// The filter popover's choices are two radio groups named by their headings, each saying which is chosen,
    /// and the two "모든 영화" read apart.
    func testTheFilterChoicesAreNamedRadioGroups() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
            waitFor("the chart") { self.chart.phase == .loaded }
            let button = window.ui.filterButton
            guard let inner = button.firstChild else { return XCTFail("no inner button") }
            _ = gtk_widget_grab_focus(inner)
            press(Int32(GDK_KEY_Return))
            waitFor("the filter popover open") { button.popover.map { gtk_widget_get_mapped($0) != 0 } ?? false }
            waitForFrame(button.popover)
            let radios = auditedObjects().filter { $0.role == "radio button" && $0.group != "박스오피스 종류" }
            XCTAssertEqual(radios.map(\.name), ["모든 영화, 국적 무관", "한국 영화", "외국 영화", "모든 영화, 구분 무관", "다양성 영화", "상업 영화"])
            XCTAssertEqual(radios.map(\.group), ["국적", "국적", "국적", "영화 구분", "영화 구분", "영화 구분"])
            XCTAssertEqual(radios.filter(\.isChecked).map(\.name), ["모든 영화, 국적 무관", "모든 영화, 구분 무관"])
            XCTAssertEqual(badlyNamed(auditedObjects()), [])
        }
    }

    /// The calendar: opened by Enter on the date, two days back with ←, then one on with →: each time the calendar
    /// (which has the keyboard) is named by the new day with its weekday and that day's cell is the selected one;
    /// the month and year arrows read their words.
    func testTheCalendarIsNamedByTheChosenDayAndItsArrowsByTheirWords() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
            waitFor("the chart") { self.chart.phase == .loaded }
            let button = calendarTwoDaysBack()
            XCTAssertNil(accessibleLabelMismatch(button.calendar, "2022년 1월 3일 (월)"))
            let objects = auditedObjects()
            if ProcessInfo.processInfo.environment["BOXOFFICE_AUDIT_PRINT"] != nil {
                for o in objects { print("AUDIT calendar: \(o.debugText)") }
            }
            XCTAssertEqual(
                objects.filter(\.isFocused).map(\.name), ["2022년 1월 3일 (월)"],
                objects.filter { $0.name.contains("2022년") || $0.role == "calendar" }.map(\.debugText).joined(
                    separator: "\n"))
            // "최근 날짜(_L)" in the catalogue: read without its mark.
            for arrow in ["이전 달", "다음 달", "이전 해", "다음 해", "최근 날짜"] {
                XCTAssertTrue(objects.contains { $0.name == arrow && $0.role == "push button" }, arrow)
            }
            XCTAssertEqual(badlyNamed(objects), [])
            // → moves it on a day, and the calendar is named so.
            press(Int32(GDK_KEY_Right))
            waitFor("a day on") { DateButton.day(of: button.calendar) == Day("2022-01-04") }
            XCTAssertEqual(auditedObjects().filter(\.isFocused).map(\.name), ["2022년 1월 4일 (화)"])
            // In-process: the chosen day's cell is selected and named with its weekday.
            let chosen = DateButton.dayCells(of: button.calendar).filter { $0.hasCSSClass("chosen") }
            XCTAssertEqual(chosen.count, 1)
            if let cell = chosen.first { XCTAssertNil(accessibleLabelMismatch(cell, "2022년 1월 4일 (화)")) }
        }
    }

    /// Search KOBIS, Fill History and Following, as opened by the user: every reachable object named; Fill
    /// History's periods are one radio group ("가져올 기간") with the chosen one said.
    func testSearchFillHistoryAndFollowingNameEveryControl() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
            waitFor("the chart") { self.chart.phase == .loaded }
            press(Int32(GDK_KEY_k), control: true)
            waitFor("the search window") {
                self.app.searchWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            guard let search = app.searchWindow else { return XCTFail("no search window") }
            waitForFrame(search.window)
            XCTAssertEqual(badlyNamed(auditedObjects()), [], "Search")
            gtk_window_close(cast(search.window))
            guard let fill = openFillHistory() else { return }
            activate(FillAction.range.with("30"), on: fill.window)
            waitForFrame(fill.window)
            let objects = auditedObjects()
            XCTAssertEqual(badlyNamed(objects), [], "Fill History")
            let periods = objects.filter { $0.role == "radio button" && $0.group == "가져올 기간" }
            XCTAssertEqual(periods.count, 5)
            XCTAssertEqual(periods.filter(\.isChecked).map(\.name), ["최근 30일"])
            gtk_window_close(cast(fill.window))
            // Following (Ctrl+Shift+D), empty: its words and its button named too.
            press(Int32(GDK_KEY_d), shift: true, control: true)
            waitFor("Following") { self.app.followingWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
            if let following = app.followingWindow { waitForFrame(following.window) }
            XCTAssertEqual(badlyNamed(auditedObjects()), [], "Following")
        }
    }
}
