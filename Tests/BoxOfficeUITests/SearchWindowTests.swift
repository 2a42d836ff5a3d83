import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Search KOBIS from the keyboard: Ctrl+K, typing, Down and Enter to a film; a person found by name,
/// their filmography, and a film from it; a film's credits leading to a company.
final class SearchWindowTests: KoreanUITestCase {
    /// Esc in a filled entry clears it and keeps the window; Esc in the empty entry closes it.
    func testEscClearsTheEntryThenCloses() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment())
            waitForFrame()
            guard let search = searchElemental() else { return }
            press(Int32(GDK_KEY_Escape), in: search.window)
            waitFor("the entry cleared") { search.ui.entry.text.isEmpty }
            XCTAssertNotEqual(gtk_widget_get_mapped(search.window), 0, "the first Esc keeps the window")
            XCTAssertTrue(
                isInside(focusedWidget(search.window), search.ui.entry.widget), "the entry keeps the keyboard")
            waitForFrame(search.window)
            screenshot("search-esc-cleared-ko", search.window)
            press(Int32(GDK_KEY_Escape), in: search.window)
            waitFor("the second Esc closes it") {
                self.app.searchWindow == nil || gtk_widget_get_mapped(search.window) == 0
            }
        }
    }

    func testSearchingFilmsAndPeopleWithTheKeyboard() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment()) { api in
                // The real 드웨인 존슨 details (10013266) are found by his name: no real list row for him exists.
                api.searchOverride = { r in
                    guard r.path.hasSuffix("searchPeopleList.json"), r.query["peopleNm"] == "드웨인 존슨" else { return nil }
                    return .json(
                        #"{"peopleListResult":{"totCnt":1,"peopleList":[{"peopleCd":"10013266","peopleNm":"드웨인 존슨 ","peopleNmEn":"Dwayne Johnson","repRoleNm":"배우","filmoNames":"모아나 2|레드 원"}],"source":"영화진흥위원회"}}"#
                    )
                }
            }
            waitForFrame()
            guard let search = searchElemental() else { return }
            XCTAssertEqual(
                api.server.requests(to: "/kobis/movie/searchMovieList.json").count, 1, "typing once, one request")
            XCTAssertEqual(api.server.requests(to: "/kobis/movie/searchMovieList.json").last?.query["movieNm"], "엘리")
            waitForFrame(search.window)
            screenshot("search", search.window)
            // The director filter: sent as directorNm with the title.
            type("피터", into: search.ui.director)
            waitFor("the director asked") {
                self.api.server.requests(to: "/kobis/movie/searchMovieList.json").last?.query["directorNm"] == "피터"
                    && !search.model.isSearching
            }
            XCTAssertEqual(search.model.rows.map(\.title), ["엘리멘탈"])
            type("2023-2023", into: search.ui.years)
            waitFor("the years asked") {
                self.api.server.requests(to: "/kobis/movie/searchMovieList.json").last?.query["openStartDt"] == "2023"
                    && !search.model.isSearching
            }
            search.ui.director.text = ""
            search.ui.years.text = ""
            // Korean films only: KOBIS's nation list is asked once for 한국's code, which the film list then takes.
            click(search.ui.koreanOnly.widget)
            waitFor("the Korean films asked") {
                self.api.server.requests(to: "/kobis/movie/searchMovieList.json").last?.query["repNationCd"]
                    == "22041011" && !search.model.isSearching
            }
            XCTAssertEqual(
                api.server.requests(to: "/kobis/code/searchCodeList.json").map { $0.query["comCode"] }, ["2204"])
            click(search.ui.koreanOnly.widget)
            // Every nation again: that search was saved, so it is answered without a request.
            waitFor("every nation again") {
                search.model.nationCode == nil && !search.model.isSearching
                    && search.model.rows.map(\.title) == ["엘리멘탈"]
            }
            search.ui.entry.grabFocus()
            press(Int32(GDK_KEY_Down), in: search.window)
            press(Int32(GDK_KEY_Return), in: search.window)
            waitFor("the film's window") { self.app.details["20228930"] != nil }

            // People: the second kind, a name, Enter on the result, the filmography, a film from it.
            search.present()
            guard let people = button(in: search.window, labelled: "영화인") else { return XCTFail("no 영화인 button") }
            waitForFrame(search.window)
            click(people)
            waitFor("people") { search.model.kind == .people }
            type("드웨인 존슨", into: search.ui.entry)
            waitFor("found") { search.model.rows.map(\.title) == ["드웨인 존슨"] && !search.model.isSearching }
            press(Int32(GDK_KEY_Down), in: search.window)
            press(Int32(GDK_KEY_Return), in: search.window)
            waitFor("the person's window") { self.app.subjects["person:10013266"] != nil }
            guard let person = app.subjects["person:10013266"] else { return }
            waitForText("배우 (35)") { person.window }
            waitForText("모아나 2") { person.window }
            waitForFrame(person.window)
            screenshot("person", person.window)
            activate(SubjectAction.copyCode, on: person.window)
            waitFor("the code copied") { self.clipboardText() == "10013266" }
            XCTAssertNotNil(button(in: person.window, labelled: "KOBIS에서 열기(_K)"))
            guard let moana = row(in: person.window, titled: "모아나 2") else { return XCTFail("no 모아나 2 row") }
            _ = gtk_widget_grab_focus(moana)
            press(Int32(GDK_KEY_Return), in: person.window)
            waitFor("모아나 2's window") { self.app.details["20240737"] != nil }

            // Esc closes the search from anywhere in it, not only from an empty entry.
            search.present()
            _ = gtk_widget_grab_focus(people)
            waitFor("the kind button focused") { self.focusedWidget(search.window) == people }
            press(Int32(GDK_KEY_Escape), in: search.window)
            waitFor("the search closed by Esc") { gtk_widget_get_mapped(search.window) == 0 }
        }
    }

    /// A film's credits: the company row opens the company's window with its filmography.
    func testAFilmsCompanyOpensItsWindow() throws {
        try MainActor.assumeIsolated {
            try launch()
            openFilm(at: 0)  // 경관의 피: its details list its companies with codes
            guard let detail = app.details["20199882"] else { return XCTFail("no detail window") }
            waitForText("People and Companies on KOBIS") { detail.window }
            activate(FilmAction.copyCode, on: detail.window)
            waitFor("the film's code copied") { self.clipboardText() == "20199882" }
            XCTAssertEqual(
                KobisPages.address(.film, code: "2023C264&x=1"),
                "https://www.kobis.or.kr/kobis/business/mast/mvie/findMovieInfoPopup.do?movieCd=2023C264x1")
            XCTAssertNotNil(row(in: detail.window, titled: "이규만"), "the director leads to a search")
            guard let director = row(in: detail.window, titled: "이규만") else { return }
            _ = gtk_widget_grab_focus(director)
            press(Int32(GDK_KEY_Return), in: detail.window)
            waitFor("a people search for 이규만") {
                self.app.searchWindow.map { $0.model.kind == .people && $0.model.query == "이규만" } ?? false
            }
            // The production company, by its code: its window opens (KOBIS has no fixture for it, so it says why).
            guard let company = row(in: detail.window, titled: "리양필름(주)") else { return XCTFail("no company row") }
            _ = gtk_widget_grab_focus(company)
            press(Int32(GDK_KEY_Return), in: detail.window)
            waitFor("the company's window") { self.app.subjects["company:20141613"] != nil }
            guard let window = app.subjects["company:20141613"], case .company(let model) = window.subject else {
                return
            }
            waitFor("its answer") { if case .failed = model.state { return true } else { return false } }
            if case .failed(let sentence) = model.state { waitForText(sentence) { window.window } }
        }
    }

    @MainActor private func row(in root: Widget, titled title: String) -> Widget? {
        if G_TYPE_CHECK_INSTANCE_TYPE(root.raw, adw_action_row_get_type()), gtk_widget_get_mapped(root) != 0,
            adw_preferences_row_get_title(cast(root)).map({ String(cString: $0) }) == title
        {
            return root
        }
        var child = gtk_widget_get_first_child(root)
        while let c = child {
            if let found = row(in: c, titled: title) { return found }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }

    /// Ctrl+K, then "엘리" typed into the focused entry: the search window with 엘리멘탈 found.
    @MainActor private func searchElemental() -> SearchWindow? {
        press(Int32(GDK_KEY_k), control: true)
        waitFor("the search window") { self.app.searchWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
        guard let search = app.searchWindow else { return nil }
        waitFor("the entry focused") { self.isInside(self.focusedWidget(search.window), search.ui.entry.widget) }
        type("엘리", into: search.ui.entry)
        waitFor("one film found") { search.model.rows.map(\.title) == ["엘리멘탈"] && !search.model.isSearching }
        return search
    }
}

/// The chart's search bar in Korean, for a look.
final class ChartFilterScreenshotTests: KoreanUITestCase {
    func testTheChartFilterInKorean() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment())
            waitForFrame()
            press(Int32(GDK_KEY_f), control: true)
            waitFor("the search bar open") { self.window.ui.searchBar.isSearchModeEnabled }
            type("스파이더", into: window.ui.searchEntry)
            waitFor("one film") { self.window.items.count == 1 }
            waitForText("스파이더맨: 노 웨이 홈") { self.window.list.root }
            waitForFrame()
            screenshot("chart-filter", window.window)
        }
    }
}
