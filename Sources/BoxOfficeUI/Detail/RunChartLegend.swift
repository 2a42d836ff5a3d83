import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// The comparison's key, beside the chart: each film's title after a sample of its line. Labels, not
/// drawing, so the titles wrap in a narrow window, follow the theme and are read by screen readers.
@MainActor
final class RunChartLegend {
    @Owned var root: Widget = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 2, classes: ["run-legend"])
    /// The titles' labels (tests read them).
    @Owned var solid: Widget
    @Owned var dashed: Widget
    @Owned private var solidItem: Widget
    @Owned private var dashedItem: Widget

    init() {
        let solid = Build.label("", classes: ["caption"], wrap: true), dashed = Build.label("", classes: ["caption"], wrap: true)
        _solid = Owned(wrappedValue: solid)
        _dashed = Owned(wrappedValue: dashed)
        _solidItem = Owned(wrappedValue: Self.item(.solid, solid))
        _dashedItem = Owned(wrappedValue: Self.item(.dashed, dashed))
        gtk_box_append(cast(root), solidItem)
        gtk_box_append(cast(root), dashedItem)
        gtk_widget_set_halign(root, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(root, 0)
    }

    /// The two titles, or nil to hide the legend (one film's bars need none).
    func show(_ titles: (solid: String, dashed: String)?) {
        gtk_widget_set_visible(root, titles == nil ? 0 : 1)
        gtk_label_set_text(cast(solid), titles?.solid ?? "")
        gtk_label_set_text(cast(dashed), titles?.dashed ?? "")
        boxoffice_accessible_set_label(solidItem, titles.map { tr("{title}: solid line", ["title": $0.solid]) } ?? "")
        boxoffice_accessible_set_label(dashedItem, titles.map { tr("{title}: dashed line", ["title": $0.dashed]) } ?? "")
    }

    /// A short sample of the line, then the title.
    private static func item(_ style: RunLineStyle, _ label: Widget) -> Widget {
        let sample = gtk_drawing_area_new()!
        gtk_widget_set_size_request(sample, 28, 12)
        gtk_widget_set_valign(sample, GTK_ALIGN_CENTER)
        // The style rides in the user data as a small integer: nothing to own or release.
        gtk_drawing_area_set_draw_func(cast(sample), { area, cr, width, height, data in
            guard let area, let cr, let style = RunLineStyle(rawValue: Int(bitPattern: data)) else { return }
            nonisolated(unsafe) let w = area, c = cr
            MainActor.assumeIsolated {
                let colours = RunLineStyle.colours(widget(w))
                style.apply(c, fg: colours.fg, accent: colours.accent)
                cairo_move_to(c, 1, Double(height) / 2)
                cairo_line_to(c, Double(width) - 1, Double(height) / 2)
                cairo_stroke(c)
            }
        }, UnsafeMutableRawPointer(bitPattern: style.rawValue), nil)
        return Build.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [sample, label])
    }
}
