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
            // The poster area kept its 2:3 size from the spinner to the poster: nothing moved.
            XCTAssertEqual([gtk_widget_get_width(detail.poster.root), gtk_widget_get_height(detail.poster.root)], [220, 330])
            screenshot("detail-en", detail.window)
            // Activating the same film again raises the same window.
            openFilm(at: 0)
            XCTAssertEqual(app.details.count, 1)
            XCTAssertTrue(app.details["20199882"] === detail)
        }
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
