import BoxOfficeCore
import BoxOfficeDrawing
import CAdw
import CGtk
import GLibSupport

/// The run chart drawn with cairo in the theme's colours: the value axis's round ticks on the left, the rank's
/// on the right, the KOBIS weeks ("W2") over the plot with their dates under it; days without figures marked
/// as the note under the chart says (a hollow dot at the base: outside the top 10; hatched: missing).
extension RunChartView {
    func draw(_ cr: OpaquePointer, _ width: Double, _ height: Double) {
        let points = input.points
        guard !points.isEmpty else { return }
        let paint = ChartPainter(cr, for: area.widget)
        defer { paint.finish() }
        let layout = paint.layout
        let size = paint.size
        // Room for the widest value label on the left, the rank's on the right, weeks above, dates below.
        let valueWidth = input.scale.ticks.map { size($0.label).w }.max() ?? 0
        let lineHeight = size("W1").h
        let rankWidth = input.comparing ? 8 : size("#10").w + 10
        plot = Plot(
            x: valueWidth + 8, y: lineHeight + 4, width: max(1, width - valueWidth - 8 - rankWidth),
            height: max(1, height - 2 * lineHeight - 10))
        let step = plot.width / Double(points.count)
        let colours = ChartColours.of(area.widget)

        // Weekends, shaded across the plot.
        colours.band.paint(cr)
        for (i, p) in points.enumerated() where p.isWeekend {
            cairo_rectangle(cr, plot.x + Double(i) * step, plot.y, step, plot.height)
        }
        cairo_fill(cr)
        paint.valueAxis(input.scale, plot: plot, colours: colours, lineHeight: lineHeight)
        drawWeeks(cr, layout, step: step, colours: colours, lineHeight: lineHeight, dateWidth: size("Dec 30").w)

        if input.comparing {
            drawComparison(cr, step: step, colours: colours)
            return
        }
        // Bars from the axis's bottom: pixel-aligned so they stay crisp at any scale.
        for (i, p) in points.enumerated() {
            guard let value = p.value else { continue }
            let h = (input.scale.position(value) * plot.height).rounded()
            let x = (plot.x + Double(i) * step + step * 0.15).rounded()
            (i == shownIndex ? colours.accent : colours.bar).paint(cr)
            cairo_rectangle(cr, x, plot.bottom - h, max(1, (step * 0.7).rounded()), h)
            cairo_fill(cr)
        }
        let marks = marks(cr, step: step, colours: colours)
        marks.gaps(points.map(\.gap))
        let worst = marks.rank(points.map(\.rank))

        // The shown day: an outline the focus and the pointer move.
        if let i = shownIndex {
            (area.hasFocus ? colours.outline : colours.shown).paint(cr)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(
                cr, (plot.x + Double(i) * step).rounded() + 0.5, plot.y + 0.5, max(1, step.rounded() - 1),
                plot.height - 1)
            cairo_stroke(cr)
        }
        // The rank's scale on the right: #1 at the top, the worst rank shown at the bottom.
        colours.text.paint(cr)
        for rank in [1, Int(worst)] {
            let y = marks.y(rank, worst: worst)
            pango_layout_set_text(layout, "#\(rank)", -1)
            cairo_move_to(cr, plot.x + plot.width + 6, rank == 1 ? y - lineHeight / 2 : y - lineHeight / 2)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// A week's first day: a faint rule through the plot, "W2" above it and its date (or D-number) below,
    /// as many as fit without touching.
    private func drawWeeks(
        _ cr: OpaquePointer, _ layout: OpaquePointer, step: Double, colours: ChartColours,
        lineHeight: Double, dateWidth: Double
    ) {
        drawnWeeks = RunAxis.thinned(input.weeks, dayWidth: step, minGap: dateWidth + 10)
        for mark in drawnWeeks {
            let x = (plot.x + Double(mark.index) * step).rounded() + 0.5
            colours.grid.paint(cr)
            cairo_set_line_width(cr, 1)
            cairo_move_to(cr, x, plot.y - 2)
            cairo_line_to(cr, x, plot.bottom + 3)
            cairo_stroke(cr)
            colours.text.paint(cr)
            // Each text from its rule, pulled left where it would run off the chart's right edge.
            let right = Double(gtk_widget_get_width(area.widget))
            for (text, left, y) in [(mark.label, x + 2, plot.y - lineHeight - 2), (mark.date, x, plot.bottom + 4)] {
                var w: Int32 = 0
                var h: Int32 = 0
                pango_layout_set_text(layout, text, -1)
                pango_layout_get_pixel_size(layout, &w, &h)
                cairo_move_to(cr, min(left, right - Double(w)), y)
                pango_cairo_show_layout(cr, layout)
            }
        }
    }

    /// The gaps' marks and the rank's line, drawn as the shared image draws them (BoxOfficeDrawing's `RunMarks`),
    /// in the style sheet's colours: the hatching its own, the hollow dots the dashed line's, the rank the outline's.
    private func marks(_ cr: OpaquePointer, step: Double, colours: ChartColours) -> RunMarks {
        RunMarks(cr, x: plot.x, y: plot.y, width: plot.width, height: plot.height, step: step) { ink in
            switch ink {
            case .hatch: colours.hatch.paint(cr)
            case .outside: colours.line.paint(cr)
            case .rank: colours.outline.paint(cr)
            }
        }
    }

    /// This film (solid) and the other (dashed) in the chosen measure, as the legend shows them; both break
    /// at gaps (a day alone is a dot). The shown day: a rule across, and a dot on each line that has a value there.
    private func drawComparison(_ cr: OpaquePointer, step: Double, colours: ChartColours) {
        let points = input.points
        let scale = input.scale
        func y(_ v: Double) -> Double { plot.bottom - scale.position(v) * plot.height }
        let line = BrokenLine(x: plot.x, bottom: plot.bottom, height: plot.height, step: step)
        RunLineStyle.dashed.apply(cr, colours)
        line.draw(points.map { $0.other.map(scale.position) }, on: cr, dotRadius: 2.5)
        RunLineStyle.solid.apply(cr, colours)
        line.draw(points.map { $0.value.map(scale.position) }, on: cr, dotRadius: 2.5)
        cairo_set_dash(cr, nil, 0, 0)
        guard let i = shownIndex else { return }
        let x = plot.x + (Double(i) + 0.5) * step
        colours.shown.paint(cr)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, x.rounded() + 0.5, plot.y)
        cairo_line_to(cr, x.rounded() + 0.5, plot.bottom)
        cairo_stroke(cr)
        for (value, style) in [(points[i].other, RunLineStyle.dashed), (points[i].value, .solid)] {
            guard let value else { continue }
            style.apply(cr, colours)
            cairo_arc(cr, x, y(value), 4, 0, 2 * Double.pi)
            cairo_fill(cr)
        }
    }
}
