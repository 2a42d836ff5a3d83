import BoxOfficeCore
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Results the user asked for are said by the keyboard landing on what says what came (`ResultFocus`: GTK 4.8
/// has no announce call): Search KOBIS's count after Enter, Upcoming Films' count after Read the List, or the
/// sentence saying why it could not be read. Read back over AT-SPI as Orca reads the object in focus.
final class ResultFocusTests: KoreanUITestCase {
    /// The names of the focused objects in the window titled `window`, as Orca reads them.
    @MainActor private func assertFocused(
        _ names: [String], role: String? = nil, window: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let focused = auditedObjects(window: window).filter(\.isFocused)
        let text = focused.map(\.debugText).joined(separator: "\n")
        XCTAssertEqual(focused.map(\.name), names, text, file: file, line: line)
        if let role { XCTAssertEqual(focused.map(\.role), [role], text, file: file, line: line) }
    }

    /// Search KOBIS (Ctrl+K) with "엘리" typed: one film found, the keyboard still in the field.
    @MainActor private func searchTyped() -> SearchWindow? {
        waitForFrame()
        press(Int32(GDK_KEY_k), control: true)
        waitFor("the search window") { self.app.searchWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
        guard let search = app.searchWindow else { return nil }
        type("엘리", into: search.ui.entry)
        waitFor("one film found") { search.model.rows.map(\.title) == ["엘리멘탈"] && !search.model.isSearching }
        waitForFrame(search.window)
        XCTAssertTrue(isInside(focusedWidget(search.window), search.ui.entry.widget), "typing keeps the keyboard")
        return search
    }

    /// Upcoming Films (Ctrl+Shift+O) on 2026-11-28, and Enter on Read the List once its cost is said.
    @MainActor private func readUpcomingFilmsByEnter() -> ComingWindow? {
        clock.set("2026-11-28T01:00:00Z")  // 10:00 in Korea
        press(Int32(GDK_KEY_o), shift: true, control: true)
        waitFor("Upcoming Films") { self.app.comingWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
        guard let coming = app.comingWindow else { return nil }
        waitFor("the cost said") { coming.ui.fetch.isVisible && gtk_widget_get_mapped(coming.ui.fetch.widget) != 0 }
        XCTAssertTrue(coming.ui.fetch.grabFocus())
        press(Int32(GDK_KEY_Return), in: coming.window)
        return coming
    }

    /// From the failure's sentence: Tab to Try Again, Enter, and the list with the keyboard on its count.
    @MainActor private func tryAgainByKeys(_ coming: ComingWindow) {
        press(Int32(GDK_KEY_Tab), in: coming.window)
        waitFor("Try Again focused") { self.focusedWidget(coming.window) == coming.ui.fetch.widget }
        assertFocused(["다시 시도"], window: "개봉 예정")
        press(Int32(GDK_KEY_Return), in: coming.window)
        waitFor("the list") { coming.lists.count == 5 }
        waitFor("the count focused") { self.focusedWidget(coming.window) == coming.count.widget }
        assertFocused(["앞으로 4주 동안 개봉하는 영화 6편"], window: "개봉 예정")
    }

    func testEnterInSearchMovesTheKeyboardToTheNamedCount() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment())
            guard let search = searchTyped() else { return XCTFail("no search window") }
            // Enter: the search again at once, and the keyboard on its count when it ends.
            press(Int32(GDK_KEY_Return), in: search.window)
            waitFor("the count focused") { self.focusedWidget(search.window) == search.ui.count.widget }
            waitForFrame(search.window)
            screenshot("search-count-focused-ko", search.window)
            assertFocused(["검색 결과: 1건 중 1건"], role: "label", window: "KOBIS 검색")
        }
    }

    /// Issue 47: the count is a Tab stop whenever it is shown, not only once Enter has moved the keyboard to
    /// it: from the field of a search typed (no Enter) Tab reaches it, and after Tab leaves it Shift+Tab
    /// finds it again.
    func testTabReachesTheCountOfASearchTypedWithoutEnter() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment())
            guard let search = searchTyped() else { return XCTFail("no search window") }
            var presses = 0
            while focusedWidget(search.window) != search.ui.count.widget, presses < 12 {
                let before = focusedWidget(search.window)
                press(Int32(GDK_KEY_Tab), in: search.window)
                waitFor("the focus to move") { self.focusedWidget(search.window) != before }
                presses += 1
            }
            XCTAssertTrue(focusedWidget(search.window) == search.ui.count.widget, "Tab never reached the count")
            assertFocused(["검색 결과: 1건 중 1건"], window: "KOBIS 검색")
            press(Int32(GDK_KEY_Tab), in: search.window)
            waitFor("Tab leaves the count") { self.focusedWidget(search.window) != search.ui.count.widget }
            press(Int32(GDK_KEY_Tab), shift: true, in: search.window)
            waitFor("Shift+Tab finds it again") { self.focusedWidget(search.window) == search.ui.count.widget }
        }
    }

    func testReadingUpcomingFilmsMovesTheKeyboardToTheNamedCount() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            // Enter on Read the List: the button goes with the list's arrival, the keyboard to the count.
            guard let coming = readUpcomingFilmsByEnter() else { return XCTFail("no window") }
            waitFor("the list") { coming.lists.count == 5 }
            waitFor("the count focused") { self.focusedWidget(coming.window) == coming.count.widget }
            waitForFrame(coming.window)
            screenshot("coming-count-focused-ko", coming.window)
            XCTAssertEqual(coming.lists.map(\.rows.count), [1, 2, 1, 1, 1])
            assertFocused(["앞으로 4주 동안 개봉하는 영화 6편"], window: "개봉 예정")
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
            guard let coming = readUpcomingFilmsByEnter() else { return XCTFail("no window") }
            waitFor("the reason focused") { self.focusedWidget(coming.window) == coming.ui.reason.widget }
            XCTAssertEqual(coming.ui.status.title, "목록을 읽지 못했습니다")
            XCTAssertEqual(coming.ui.reason.text, "KOBIS가 HTTP 오류 503으로 응답했습니다.")
            waitForFrame(coming.window)
            screenshot("coming-failed-focused-ko", coming.window)
            assertFocused(["목록을 읽지 못했습니다: KOBIS가 HTTP 오류 503으로 응답했습니다."], role: "label", window: "개봉 예정")
            press(Int32(GDK_KEY_Tab), in: coming.window)
            waitFor("Try Again focused") { self.focusedWidget(coming.window) == coming.ui.fetch.widget }
            press(Int32(GDK_KEY_Tab), shift: true, in: coming.window)
            waitFor("the reason again") { self.focusedWidget(coming.window) == coming.ui.reason.widget }
            api.searchOverride = nil
            tryAgainByKeys(coming)
        }
    }

    /// Issue 47: Read the List with today's budget spent (Preferences' daily budget 0) asks KOBIS nothing and
    /// lists nothing: the keyboard goes to the sentence saying so (not "no film opens"); with the budget back
    /// to its default, Try Again reads the list.
    func testASpentBudgetIsSaidWhereTheKeyboardGoesAndTryAgainReadsOnceItIsRaised() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            app.model.historyFill.setBudget(0)
            guard let coming = readUpcomingFilmsByEnter() else { return XCTFail("no window") }
            waitFor("the reason focused") { self.focusedWidget(coming.window) == coming.ui.reason.widget }
            XCTAssertEqual(api.server.requests(to: "/kobis/movie/searchMovieList.json").count, 0)
            waitForFrame(coming.window)
            screenshot("coming-budget-focused-ko", coming.window)
            assertFocused(["목록을 읽지 못했습니다: 오늘 요청 한도를 다 써서 영화 목록을 조금도 읽지 못했습니다."], window: "개봉 예정")
            app.model.historyFill.setBudget(nil)
            tryAgainByKeys(coming)
        }
    }

    /// Issue 47: a list read whole that holds no film (KOBIS's list of 2026 empty) moves the keyboard to the
    /// sentence under "no film opens", which says the days read; there is nothing to try again.
    func testAnEmptyListMovesTheKeyboardToTheDaysItCovers() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            let empty = #"{"movieListResult": {"totCnt": 0, "source": "영화진흥위원회", "movieList": []}}"#
            api.searchOverride = { _ in .init(body: Data(empty.utf8)) }
            guard let coming = readUpcomingFilmsByEnter() else { return XCTFail("no window") }
            waitFor("the reason focused") { self.focusedWidget(coming.window) == coming.ui.reason.widget }
            XCTAssertEqual(api.server.requests(to: "/kobis/movie/searchMovieList.json").count, 1)
            XCTAssertFalse(coming.ui.fetch.isVisible)
            waitForFrame(coming.window)
            screenshot("coming-empty-focused-ko", coming.window)
            assertFocused(["4주 안에 개봉하는 영화가 없습니다: KOBIS 영화 목록 기준 2026년 11월 28일–12월 25일"], window: "개봉 예정")
        }
    }
}
