import BoxOfficeCore
@testable import BoxOfficeUI
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

final class DetailWindowTests: UITestCase {
    func testOpeningAMovieShowsItsDetailsAndPoster() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            waitForText("경관의 피") { self.window.list.root }
            openFilm(at: 0)
            guard let detail = app.details["20199882"] else { return XCTFail("no detail window") }
            XCTAssertEqual(detail.poster.visiblePage, "loading", "the poster area animates while loading")
            waitForText("Actors (96)") { detail.window }
            waitFor("the poster shown") { detail.poster.visiblePage == "poster" }
            waitForFrame(detail.window)
            let texts = visibleTexts(detail.window)
            for expected in ["경관의 피", "The Policeman\u{2019}s Lineage", "Directors", "이규만", "119분", "15세이상관람가", "범죄, 드라마", "Actors (96)"] {
                XCTAssertTrue(texts.contains(expected), "missing \(expected) in \(texts.prefix(40))")
            }
            // The film's figures for the chart's day, above the credits.
            waitForText("Box office on 2022년 1월 5일") { detail.window }
            for expected in ["Rank", "1 (신작)", "Audience", "64,050명", "Total audience", "69,228명", "Sales", "5억 8,455만 9,330원",
                             "Share of sales", "34.2%", "Screens", "1,171", "Shows", "4,416",
                             // Computed: 64,050 ÷ 1,171 screens, ÷ 4,416 shows, 584,559,330원 ÷ 64,050.
                             "Days in release", "day 1", "Audience per screen", "55명", "Audience per show", "15명",
                             "Average ticket price", "9,127원"] {
                XCTAssertTrue(visibleTexts(detail.window).contains(expected), "missing \(expected)")
            }
            // The actors' rows are made when the list opens: Enter on it shows all 96.
            let tenthActor = "원현준"
            guard let actors = expanderRow(titled: "Actors (96)", in: detail.window) else { return XCTFail("no actors row") }
            XCTAssertFalse(visibleTexts(detail.window).contains(tenthActor))
            let rowsBefore = actionRows(in: actors)
            guard let header = firstDescendant(of: actors, type: gtk_list_box_row_get_type()) else { return XCTFail("no header row") }
            _ = gtk_widget_grab_focus(header)
            press(Int32(GDK_KEY_Return), in: detail.window)
            waitFor("the actors' list open") { adw_expander_row_get_expanded(cast(actors)) != 0 }
            waitForText(tenthActor) { detail.window }
            XCTAssertEqual(actionRows(in: actors) - rowsBefore, 96)
            // The poster area kept its 2:3 size from the spinner to the poster: nothing moved.
            XCTAssertEqual([gtk_widget_get_width(detail.poster.root), gtk_widget_get_height(detail.poster.root)], [220, 330])
            screenshot("detail-en", detail.window)
            // Activating the same film again raises the same window.
            openFilm(at: 0)
            XCTAssertEqual(app.details.count, 1)
            XCTAssertTrue(app.details["20199882"] === detail)
        }
    }

    /// Opened again after closing, a film whose details are saved shows them before its first frame,
    /// beside its run, without asking KOBIS.
    func testASavedFilmOpensWithItsDetailsInItsFirstFrame() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            waitForText("경관의 피") { self.window.list.root }
            openFilm(at: 0)
            guard let first = app.details["20199882"] else { return XCTFail("no detail window") }
            waitFor("the details") { first.model.isFinished }
            gtk_window_close(cast(first.window))
            waitFor("closed") { self.app.details.isEmpty }
            let asked = api.server.requests(to: "/kobis/movie/").count
            XCTAssertEqual(asked, 1)
            openFilm(at: 0)   // no main loop iteration between this and the checks: what the first frame draws
            guard let again = app.details["20199882"] else { return XCTFail("no detail window") }
            XCTAssertTrue(visibleTexts(again.window, beforeMapping: true).contains("Actors (96)"))
            XCTAssertEqual(again.run?.chart.input.points.count, 1, "the run (one saved day) is in the same frame")
            waitForFrame(again.window)
            XCTAssertEqual(api.server.requests(to: "/kobis/movie/").count, asked, "saved details ask for nothing")
        }
    }

    @MainActor func actionRows(in root: Widget) -> Int {
        var count = G_TYPE_CHECK_INSTANCE_TYPE(root.raw, adw_action_row_get_type()) ? 1 : 0
        var child = gtk_widget_get_first_child(root)
        while let c = child { count += actionRows(in: c); child = gtk_widget_get_next_sibling(c) }
        return count
    }

    @MainActor func expanderRow(titled title: String, in root: Widget) -> Widget? {
        firstDescendant(of: root, type: adw_expander_row_get_type()) { String(cString: adw_preferences_row_get_title(cast($0))) == title }
    }

    @MainActor func firstDescendant(of root: Widget, type: GType, where test: (Widget) -> Bool = { _ in true }) -> Widget? {
        var child = gtk_widget_get_first_child(root)
        while let c = child {
            if G_TYPE_CHECK_INSTANCE_TYPE(c.raw, type), test(c) { return c }
            if let found = firstDescendant(of: c, type: type, where: test) { return found }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }

    func testWithoutAKakaoKeyThePlaceholderSaysWhy() throws {
        try MainActor.assumeIsolated {
            try launch(kakaoKey: nil, initialDay: Day("2022-01-05"))
            waitForText("경관의 피") { self.window.list.root }
            openFilm(at: 0)
            guard let detail = app.details["20199882"] else { return XCTFail("no detail window") }
            waitFor("finished") { detail.model.isFinished }
            waitForText("Posters need a Kakao API key: add one in Preferences.") { detail.poster.root }
            XCTAssertEqual(detail.poster.visiblePage, "placeholder")
        }
    }

    func testClosingTheWindowCancelsItsRequests() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            waitForText("경관의 피") { self.window.list.root }
            api.server.route("/kobis/movie") { _ in .init(body: FixtureAPI.fixture("movie_20199882.json"), delayMilliseconds: 3000) }
            api.server.route("/kakao/") { _ in .init(body: FixtureAPI.fixture("kakao_image_empty_result.json"), delayMilliseconds: 3000) }
            openFilm(at: 0)
            guard let model = app.details["20199882"]?.model, let detailWindow = app.details["20199882"]?.window else {
                return XCTFail("no detail window")
            }
            waitFor("both requests at the server") {
                self.api.server.requests(to: "/kobis/movie").count == 1 && self.api.server.requests(to: "/kakao").count == 1
            }
            activate("window.close", on: detailWindow)   // what Esc and Ctrl+W do
            waitFor("the window gone") { self.app.details["20199882"] == nil }
            waitFor("both requests dropped at the server") { self.api.server.dropped == 2 }
            XCTAssertEqual(model.info, .loading, "the details never arrived: the request was cancelled")
        }
    }

    /// A film KOBIS cannot give: a page saying why, and Try Again that asks once more.
    func testAFilmThatFailsOffersTryAgain() throws {
        try MainActor.assumeIsolated {
            try launch(kakaoKey: nil, initialDay: Day("2022-01-05"))
            waitForText("스파이더맨: 노 웨이 홈") { self.window.list.root }
            openFilm(at: 1)   // 20210028: the fixture server has no details for it and answers 503
            guard let detail = app.details["20210028"] else { return XCTFail("no detail window") }
            waitForText("Could Not Load the Details") { detail.window }
            waitForText("KOBIS answered with HTTP error 503") { detail.window }
            waitForFrame(detail.window)
            XCTAssertEqual([gtk_widget_get_width(detail.poster.root), gtk_widget_get_height(detail.poster.root)], [220, 330],
                           "the placeholder keeps the poster's size")
            api.server.route("/kobis/movie") { _ in .init(body: FixtureAPI.fixture("movie_20199882.json")) }
            guard let retry = button(in: detail.window, labelled: "_Try Again") else { return XCTFail("no Try Again") }
            gtk_widget_activate(retry)
            waitForText("Actors (96)") { detail.window }
            XCTAssertFalse(visibleTexts(detail.window).contains("Could Not Load the Details"))
        }
    }
}
