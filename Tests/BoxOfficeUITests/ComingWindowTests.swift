import BoxOfficeCore
import CGtk
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// "Upcoming Films" (Ctrl+Shift+O) on 2026-11-28 against the year's film list served in pages on loopback
/// (`movielist_opening_2026.json`): the cost said first, Read the List, the days with their films, the star,
/// and Enter opening a film's window.
final class ComingWindowTests: KoreanUITestCase {
    @MainActor private func openComing() -> ComingWindow? {
        clock.set("2026-11-28T01:00:00Z")  // 10:00 in Korea
        press(Int32(GDK_KEY_o), shift: true, control: true)
        waitFor("Upcoming Films") { self.app.comingWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
        return app.comingWindow
    }

    @MainActor private func readTheList(_ coming: ComingWindow) {
        waitFor("the cost said") { coming.ui.fetch.isVisible && gtk_widget_get_mapped(coming.ui.fetch.widget) != 0 }
        waitForFrame(coming.window)
        XCTAssertEqual(queries("/kobis/movie/searchMovieList.json").count, 0, "nothing asked before the click")
        click(coming.ui.fetch.widget)
        waitFor("the list") { coming.lists.count == 5 }
        waitForFrame(coming.window)
    }

    private func queries(_ prefix: String) -> [[String: String]] {
        MainActor.assumeIsolated { api.server.requests(to: prefix).map(\.query) }
    }

    func testTheCostIsSaidFirstThenTheDaysAreListedInKorean() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try self.launch(initialDay: Day("2022-01-05"))
            guard let coming = self.openComing() else { return XCTFail("no window") }
            self.waitFor("the cost said") { coming.ui.fetch.isVisible }
            XCTAssertEqual(coming.ui.status.text, "2026년 영화 목록을 읽으려면 KOBIS에 최대 40회 요청합니다(요청 한 번에 100편).")
            self.waitForFrame(coming.window)
            self.screenshot("coming-cost-ko", coming.window)
            self.readTheList(coming)
            XCTAssertEqual(
                self.queries("/kobis/movie/searchMovieList.json").map { $0["curPage"] ?? "" }, ["1", "2", "3"])
            let texts = self.visibleTexts(coming.window)
            for expected in [
                "이번 주 · 2026년 11월 28일 (토)", "오늘의 영화", "2026년 12월 2일 (수)", "겨울의 극장", "눈의 항구",
                "애니메이션, 가족 · 미국, 캐나다 · 감독 Mary Lee, John Park", "2026년 12월 24일 (목)", "크리스마스 소나타"
            ] {
                XCTAssertTrue(texts.contains(expected), "\(expected) not in \(texts)")
            }
            XCTAssertFalse(texts.contains("넷째 주 다음날"), "Dec 26 is past the four weeks")
            self.waitForFrame(coming.window)
            self.screenshot("coming-ko", coming.window)
            self.setDarkStyle(true)
            self.waitForFrame(coming.window)
            self.screenshot("coming-ko-dark", coming.window)
            self.setDarkStyle(false)
            // A phone-wide window: the rows wrap, nothing is cut.
            gtk_window_set_default_size(cast(coming.window), 360, 640)
            self.waitFor("360 px wide") { gtk_widget_get_width(coming.window) <= 360 }
            self.waitForFrame(coming.window)
            self.screenshot("coming-ko-360", coming.window)
            self.setDarkStyle(true)
            self.waitForFrame(coming.window)
            self.screenshot("coming-ko-360-dark", coming.window)
            self.setDarkStyle(false)
        }
    }

    func testTheStarFollowsAFilmBeforeItOpensAndEnterOpensItsWindow() throws {
        try MainActor.assumeIsolated {
            try self.launch(language: .english, initialDay: Day("2022-01-05"))
            guard let coming = self.openComing() else { return XCTFail("no window") }
            self.waitFor("the cost said") { coming.ui.fetch.isVisible }
            XCTAssertEqual(
                coming.ui.status.text,
                "Reading the film list of 2026 asks KOBIS at most 40 times (100 films a request).")
            self.readTheList(coming)
            self.waitForFrame(coming.window)
            self.screenshot("coming-en", coming.window)
            self.setDarkStyle(true)
            self.waitForFrame(coming.window)
            self.screenshot("coming-en-dark", coming.window)
            self.setDarkStyle(false)
            // 눈의 항구 is the second film of Dec 2 (the second list); its star follows it.
            let harbour = coming.lists[1]
            XCTAssertEqual(harbour.rows.map(\.title), ["겨울의 극장", "눈의 항구"])
            guard
                let star = self.firstDescendant(
                    of: harbour.list, type: gtk_button_get_type(),
                    where: {
                        gtk_widget_get_tooltip_text($0).map { String(cString: $0) } == "Follow 눈의 항구"
                    })
            else { return XCTFail("no star for 눈의 항구") }
            self.click(star)
            self.waitFor("followed") { self.app.model.following.isFollowed("20265002") }
            // Enter on 경관의 피's row (Dec 9) opens its window.
            let policeman = coming.lists[2]
            XCTAssertEqual(policeman.rows.map(\.code), ["20199882"])
            guard let row = gtk_list_box_get_row_at_index(policeman.list.pointer, 0) else { return XCTFail("no row") }
            XCTAssertTrue(gtk_widget_grab_focus(cast(row)) != 0)
            self.press(Int32(GDK_KEY_Return), in: coming.window)
            self.waitFor("the film's window") { self.app.details["20199882"] != nil }
        }
    }

    @MainActor private func star(_ title: String, in list: ListBox) -> Widget? {
        firstDescendant(of: list, type: gtk_button_get_type()) { star in
            let tip = gtk_widget_get_tooltip_text(star).map { String(cString: $0) }
            return tip == "Follow \(title)" || tip == "Unfollow \(title)"
        }
    }

    /// Issue 45, 8: Space on a film's star follows it and Space again unfollows it; the star changes in place,
    /// its list is the same list, and the keyboard stays on the star.
    func testAFollowChangesTheStarInPlaceAndTheKeyboardStaysOnIt() throws {
        try MainActor.assumeIsolated {
            try self.launch(language: .english, initialDay: Day("2022-01-05"))
            guard let coming = self.openComing() else { return XCTFail("no window") }
            self.readTheList(coming)
            let harbour = coming.lists[1].list
            guard let star = self.star("눈의 항구", in: harbour) else { return XCTFail("no star for 눈의 항구") }
            // Held, so a star the window dropped is seen as dropped rather than read after it is freed.
            g_object_ref(star)
            defer { g_object_unref(star) }
            XCTAssertTrue(gtk_widget_grab_focus(star) != 0)
            self.press(Int32(GDK_KEY_space), in: coming.window)
            self.waitFor("followed") { self.app.model.following.isFollowed("20265002") }
            self.waitForFrame(coming.window)
            guard gtk_widget_get_root(star) != nil else { return XCTFail("the star was replaced") }
            self.waitFor("the star filled") { Button(unchecked: star).iconName == "starred-symbolic" }
            XCTAssertEqual(gtk_widget_get_tooltip_text(star).map { String(cString: $0) }, "Unfollow 눈의 항구")
            XCTAssertTrue(self.focusedWidget(coming.window) == star, "the keyboard left the star")
            XCTAssertTrue(coming.lists[1].list.pointer == harbour.pointer, "the list was rebuilt")
            XCTAssertEqual(
                self.star("겨울의 극장", in: harbour).flatMap { gtk_widget_get_tooltip_text($0) }.map {
                    String(cString: $0)
                },
                "Follow 겨울의 극장")
            self.press(Int32(GDK_KEY_space), in: coming.window)
            self.waitFor("unfollowed") { !self.app.model.following.isFollowed("20265002") }
            self.waitFor("the star emptied") { Button(unchecked: star).iconName == "non-starred-symbolic" }
            XCTAssertEqual(gtk_widget_get_tooltip_text(star).map { String(cString: $0) }, "Follow 눈의 항구")
            XCTAssertTrue(self.focusedWidget(coming.window) == star, "the keyboard left the star")
            // A phone-wide window in English, light and dark, one film followed.
            self.press(Int32(GDK_KEY_space), in: coming.window)
            self.waitFor("followed again") { self.app.model.following.isFollowed("20265002") }
            gtk_window_set_default_size(cast(coming.window), 360, 640)
            self.waitFor("360 px wide") { gtk_widget_get_width(coming.window) <= 360 }
            self.waitForFrame(coming.window)
            self.screenshot("coming-en-360", coming.window)
            self.setDarkStyle(true)
            self.waitForFrame(coming.window)
            self.screenshot("coming-en-360-dark", coming.window)
            self.setDarkStyle(false)
        }
    }

    /// Issue 45, 5: closing the window (Esc) while page 1 is held cancels the read; the window opened again
    /// reads the list once: page 1 asked twice in all (the cancelled ask and the new one), pages 2 and 3 once.
    func testClosingDuringASlowReadStopsItAndTheReopenedWindowReadsOnce() throws {
        try MainActor.assumeIsolated {
            try self.launch(language: .english, initialDay: Day("2022-01-05"))
            guard let first = self.openComing() else { return XCTFail("no window") }
            self.waitFor("the cost said") {
                first.ui.fetch.isVisible && gtk_widget_get_mapped(first.ui.fetch.widget) != 0
            }
            self.waitForFrame(first.window)
            self.api.server.holding = "/kobis/movie/searchMovieList.json"
            self.click(first.ui.fetch.widget)
            self.waitFor("page 1 asked") { self.queries("/kobis/movie/searchMovieList.json").count == 1 }
            self.press(Int32(GDK_KEY_Escape), in: first.window)
            self.waitFor("the window closed") { self.app.comingWindow == nil }
            self.api.server.release()
            guard let again = self.openComing() else { return XCTFail("no window again") }
            self.waitFor("the cost said again") {
                again.ui.fetch.isVisible && gtk_widget_get_mapped(again.ui.fetch.widget) != 0
            }
            XCTAssertEqual(
                again.ui.status.text, "Reading the film list of 2026 asks KOBIS at most 40 times (100 films a request)."
            )
            self.waitForFrame(again.window)
            self.click(again.ui.fetch.widget)
            self.waitFor("the list") { again.lists.count == 5 }
            XCTAssertEqual(
                self.queries("/kobis/movie/searchMovieList.json").map { $0["curPage"] ?? "" }, ["1", "1", "2", "3"])
        }
    }

    /// Issue 45, 7 in the window: a page KOBIS fails leaves the other pages' films listed, and the note under the
    /// list says what is missing and why.
    func testAPageThatCannotBeReadLeavesTheRestListedAndTheNoteSaysSo() throws {
        try MainActor.assumeIsolated {
            try self.launch(language: .english, initialDay: Day("2022-01-05"))
            self.api.searchOverride = { request in
                request.query["curPage"] == "2"
                    ? .init(status: 503, body: Data("busy".utf8), contentType: "text/plain") : nil
            }
            guard let coming = self.openComing() else { return XCTFail("no window") }
            self.waitFor("the cost said") {
                coming.ui.fetch.isVisible && gtk_widget_get_mapped(coming.ui.fetch.widget) != 0
            }
            self.waitForFrame(coming.window)
            self.click(coming.ui.fetch.widget)
            self.waitFor("the list") { coming.lists.count == 2 }
            XCTAssertEqual(coming.lists.flatMap { $0.rows.map(\.title) }, ["오늘의 영화", "크리스마스 소나타"])
            XCTAssertTrue(gtk_widget_get_visible(coming.ui.note.widget) != 0)
            XCTAssertEqual(
                coming.ui.note.text,
                "1 page of the film list could not be read; the films on it are not listed. "
                    + "KOBIS answered with HTTP error 503.")
            self.waitFor("drawn") { gtk_widget_get_mapped(coming.ui.note.widget) != 0 }
            self.waitForFrame(coming.window)
            self.waitForFrame(coming.window)
            self.screenshot("coming-en-missing-page", coming.window)
        }
    }
}
