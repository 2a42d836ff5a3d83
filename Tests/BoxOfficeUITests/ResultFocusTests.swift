import BoxOfficeCore
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Results the user asked for are said by the keyboard landing on what says what came (`ResultFocus`: GTK 4.8
/// has no announce call): Search KOBIS's count after Enter, Upcoming Films' count after Read the List. Read
/// back over AT-SPI as Orca reads the object in focus.
final class ResultFocusTests: KoreanUITestCase {
    func testEnterInSearchMovesTheKeyboardToTheNamedCount() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment())
            waitForFrame()
            press(Int32(GDK_KEY_k), control: true)
            waitFor("the search window") {
                self.app.searchWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            guard let search = app.searchWindow else { return XCTFail("no search window") }
            // Typing searches but leaves the keyboard in the field.
            type("엘리", into: search.ui.entry)
            waitFor("one film found") { search.model.rows.map(\.title) == ["엘리멘탈"] && !search.model.isSearching }
            waitForFrame(search.window)
            XCTAssertTrue(isInside(focusedWidget(search.window), search.ui.entry.widget), "typing keeps the keyboard")
            // Enter: the search again at once, and the keyboard on its count when it ends.
            press(Int32(GDK_KEY_Return), in: search.window)
            waitFor("the count focused") { self.focusedWidget(search.window) == search.ui.count.widget }
            waitForFrame(search.window)
            screenshot("search-count-focused-ko", search.window)
            let focused = auditedObjects(window: "KOBIS 검색").filter(\.isFocused)
            XCTAssertEqual(focused.map(\.name), ["검색 결과: 1건 중 1건"], focused.map(\.debugText).joined(separator: "\n"))
            XCTAssertEqual(focused.map(\.role), ["label"])
        }
    }

    func testReadingUpcomingFilmsMovesTheKeyboardToTheNamedCount() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            clock.set("2026-11-28T01:00:00Z")  // 10:00 in Korea
            press(Int32(GDK_KEY_o), shift: true, control: true)
            waitFor("Upcoming Films") { self.app.comingWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
            guard let coming = app.comingWindow else { return XCTFail("no window") }
            waitFor("the cost said") { coming.ui.fetch.isVisible && gtk_widget_get_mapped(coming.ui.fetch.widget) != 0 }
            XCTAssertTrue(coming.ui.fetch.grabFocus())
            // Enter on Read the List: the button goes with the list's arrival, the keyboard to the count.
            press(Int32(GDK_KEY_Return), in: coming.window)
            waitFor("the list") { coming.lists.count == 5 }
            waitFor("the count focused") { self.focusedWidget(coming.window) == coming.count.widget }
            waitForFrame(coming.window)
            screenshot("coming-count-focused-ko", coming.window)
            XCTAssertEqual(coming.lists.map(\.rows.count), [1, 2, 1, 1, 1])
            let focused = auditedObjects(window: "개봉 예정").filter(\.isFocused)
            XCTAssertEqual(
                focused.map(\.name), ["앞으로 4주 동안 개봉하는 영화 6편"], focused.map(\.debugText).joined(separator: "\n"))
        }
    }

    /// Issue 47: Read the List failing (every page answered 503) moves the keyboard to the sentence saying why,
    /// named with the title above it; Tab reaches Try Again, Shift+Tab the sentence again, and Enter on Try
    /// Again (KOBIS answering now) lists the films with the keyboard on their count.
    func testAFailedReadMovesTheKeyboardToTheNamedReasonAndTryAgainIsATabAway() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            api.searchOverride = { _ in .init(status: 503, body: Data("busy".utf8), contentType: "text/plain") }
            clock.set("2026-11-28T01:00:00Z")  // 10:00 in Korea
            press(Int32(GDK_KEY_o), shift: true, control: true)
            waitFor("Upcoming Films") { self.app.comingWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
            guard let coming = app.comingWindow else { return XCTFail("no window") }
            waitFor("the cost said") { coming.ui.fetch.isVisible && gtk_widget_get_mapped(coming.ui.fetch.widget) != 0 }
            XCTAssertTrue(coming.ui.fetch.grabFocus())
            press(Int32(GDK_KEY_Return), in: coming.window)
            waitFor("the reason focused") { self.focusedWidget(coming.window) == coming.ui.reason.widget }
            XCTAssertEqual(coming.ui.status.title, "목록을 읽지 못했습니다")
            XCTAssertEqual(coming.ui.reason.text, "KOBIS가 HTTP 오류 503로 응답했습니다.")
            waitForFrame(coming.window)
            screenshot("coming-failed-focused-ko", coming.window)
            var focused = auditedObjects(window: "개봉 예정").filter(\.isFocused)
            XCTAssertEqual(
                focused.map(\.name), ["목록을 읽지 못했습니다: KOBIS가 HTTP 오류 503로 응답했습니다."],
                focused.map(\.debugText).joined(separator: "\n"))
            XCTAssertEqual(focused.map(\.role), ["label"])
            press(Int32(GDK_KEY_Tab), in: coming.window)
            waitFor("Try Again focused") { self.focusedWidget(coming.window) == coming.ui.fetch.widget }
            focused = auditedObjects(window: "개봉 예정").filter(\.isFocused)
            XCTAssertEqual(focused.map(\.name), ["다시 시도"], focused.map(\.debugText).joined(separator: "\n"))
            press(Int32(GDK_KEY_Tab), shift: true, in: coming.window)
            waitFor("the reason again") { self.focusedWidget(coming.window) == coming.ui.reason.widget }
            api.searchOverride = nil
            press(Int32(GDK_KEY_Tab), in: coming.window)
            waitFor("Try Again again") { self.focusedWidget(coming.window) == coming.ui.fetch.widget }
            press(Int32(GDK_KEY_Return), in: coming.window)
            waitFor("the list") { coming.lists.count == 5 }
            waitFor("the count focused") { self.focusedWidget(coming.window) == coming.count.widget }
            focused = auditedObjects(window: "개봉 예정").filter(\.isFocused)
            XCTAssertEqual(
                focused.map(\.name), ["앞으로 4주 동안 개봉하는 영화 6편"], focused.map(\.debugText).joined(separator: "\n"))
        }
    }

    /// Issue 47: the count is a Tab stop whenever it is shown, not only once Enter has moved the keyboard to
    /// it: a search typed (no Enter) leaves the keyboard in the field, and Tab from there reaches the count;
    /// after Tab leaves it, Shift+Tab finds it again.
    func testTabReachesTheCountOfASearchTypedWithoutEnter() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment())
            waitForFrame()
            press(Int32(GDK_KEY_k), control: true)
            waitFor("the search window") {
                self.app.searchWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            guard let search = app.searchWindow else { return XCTFail("no search window") }
            type("엘리", into: search.ui.entry)
            waitFor("one film found") { search.model.rows.map(\.title) == ["엘리멘탈"] && !search.model.isSearching }
            waitForFrame(search.window)
            XCTAssertTrue(isInside(focusedWidget(search.window), search.ui.entry.widget), "typing keeps the keyboard")
            var presses = 0
            while focusedWidget(search.window) != search.ui.count.widget, presses < 12 {
                let before = focusedWidget(search.window)
                press(Int32(GDK_KEY_Tab), in: search.window)
                waitFor("the focus to move") { self.focusedWidget(search.window) != before }
                presses += 1
            }
            XCTAssertTrue(focusedWidget(search.window) == search.ui.count.widget, "Tab never reached the count")
            let focused = auditedObjects(window: "KOBIS 검색").filter(\.isFocused)
            XCTAssertEqual(focused.map(\.name), ["검색 결과: 1건 중 1건"], focused.map(\.debugText).joined(separator: "\n"))
            press(Int32(GDK_KEY_Tab), in: search.window)
            waitFor("Tab leaves the count") { self.focusedWidget(search.window) != search.ui.count.widget }
            press(Int32(GDK_KEY_Tab), shift: true, in: search.window)
            waitFor("Shift+Tab finds it again") { self.focusedWidget(search.window) == search.ui.count.widget }
        }
    }
}
