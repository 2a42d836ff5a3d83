import BoxOfficeCore
import CAdw
import CGtk
import XCTest

@testable import BoxOfficeUI

/// The application's one-of-a-kind windows: opening one twice presents the same window; closing it lets its Swift
/// object go, and opening it again makes a new one.
final class WindowRegistryTests: UITestCase {
    func testAboutOpensOnceAndAgainAfterItCloses() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            activate(AppAction.about)
            activate(AppAction.about)
            waitFor("the About window shown") { self.aboutWindows().count == 1 }
            waitForFrame(aboutWindows().first)
            XCTAssertEqual(aboutWindows().count, 1, "the second activation presented the first window")
            guard let first = aboutWindows().first else { return XCTFail("no About window") }
            XCTAssertEqual(app.windows[.about, as: AboutWindow.self]?.window, first)
            g_object_set_data(cast(first), "first", first.raw)  // the address may be reused; this mark is not
            gtk_window_close(cast(first))
            waitFor("the About window gone") {
                self.aboutWindows().isEmpty && self.app.windows[.about, as: AboutWindow.self] == nil
            }
            activate(AppAction.about)
            waitFor("a new About window shown") { self.aboutWindows().count == 1 }
            XCTAssertNil(aboutWindows().first.flatMap { g_object_get_data(cast($0), "first") }, "a new window")
            aboutWindows().forEach { gtk_window_destroy(cast($0)) }
        }
    }

    func testEachSecondaryWindowIsPresentedOnceAndReleasedWhenClosed() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            guard let app = self.app else { return XCTFail("no app") }
            let cases: [(AppAction, () -> AnyObject?)] = [
                (.following, { app.followingWindow }), (.fillHistory, { app.fillWindow }),
                (.search, { app.searchWindow }), (.preferences, { app.preferences })
            ]
            for (action, open) in cases {
                activate(action)
                weak var first = open()
                guard let window = (first as? any RegisteredWindow)?.window else {
                    return XCTFail("\(action.name): no window")
                }
                activate(action)
                XCTAssertTrue(open() === first, "\(action.name): the same window presented again")
                waitFor("\(action.name) shown") { gtk_widget_get_mapped(window) != 0 }
                g_object_set_data(cast(window), "first", window.raw)
                gtk_window_close(cast(window))
                waitFor("\(action.name): its Swift object released") { open() == nil && first == nil }
                activate(action)
                XCTAssertNotNil(open(), "\(action.name): opened again")
                if let again = (open() as? any RegisteredWindow)?.window {
                    XCTAssertNil(g_object_get_data(cast(again), "first"), "\(action.name): a new window")
                    gtk_window_destroy(cast(again))
                }
                waitFor("\(action.name) gone") { open() == nil }
            }
        }
    }

    /// The About windows on screen.
    @MainActor private func aboutWindows() -> [Widget] {
        toplevels().filter {
            G_TYPE_CHECK_INSTANCE_TYPE($0.raw, adw_about_window_get_type()) && gtk_widget_get_visible($0) != 0
        }
    }
}
