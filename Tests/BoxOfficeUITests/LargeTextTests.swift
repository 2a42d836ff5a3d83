import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Large text (GNOME's text scaling, i.e. a higher Xft DPI): labels wrap instead of being cut off.
final class LargeTextTests: UITestCase {
    func testDetailWindowAtLargeTextKeepsEveryLabelInside() throws {
        let settings = gtk_settings_get_default()!
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        g_value_set_int(&value, 96 * 1024 * 3 / 2)  // 150 % text
        g_object_set_property(
            UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-xft-dpi", &value)
        defer {
            g_value_set_int(&value, -1)
            g_object_set_property(
                UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-xft-dpi", &value)
            g_value_unset(&value)
        }
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            waitForText("경관의 피") { self.window.list.root }
            openFilm(at: 0)
            guard let detail = app.details["20199882"] else { return XCTFail("no detail window") }
            waitForText("Actors (96)") { detail.window }
            waitFor("the poster shown") { detail.poster.visiblePage == "poster" }
            waitForFrame(detail.window)
            let detailWindow = detail.window
            let width = gtk_widget_get_width(detailWindow)
            var checked = 0
            func walk(_ w: Widget) {
                guard gtk_widget_get_mapped(w) != 0 else { return }
                if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_label_get_type()) {
                    var bounds = graphene_rect_t()
                    if gtk_widget_compute_bounds(w, detailWindow, &bounds) != 0 {
                        checked += 1
                        XCTAssertLessThanOrEqual(
                            bounds.origin.x + bounds.size.width, Float(width) + 0.5,
                            "cut off: \(String(cString: gtk_label_get_text(cast(w))))")
                    }
                }
                var child = gtk_widget_get_first_child(w)
                while let c = child {
                    walk(c)
                    child = gtk_widget_get_next_sibling(c)
                }
            }
            walk(detailWindow)
            XCTAssertGreaterThan(checked, 10)
            screenshot("detail-large-text", detail.window)
        }
    }
}
