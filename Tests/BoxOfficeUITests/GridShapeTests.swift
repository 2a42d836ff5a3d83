import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Posters keep their own shape (2:3) at every window width, and every card is as tall as the others,
/// with or without a poster, with a one- or two-line title.
final class GridShapeTests: UITestCase {
    func testPosterFramesStayTwoByThreeAndCardsOneHeight() throws {
        try MainActor.assumeIsolated {
            for width: Int32 in [1280, 920, 600] {
                // The window opens at the size it was left at, as a user's would.
                try Data("width=\(width)\nheight=760\nlayout=grid\n".utf8).write(
                    to: dir.appendingPathComponent("state.ini"))
                if app != nil {
                    gtk_window_destroy(cast(window.window))
                    app = nil
                }
                try launch(kakaoKey: nil, initialDay: Day("2022-01-05"))  // placeholders: no poster decides the shape
                waitForText("경관의 피") { self.window.grid.root }
                waitForFrame()
                let frames = widgets(with: "card-poster", under: window.grid.grid)
                XCTAssertGreaterThanOrEqual(frames.count, 4, "\(width) px")
                for frame in frames {
                    XCTAssertEqual(
                        gtk_widget_get_width(frame) * 3, gtk_widget_get_height(frame) * 2, "\(width) px: a 2:3 frame")
                }
                let heights = Set(
                    widgets(with: "chart-card", under: window.grid.grid).map { gtk_widget_get_height($0) })
                XCTAssertEqual(heights.count, 1, "\(width) px: card heights \(heights)")
                screenshot("grid-\(width)", window.window)
            }
        }
    }

    /// Ctrl+2 from the list: the cards lay out without GTK's "reported min width 13 and natural width 12"
    /// (a wrapping, ellipsized card label measured for a height). Every UI test fails on a warning in its
    /// tearDown; this one says so where the grid is shown, at both widths that laid cards out differently.
    func testSwitchingToTheGridLogsNoWarning() throws {
        try MainActor.assumeIsolated {
            for width: Int32 in [920, 360] {
                try Data("width=\(width)\nheight=720\nlayout=list\n".utf8).write(
                    to: dir.appendingPathComponent("state.ini"))
                if app != nil {
                    gtk_window_destroy(cast(window.window))
                    app = nil
                }
                try launch(kakaoKey: nil)
                waitForFrame()
                XCTAssertEqual(GLibWarnings.shared.take(), [], "\(width) px: before the grid")
                press(Int32(GDK_KEY_2), control: true)
                waitFor("the grid") { self.visiblePage == "grid" }
                waitForText("경관의 피") { self.window.grid.root }
                waitForFrame()
                XCTAssertEqual(GLibWarnings.shared.take(), [], "\(width) px: showing the grid")
            }
        }
    }

    @MainActor func widgets(with cssClass: String, under root: Widget) -> [Widget] {
        var found: [Widget] = []
        func walk(_ w: Widget) {
            guard gtk_widget_get_mapped(w) != 0 else { return }
            if gtk_widget_has_css_class(w, cssClass) != 0 {
                found.append(w)
                return
            }
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                walk(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        walk(root)
        return found
    }
}
