import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// 200 % text (GNOME's text scaling: Xft DPI 192): the main window at its default size and a film's window keep
/// every label whole: each is given at least the size it asks for, none is cut to "…", none runs past the window.
final class DoubleTextTests: KoreanUITestCase {
    @MainActor func setTextScale(_ dpi: Int32) {
        let settings = gtk_settings_get_default()!
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        g_value_set_int(&value, dpi)
        g_object_set_property(
            UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-xft-dpi", &value)
        g_value_unset(&value)
    }

    /// Every mapped label under `root` that is cut: given less than its minimum size, ellipsized, or past the
    /// window's right edge; as lines to read in a failure.
    @MainActor func cutLabels(in root: Widget) -> [String] {
        let width = Float(gtk_widget_get_width(root))
        var cut: [String] = []
        func walk(_ w: Widget) {
            guard gtk_widget_get_mapped(w) != 0, gtk_widget_get_child_visible(w) != 0 else { return }
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_label_get_type()), gtk_widget_get_width(w) > 0 {
                let text = String(cString: gtk_label_get_text(cast(w)))
                var bounds = graphene_rect_t()
                _ = gtk_widget_compute_bounds(w, root, &bounds)
                var minimum: Int32 = 0
                var natural: Int32 = 0
                gtk_widget_measure(w, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
                // The minimum counts the margins; the bounds are the border box.
                let given =
                    Int32(bounds.size.width.rounded()) + gtk_widget_get_margin_start(w) + gtk_widget_get_margin_end(w)
                if !text.isEmpty {
                    if given < minimum {
                        cut.append("narrower than its minimum (\(given) < \(minimum)): \(text)")
                    } else if let layout = gtk_label_get_layout(cast(w)), pango_layout_is_ellipsized(layout) != 0 {
                        cut.append("ellipsized: \(text)")
                    } else if bounds.origin.x + bounds.size.width > width + 0.5 {
                        cut.append("past the window's edge: \(text)")
                    }
                }
            }
            for child in w.children { walk(child) }
        }
        walk(root)
        return cut
    }

    func testTheMainWindowAndAFilmWindowKeepEveryLabelWholeAt200PercentText() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            setTextScale(192 * 1024)
            defer { setTextScale(-1) }
            guard let (detail, run) = openAlongWithTheGodsRun() else { return XCTFail("no run section") }
            waitForText("예상 최종 관객") { run.forecast.root }
            waitForFrame(window.window)
            screenshot("text-200-main", window.window)
            XCTAssertEqual(cutLabels(in: window.window), [], "main window")
            waitForFrame(detail.window)
            screenshot("text-200-film", detail.window)
            showChart(run, in: detail.window)
            screenshot("text-200-film-chart", detail.window)
            XCTAssertEqual(cutLabels(in: detail.window), [], "film window")
        }
    }
}
