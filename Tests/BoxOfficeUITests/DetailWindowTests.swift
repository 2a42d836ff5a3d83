import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

final class DetailWindowTests: UITestCase {
    func testOpeningAFilmShowsItsDetailsAndPoster() throws {
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
            for expected in [
                "경관의 피", "The Policeman\u{2019}s Lineage", "Directors", "이규만", "119분", "15세이상관람가", "범죄, 드라마",
                "Actors (96)"
            ] {
                XCTAssertTrue(texts.contains(expected), "missing \(expected) in \(texts.prefix(40))")
            }
            // One day of its run so far: "1 day", not "1 days" (issue 34: gettext's plural forms).
            waitFor("the run") { detail.run?.ui.everyDay.subtitle.isEmpty == false }
            XCTAssertEqual(detail.run?.ui.everyDay.subtitle, "1 day")
            waitForText("1 day") { detail.window }
            // The film's figures for the chart's day, above the credits.
            waitForText("Box office on 2022년 1월 5일") { detail.window }
            for expected in [
                "Rank", "1 (신작)", "Audience", "64,050명", "Total audience", "69,228명", "Sales", "5억 8,455만 9,330원",
                "Share of sales", "34.2%", "Screens", "1,171", "Shows", "4,416",
                // Computed: 64,050 ÷ 1,171 screens, ÷ 4,416 shows, 584,559,330원 ÷ 64,050.
                "Days in release", "day 1", "Audience per screen", "55명", "Audience per show", "15명",
                "Average ticket price", "9,127원"
            ] {
                XCTAssertTrue(visibleTexts(detail.window).contains(expected), "missing \(expected)")
            }
            // The actors' rows are made when the list opens: Enter on it shows all 96.
            let tenthActor = "원현준"
            guard let actors = expanderRow(titled: "Actors (96)", in: detail.window) else {
                return XCTFail("no actors row")
            }
            XCTAssertFalse(visibleTexts(detail.window).contains(tenthActor))
            let rowsBefore = actionRows(in: actors)
            guard let header = firstDescendant(of: actors, type: gtk_list_box_row_get_type()) else {
                return XCTFail("no header row")
            }
            _ = gtk_widget_grab_focus(header)
            press(Int32(GDK_KEY_Return), in: detail.window)
            waitFor("the actors' list open") { adw_expander_row_get_expanded(cast(actors)) != 0 }
            waitForText(tenthActor) { detail.window }
            XCTAssertEqual(actionRows(in: actors) - rowsBefore, 96)
            // The poster area kept its 2:3 size from the spinner to the poster: nothing moved (160 × 240 in a
            // 560 px window, where the run chart follows it in the first screen).
            XCTAssertEqual(
                [gtk_widget_get_width(detail.poster.root.widget), gtk_widget_get_height(detail.poster.root.widget)],
                [160, 240])
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
            // Unmapped too, so the next click reaches the chart and not the window going away (a slower
            // machine still showed it).
            waitFor("closed") { self.app.details.isEmpty && gtk_widget_get_mapped(first.window) == 0 }
            let asked = api.server.requests(to: "/kobis/movie/").count
            XCTAssertEqual(asked, 1)
            openFilm(at: 0)  // no main loop iteration between this and the checks: what the first frame draws
            guard let again = app.details["20199882"] else { return XCTFail("no detail window") }
            XCTAssertTrue(visibleTexts(again.window, beforeMapping: true).contains("Actors (96)"))
            XCTAssertEqual(again.run?.chart.input.points.count, 1, "the run (one saved day) is in the same frame")
            waitForFrame(again.window)
            // The keyboard starts on the first button, not on the selectable English title above it.
            XCTAssertTrue(
                gtk_window_get_focus(cast(again.window)) == button(in: again.window, labelled: "Open on _KOBIS"))
            XCTAssertEqual(settledRequestCount(to: "/kobis/movie/"), asked, "saved details ask for nothing")
        }
    }

    @MainActor func actionRows(in root: Widget) -> Int {
        var count = G_TYPE_CHECK_INSTANCE_TYPE(root.raw, adw_action_row_get_type()) ? 1 : 0
        var child = gtk_widget_get_first_child(root)
        while let c = child {
            count += actionRows(in: c)
            child = gtk_widget_get_next_sibling(c)
        }
        return count
    }

    @MainActor func expanderRow(titled title: String, in root: Widget) -> Widget? {
        firstDescendant(of: root, type: adw_expander_row_get_type()) {
            String(cString: adw_preferences_row_get_title(cast($0))) == title
        }
    }

    func testWithoutAKakaoKeyThePlaceholderSaysWhy() throws {
        try MainActor.assumeIsolated {
            try launch(kakaoKey: nil, initialDay: Day("2022-01-05"))
            waitForText("경관의 피") { self.window.list.root }
            openFilm(at: 0)
            guard let detail = app.details["20199882"] else { return XCTFail("no detail window") }
            waitFor("finished") { detail.model.isFinished }
            waitForText("Posters need a Kakao API key: add one in Preferences.") { detail.poster.root.widget }
            XCTAssertEqual(detail.poster.visiblePage, "placeholder")
        }
    }

    func testClosingTheWindowCancelsItsRequests() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            waitForText("경관의 피") { self.window.list.root }
            api.server.holds = { $0.path.hasPrefix("/kobis/movie") || $0.path.hasPrefix("/kakao/") }
            openFilm(at: 0)
            guard let model = app.details["20199882"]?.model, let detailWindow = app.details["20199882"]?.window else {
                return XCTFail("no detail window")
            }
            waitFor("both requests at the server") {
                self.api.server.requests(to: "/kobis/movie").count == 1
                    && self.api.server.requests(to: "/kakao").count == 1
            }
            activate(WindowAction.close, on: detailWindow)  // what Esc and Ctrl+W do
            waitFor("the window gone") { self.app.details["20199882"] == nil }
            api.server.release()  // sent now, a request its client gave up on counts as dropped
            waitFor("both requests dropped at the server") { self.api.server.dropped == 2 }
            XCTAssertEqual(model.info, .loading, "the details never arrived: the request was cancelled")
        }
    }

    /// A film KOBIS cannot give: a page saying why, and Try Again that asks once more.
    func testAFilmThatFailsOffersTryAgain() throws {
        try MainActor.assumeIsolated {
            try launch(kakaoKey: nil, initialDay: Day("2022-01-05"))
            waitForText("스파이더맨: 노 웨이 홈") { self.window.list.root }
            openFilm(at: 1)  // 20210028: the fixture server has no details for it and answers 503
            guard let detail = app.details["20210028"] else { return XCTFail("no detail window") }
            waitForText("Could Not Load the Details") { detail.window }
            waitForText("KOBIS answered with HTTP error 503") { detail.window }
            waitForFrame(detail.window)
            XCTAssertEqual(
                [gtk_widget_get_width(detail.poster.root.widget), gtk_widget_get_height(detail.poster.root.widget)],
                [160, 240],
                "the placeholder keeps the poster's size")
            // The page saying why is whole (an AdwStatusPage scrolls inside: given its minimum height it
            // showed a strip with a piece of its icon).
            let failure = detail.shell.ui.failure.widget
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(
                failure, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width(failure), &minimum, &natural, nil, nil)
            XCTAssertGreaterThan(natural, 200)
            XCTAssertGreaterThanOrEqual(gtk_widget_get_height(failure), natural)
            api.server.route("/kobis/movie") { _ in .init(body: FixtureAPI.fixture("movie_20199882.json")) }
            guard let retry = button(in: detail.window, labelled: "_Try Again") else { return XCTFail("no Try Again") }
            gtk_widget_activate(retry)
            waitForText("Actors (96)") { detail.window }
            XCTAssertFalse(visibleTexts(detail.window).contains("Could Not Load the Details"))
        }
    }

    /// A closed film's window is hidden and kept: the next film opens in it, with nothing of the last one
    /// (texts, groups, the poster, the open actors' list), and the closed film's model is let go.
    func testTheNextFilmOpensInTheClosedWindowWithNothingOfTheLast() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            waitForText("경관의 피") { self.window.list.root }
            openFilm(at: 0)
            weak var closedModel = app.details["20199882"]?.model
            weak var closedRun = app.details["20199882"]?.run?.model
            guard let shown = app.details["20199882"]?.window, let poster = app.details["20199882"]?.poster else {
                return XCTFail("no detail window")
            }
            waitForText("Actors (96)") { shown }
            waitFor("the poster shown") { poster.visiblePage == "poster" }
            guard let actors = expanderRow(titled: "Actors (96)", in: shown) else { return XCTFail("no actors row") }
            adw_expander_row_set_expanded(cast(actors), 1)
            waitForText("원현준") { shown }
            @MainActor func salesButton() -> Widget? {
                firstDescendant(of: shown, type: gtk_toggle_button_get_type()) {
                    gtk_button_get_label(cast($0)).map { String(cString: $0) } == "Sales"
                }
            }
            @MainActor func salesToggle() -> Bool {
                salesButton().map { gtk_toggle_button_get_active(cast($0)) != 0 } ?? false
            }
            guard let sales = salesButton() else { return XCTFail("no Sales button") }
            XCTAssertNotEqual(gtk_widget_activate(sales), 0)  // the bars show sales
            waitFor("sales shown") { salesToggle() && self.app.details["20199882"]?.run?.model?.metric == .sales }
            press(Int32(GDK_KEY_Escape), in: shown)
            waitFor("closed") { self.app.details.isEmpty }
            XCTAssertTrue(app.spareShell?.window.widget == shown, "kept for the next film")
            XCTAssertEqual(gtk_widget_get_visible(shown), 0)
            XCTAssertNil(gtk_window_get_application(cast(shown)), "a hidden window does not keep the app running")
            waitFor("the closed film's models released") { closedModel == nil && closedRun == nil }
            XCTAssertFalse(poster.holdsImage, "the poster is let go with its film")

            openFilm(at: 1)  // 20210028: the fixture server has no details for it and answers 503
            guard let second = app.details["20210028"] else { return XCTFail("no detail window") }
            XCTAssertTrue(second.window == shown, "the kept window")
            XCTAssertNil(app.spareShell)
            XCTAssertEqual(second.poster.visiblePage, "loading", "not the last film's poster")
            XCTAssertFalse(second.poster.holdsImage)
            XCTAssertFalse(second.poster.isFading, "no fade from the last film's poster")
            let first = visibleTexts(shown, beforeMapping: true)
            XCTAssertTrue(first.contains("스파이더맨: 노 웨이 홈"), "\(first.prefix(20))")
            waitForText("Could Not Load the Details") { shown }
            waitForFrame(shown)
            let texts = visibleTexts(shown)
            for gone in ["경관의 피", "The Policeman\u{2019}s Lineage", "Actors (96)", "원현준", "이규만", "64,050명", "Directors"]
            {
                XCTAssertFalse(texts.contains(gone), "\(gone) is left from the last film")
            }
            XCTAssertTrue(texts.contains("Box office on 2022년 1월 5일"), "its own figures for the day")
            XCTAssertEqual(second.run?.model?.metric, .audience)
            XCTAssertFalse(salesToggle(), "the bars show the audience again")
            // Its buttons still work: a kept window's actions are followed again.
            guard let again = salesButton() else { return XCTFail("no Sales button") }
            XCTAssertEqual(gtk_widget_is_sensitive(again), 1)
            XCTAssertNotEqual(gtk_widget_activate(again), 0)
            waitFor("sales shown again") { salesToggle() && second.run?.model?.metric == .sales }
            for label in ["Open on _KOBIS", "Copy _Code"] {
                XCTAssertEqual(button(in: shown, labelled: label).map { gtk_widget_is_sensitive($0) }, 1, label)
            }
            guard
                let close = firstDescendant(
                    of: shown, type: gtk_button_get_type(),
                    where: {
                        gtk_actionable_get_action_name(cast($0)).map { String(cString: $0) }
                            == WindowAction.close.detailedName
                    })
            else { return XCTFail("no close button") }
            XCTAssertEqual(gtk_widget_is_sensitive(close), 1, "the header's close button")
            guard let compare = second.run?.ui.compareDropDown else { return XCTFail("no run section") }
            XCTAssertEqual(compare.selected, 0, "compared with nothing")

            XCTAssertNotEqual(gtk_widget_activate(close), 0)  // closed with the header's button this time
            waitFor("closed") { self.app.details.isEmpty }
            openFilm(at: 0)  // saved now: its details are in the first frame, the actors' list closed
            guard let again = app.details["20199882"] else { return XCTFail("no detail window") }
            XCTAssertTrue(again.window == shown)
            let before = visibleTexts(shown, beforeMapping: true)
            XCTAssertTrue(before.contains("Actors (96)"))
            XCTAssertFalse(before.contains("원현준"), "the actors' list starts closed")
            XCTAssertFalse(before.contains("Could Not Load the Details"))
        }
    }

    /// One window is kept at a time, and none once the main window is gone.
    func testOnlyOneClosedWindowIsKeptAndNoneAfterTheMainWindow() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            waitForText("경관의 피") { self.window.list.root }
            openFilm(at: 0)
            openFilm(at: 1)
            weak var firstShell = app.details["20199882"]?.shell
            weak var secondShell = app.details["20210028"]?.shell
            guard let first = firstShell?.window.widget, let second = secondShell?.window.widget else {
                return XCTFail("two windows")
            }
            XCTAssertFalse(first == second)
            gtk_window_close(cast(first))
            gtk_window_close(cast(second))
            waitFor("both closed") { self.app.details.isEmpty }
            XCTAssertTrue(app.spareShell === firstShell)
            waitFor("the second window's widgets released") { secondShell == nil }
            gtk_window_close(cast(window.window))
            waitFor("the main window gone") { self.app.mainWindow == nil }
            XCTAssertNil(app.spareShell)
            waitFor("the kept window's widgets released") { firstShell == nil }
        }
    }
}
