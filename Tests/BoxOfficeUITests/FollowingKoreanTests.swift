import BoxOfficeCore
import CAdw
import CGtk
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Following in Korean: the star's tooltip, the row's menu and the Following window read back, and the
/// screenshots (docs/screenshots/following.png is the Following window's).
final class FollowingKoreanTests: KoreanUITestCase {
    func testFollowingInKorean() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: .korean)
            waitForFrame()
            openFilm(at: 0)
            guard let detail = app.details["20199882"] else { return XCTFail("no film window") }
            XCTAssertEqual(detail.shell.ui.star.tooltip, "팔로우(Ctrl+D)")
            press(Int32(GDK_KEY_d), control: true, in: detail.window)
            waitFor("followed") { self.app.model.following.isFollowed("20199882") }
            XCTAssertEqual(detail.shell.ui.star.tooltip, "팔로우 취소(Ctrl+D)")
            waitForFrame(detail.window)
            screenshot("following-film-ko", detail.window)
            gtk_window_close(cast(detail.window))
            waitFor("the film's window closed") { self.app.details.isEmpty }

            let row = chart.row(at: 1)!
            let menu = window.list.menu
            guard
                let title = firstDescendant(
                    of: window.list.list, type: gtk_label_get_type(),
                    where: {
                        gtk_widget_get_mapped($0) != 0 && String(cString: gtk_label_get_text(cast($0))) == row.title
                    })
            else { return XCTFail("no row") }
            rightClick(title)
            waitFor("the row's menu") { gtk_widget_get_mapped(menu.popover) != 0 }
            waitForFrame(menu.popover)
            XCTAssertEqual(visibleTexts(Popover(unchecked: menu.popover)), ["팔로우"])
            screenshot("following-menu-ko", menu.popover)
            menu.close()
            waitFor("the menu closed") { gtk_widget_get_mapped(menu.popover) == 0 }

            activate(AppAction.following)  // the menu's item (its key is pressed in FollowingTests)
            waitFor("Following") { self.app.followingWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
            guard let following = app.followingWindow else { return }
            XCTAssertEqual(gtk_window_get_title(cast(following.window)).map { String(cString: $0) }, "팔로우하는 영화")
            XCTAssertEqual(following.rows.map(\.figures), ["2022년 1월 5일 (수) 1위 · 누적 관객 69,228명 · 개봉 1일째"])
            waitForFrame(following.window)
            screenshot("following", following.window)
        }
    }
}
