import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Text from outside is shown as it is, in every widget, including those that parse Pango markup:
/// a title or a message with "&" or "<" is neither blanked nor turned into formatting.
final class MarkupTests: UITestCase {
    static let title = "경관의 피 & <감독판>"

    /// Made-up answers: the real responses with the first film's title changed.
    @MainActor func serveMarkupTitle(_ api: FixtureAPI) {
        func edited(_ name: String) -> Data {
            let text = String(decoding: FixtureAPI.fixture(name), as: UTF8.self)
            return Data(
                text.replacingOccurrences(of: "\"movieNm\":\"경관의 피\"", with: "\"movieNm\":\"경관의 피 & <감독판>\"").utf8)
        }
        api.server.route("/kobis/boxoffice") { _ in .init(body: edited("daily_20220105.json")) }
        api.server.route("/kobis/movie") { _ in .init(body: edited("movie_20199882.json")) }
    }

    func testATitleWithAmpersandAndAngleBracketsIsShownAsIs() throws {
        try MainActor.assumeIsolated {
            try launch(kakaoKey: nil, initialDay: Day("2022-01-05"), prepare: serveMarkupTitle)
            waitForText(Self.title) { self.window.list.root }
            openFilm(at: 0)
            guard let detail = app.details["20199882"] else { return XCTFail("no detail window") }
            waitForText("Posters need a Kakao API key: add one in Preferences.") { detail.window }
            waitForText("Actors (96)") { detail.window }
            let texts = visibleTexts(detail.window)
            // The header's title, the large title and the poster placeholder's title.
            XCTAssertEqual(texts.filter { $0 == Self.title }.count, 3, "\(texts.prefix(12))")
            XCTAssertEqual(String(cString: gtk_window_get_title(cast(detail.window))), Self.title)
        }
    }

    func testAnErrorMessageWithMarkupCharactersIsShownAsIs() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05")) { api in
                api.server.route("/kobis/boxoffice") { _ in
                    .json(#"{"faultInfo":{"message":"<b>점검 중</b> & 잠시 후","errorCode":"320999"}}"#)
                }
            }
            waitForText("KOBIS refused the request (error 320999: <b>점검 중</b> & 잠시 후)") { self.window.ui.error }
            XCTAssertEqual(visiblePage, "error")
        }
    }
}
