import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// The comparison's key, beside the chart: each film's title after a sample of its line. Labels, not
/// drawing, so the titles wrap in a narrow window, follow the theme and are read by screen readers.
@MainActor
final class RunChartLegend {
    @Owned var root = Box.vertical(spacing: 2, classes: ["run-legend"])
    /// The titles' labels (tests read them).
    @Owned var solid: Label
    @Owned var dashed: Label
    @Owned private var solidItem: Box
    @Owned private var dashedItem: Box

    init() {
        let solid = Label(classes: ["caption"], wrap: true)
        let dashed = Label(classes: ["caption"], wrap: true)
        _solid = Owned(wrappedValue: solid)
        _dashed = Owned(wrappedValue: dashed)
        _solidItem = Owned(wrappedValue: Self.item(.solid, solid))
        _dashedItem = Owned(wrappedValue: Self.item(.dashed, dashed))
        root.append(solidItem)
        root.append(dashedItem)
        root.horizontalAlignment = GTK_ALIGN_CENTER
        root.isVisible = false
    }

    /// The two titles, or nil to hide the legend (one film's bars need none).
    func show(_ titles: (solid: String, dashed: String)?) {
        root.isVisible = titles != nil
        solid.text = titles?.solid ?? ""
        dashed.text = titles?.dashed ?? ""
        solidItem.setAccessibleLabel(titles.map { tr("{title}: solid line", ["title": $0.solid]) } ?? "")
        dashedItem.setAccessibleLabel(titles.map { tr("{title}: dashed line", ["title": $0.dashed]) } ?? "")
    }

    /// A short sample of the line, then the title.
    private static func item(_ style: RunLineStyle, _ label: Label) -> Box {
        let sample = DrawingArea()
        sample.setSizeRequest(width: 28, height: 12)
        sample.verticalAlignment = GTK_ALIGN_CENTER
        // The style rides in the user data as a small integer: nothing to own or release.
        sample.setDrawFunction(
            { area, cr, width, height, data in
                guard let area, let cr, let style = RunLineStyle(rawValue: Int(bitPattern: data)) else { return }
                nonisolated(unsafe) let w = area
                nonisolated(unsafe) let c = cr
                MainActor.assumeIsolated {
                    style.apply(c, ChartColours.of(widget(w)))
                    cairo_move_to(c, 1, Double(height) / 2)
                    cairo_line_to(c, Double(width) - 1, Double(height) / 2)
                    cairo_stroke(c)
                }
            }, data: UnsafeMutableRawPointer(bitPattern: style.rawValue))
        return Box.horizontal(spacing: 6, [sample, label])
    }
}
