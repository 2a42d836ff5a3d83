import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Following a film the ways a user does (the star, Ctrl+D, a row's context menu), the Following window
/// opening a film, and the desktop notifications a refresh sends, received by a fake notification server
/// on the session bus.
final class FollowingTests: UITestCase {
    /// A label under `root` showing `text`, mapped.
    @MainActor private func label(_ text: String, in root: Widget) -> Widget? {
        firstDescendant(of: root, type: gtk_label_get_type()) {
            gtk_widget_get_mapped($0) != 0 && String(cString: gtk_label_get_text(cast($0))) == text
        }
    }

    @MainActor private var followed: [String] { app.model.following.rows.map(\.movieCode) }

    /// The star, then Ctrl+D twice, in 경관의 피's window; then Ctrl+Shift+D opens Following, whose row opens the
    /// film's window again after it was closed.
    func testTheStarAndCtrlDFollowAndFollowingOpensTheFilm() throws {
        try MainActor.assumeIsolated {
            try launch()
            openFilm(at: 0)
            let code = chart.row(at: 0)!.movieCode
            XCTAssertEqual(code, "20199882")
            guard let detail = app.details[code] else { return XCTFail("no film window") }
            let star = detail.shell.ui.star
            XCTAssertTrue(star.isVisible)
            XCTAssertEqual(star.iconName, "non-starred-symbolic")
            XCTAssertEqual(star.tooltip, "Follow (Ctrl+D)")
            // Drawn first: a click on a window still being mapped (slow under AddressSanitizer) goes elsewhere.
            waitForFrame(detail.window)
            click(star.widget)
            waitFor("followed by the star") { self.followed == [code] }
            XCTAssertTrue(star.isActive)
            XCTAssertEqual(star.iconName, "starred-symbolic")
            XCTAssertEqual(star.tooltip, "Unfollow (Ctrl+D)")
            press(Int32(GDK_KEY_d), control: true, in: detail.window)
            waitFor("unfollowed by Ctrl+D") { self.followed.isEmpty }
            XCTAssertFalse(star.isActive)
            press(Int32(GDK_KEY_d), control: true, in: detail.window)
            waitFor("followed by Ctrl+D") { self.followed == [code] }
            gtk_window_close(cast(detail.window))
            waitFor("the film's window closed") { self.app.details.isEmpty }

            press(Int32(GDK_KEY_d), shift: true, control: true)
            waitFor("Following") { self.app.followingWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
            guard let following = app.followingWindow else { return }
            XCTAssertEqual(following.rows.map(\.title), ["경관의 피"])
            XCTAssertEqual(
                following.rows.map(\.figures), ["2022년 1월 5일 (수): #1 · 69,228 admissions in all · day 1 of its release"]
            )
            XCTAssertFalse(following.ui.empty.isVisible)
            guard let row = following.ui.list.row(at: 0) else { return XCTFail("no row") }
            waitForFrame(following.window)
            click(row)
            waitFor("the film's window from Following") {
                self.app.details[code].map { gtk_widget_get_visible($0.window) != 0 } ?? false
            }
        }
    }

    /// Right-click on a list row: "Follow"; on the same row again: "Unfollow". Then the Following window is
    /// empty and says how to follow.
    func testTheRowMenuFollowsAndUnfollows() throws {
        try MainActor.assumeIsolated {
            try launch()
            waitForFrame()
            let row = chart.row(at: 1)!
            let menu = window.list.menu
            for (item, after) in [("Follow", [row.movieCode]), ("Unfollow", [])] {
                guard let title = label(row.title, in: window.list.list) else { return XCTFail("no row") }
                rightClick(title)
                waitFor("the row's menu") { gtk_widget_get_mapped(menu.popover) != 0 }
                XCTAssertEqual(menu.shownFor, row.movieCode)
                waitForFrame(menu.popover)
                guard let entry = label(item, in: menu.popover) else { return XCTFail("no \(item) in the menu") }
                click(entry)
                waitFor(item) { self.followed == after }
                waitFor("the menu closed") { gtk_widget_get_mapped(menu.popover) == 0 }
            }
            activate(AppAction.following)
            waitFor("Following") { self.app.followingWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
            guard let following = app.followingWindow else { return }
            XCTAssertTrue(following.ui.empty.isVisible)
            XCTAssertEqual(following.ui.empty.title, "No Followed Films")
            XCTAssertTrue(following.ui.empty.text.hasPrefix("Follow a film with the star in its window (Ctrl+D)"))
        }
    }

    /// The Menu key on the focused card of the grid opens the same menu for that film.
    func testTheMenuKeyOpensTheFocusedCardsMenu() throws {
        try MainActor.assumeIsolated {
            try launch(language: .english)
            press(Int32(GDK_KEY_2), control: true)
            waitFor("the grid") { self.visiblePage == "grid" }
            let grid = window.grid
            waitForFrame(grid.grid)
            gtk_widget_grab_focus(grid.grid)
            waitFor("a card focused") { self.isInside(self.focusedWidget(), grid.grid) }
            press(Int32(GDK_KEY_Menu))
            waitFor("the card's menu") { gtk_widget_get_mapped(grid.menu.popover) != 0 }
            XCTAssertEqual(grid.menu.shownFor, chart.row(at: 0)?.movieCode)
            grid.menu.close()
        }
    }
}
