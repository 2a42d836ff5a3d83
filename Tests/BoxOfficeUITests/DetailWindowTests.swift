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
            gtk_selection_model_select_item(cast(window.items.selection), 0, 1)
            activate("win.open-selected")
            guard let detail = app.details["20199882"] else { return XCTFail("no detail window") }
            XCTAssertEqual(detail.poster.visiblePage, "loading", "the poster area animates while loading")
            waitFor("details and poster") { detail.model.isFinished }
            settle(0.8)
            XCTAssertEqual(detail.poster.visiblePage, "poster")
            let texts = visibleTexts(detail.window)
            for expected in ["경관의 피", "The Policeman\u{2019}s Lineage", "Directors", "이규만", "119분", "15세이상관람가", "범죄, 드라마", "Actors (96)"] {
                XCTAssertTrue(texts.contains(expected), "missing \(expected) in \(texts.prefix(40))")
            }
            screenshot("detail-en", detail.window)
            // Activating the same film again raises the same window.
            activate("win.open-selected")
            XCTAssertEqual(app.details.count, 1)
            XCTAssertTrue(app.details["20199882"] === detail)
        }
    }

    func testWithoutAKakaoKeyThePlaceholderSaysWhy() throws {
        try MainActor.assumeIsolated {
            try launch(kakaoKey: nil, initialDay: Day("2022-01-05"))
            gtk_selection_model_select_item(cast(window.items.selection), 0, 1)
            activate("win.open-selected")
            guard let detail = app.details["20199882"] else { return XCTFail("no detail window") }
            waitFor("finished") { detail.model.isFinished }
            settle(0.6)
            XCTAssertEqual(detail.poster.visiblePage, "placeholder")
            XCTAssertTrue(visibleTexts(detail.poster.root).contains("Posters need a Kakao API key (BOXOFFICE_KAKAO_KEY)."))
        }
    }

    func testClosingTheWindowCancelsItsRequests() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            api.server.route("/kobis/movie") { _ in .init(body: FixtureAPI.fixture("movie_20199882.json"), delayMilliseconds: 1500) }
            gtk_selection_model_select_item(cast(window.items.selection), 0, 1)
            activate("win.open-selected")
            guard let detail = app.details["20199882"] else { return XCTFail("no detail window") }
            settle(0.1)
            activate("window.close", on: detail.window)
            settle(0.2)
            XCTAssertNil(app.details["20199882"])
            settle(1.6)
            XCTAssertEqual(detail.model.info, .loading, "the details never arrived: the request was cancelled")
        }
    }
}
