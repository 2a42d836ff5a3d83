import BoxOfficeCore
import BoxOfficeDrawing
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The market chart drawn with cairo: the value axis's round ticks on the left, a bar per period (weekend
/// days shaded), last year's dashed line over them, and the bars' labels under the plot: as many as fit, or
/// every one (`namesEach`) wrapped or on two rows.
extension MarketBarChart {
    func draw(_ cr: OpaquePointer, _ width: Double, _ height: Double) {
        guard !bars.isEmpty else { return }
        let paint = ChartPainter(cr, for: area.widget)
        defer { paint.finish() }
        let size = paint.size
        let valueWidth = scale.ticks.map { size($0.label).w }.max() ?? 0
        let lineHeight = size("12").h
        let plotWidth = max(1, width - valueWidth - 12)
        let step = plotWidth / Double(bars.count)
        let labels = labelLayout(paint, x: valueWidth + 8, step: step)
        plot = RunChartView.Plot(
            x: valueWidth + 8, y: lineHeight / 2 + 2, width: plotWidth,
            height: max(1, height - lineHeight / 2 - AxisLabelLayout.height(labels, lineHeight: lineHeight) - 10))
        let colours = ChartColours.of(area.widget)

        colours.band.paint(cr)
        for (i, bar) in bars.enumerated() where bar.isWeekend {
            cairo_rectangle(cr, plot.x + Double(i) * step, plot.y, step, plot.height)
        }
        cairo_fill(cr)
        paint.valueAxis(scale, plot: plot, colours: colours, lineHeight: lineHeight)
        // Bars from the axis: pixel-aligned so they stay crisp at any scale.
        for (i, bar) in bars.enumerated() {
            guard let value = bar.value else { continue }
            let h = (scale.position(value) * plot.height).rounded()
            let x = (plot.x + Double(i) * step + step * 0.15).rounded()
            (i == shownIndex ? colours.accent : colours.bar).paint(cr)
            cairo_rectangle(cr, x, plot.bottom - h, max(1, (step * 0.7).rounded()), h)
            cairo_fill(cr)
        }
        drawLastYear(paint, step: step, colours: colours)
        drawLabels(paint, labels, colours: colours, lineHeight: lineHeight)
        if let i = shownIndex {
            (area.hasFocus ? colours.outline : colours.shown).paint(cr)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(
                cr, (plot.x + Double(i) * step).rounded() + 0.5, plot.y + 0.5, max(1, step.rounded() - 1),
                plot.height - 1)
            cairo_stroke(cr)
        }
    }

    /// Last year's values as a dashed line through the bars' centres, broken where a value is missing.
    private func drawLastYear(_ paint: ChartPainter, step: Double, colours: ChartColours) {
        let cr = paint.cr
        RunLineStyle.dashed.apply(cr, colours)
        BrokenLine(x: plot.x, bottom: plot.bottom, height: plot.height, step: step)
            .draw(bars.map { $0.previous.map(scale.position) }, on: cr, dotRadius: 2.5)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// The bars' labels, so that they never touch: every nth counted back from the newest (always labelled), or
    /// with `namesEach` every one; each centred under its bar, pulled in where it would run off the chart's edge
    /// (a year's last weekend, "12.28", was cut).
    private func labelLayout(_ paint: ChartPainter, x: Double, step: Double) -> [AxisLabel] {
        let texts = bars.map(\.label)
        let centres = bars.indices.map { x + (Double($0) + 0.5) * step }
        let bounds = 0...max(0, Double(gtk_widget_get_width(area.widget)))
        let width = { paint.size($0).w }
        return namesEach
            ? AxisLabelLayout.every(texts, centres: centres, bounds: bounds, gap: 6, width: width)
            : AxisLabelLayout.spaced(texts, centres: centres, step: step, bounds: bounds, gap: 6, width: width)
    }

    private func drawLabels(_ paint: ChartPainter, _ labels: [AxisLabel], colours: ChartColours, lineHeight: Double) {
        colours.text.paint(paint.cr)
        // A wrapped label's lines centred on each other.
        pango_layout_set_alignment(paint.layout, PANGO_ALIGN_CENTER)
        for label in labels {
            _ = paint.size(label.text)
            let top = plot.bottom + 4 + AxisLabelLayout.rowOffset(label, in: labels, lineHeight: lineHeight)
            cairo_move_to(paint.cr, label.left, top)
            pango_cairo_show_layout(paint.cr, paint.layout)
        }
        pango_layout_set_alignment(paint.layout, PANGO_ALIGN_LEFT)
        drawnLabels = labels
    }
}
