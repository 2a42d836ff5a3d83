import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The forecast drawn under "Where it may end": the film's total so far (the accent line), the 80 % band
/// continuing it with the median dashed through it, and with run.similar on the similar runs as faint lines.
/// A line is named in a tooltip under the pointer; with the keyboard, Up and Down pick one and the read-out
/// under the chart names it (as does the chart's accessible description).
@MainActor
final class ForecastChartView: ChartCanvas {
    /// The forecast section's children: the area (`ui.chartArea`) and the read-out under it (`ui.chartReadout`).
    let ui: ForecastSectionChildren
    var area: DrawingArea { ui.chartArea }
    private(set) var chart: ForecastChart?
    private(set) var showsSimilar = false
    /// The similar line picked with Up/Down (or hovered); nil: none.
    private(set) var picked: Int?
    private(set) var plot = RunChartView.Plot(x: 48, y: 8, width: 272, height: 140)
    /// The D-numbers the last drawing wrote under the plot.
    private(set) var drawnLabels: [AxisLabel] = []
    private var reading = ""
    /// The last D-number of the film's own line as last drawn: the day forecast from, never a later one.
    private(set) var lastDrawnFilmDay: Int?

    init(_ ui: ForecastSectionChildren) {
        self.ui = ui
        installCanvas()
        let motion = gtk_event_controller_motion_new()!
        for signal in ["enter", "motion"] {
            Signals.connectDoublePair(motion.raw, signal) { [weak self] _, x, y in self?.point(x, y) }
        }
        gtk_widget_add_controller(area.widget, motion)
    }

    func show(_ chart: ForecastChart?, similar: Bool, reading: String) {
        guard chart != self.chart || similar != showsSimilar || reading != self.reading else { return }
        self.chart = chart
        showsSimilar = similar
        self.reading = reading
        if !similar || (picked ?? 0) >= (chart?.similar.count ?? 0) { picked = nil }
        area.setAccessibleLabel(reading)
        updateReadout()
        area.queueDraw()
    }

    private func updateReadout() {
        let text = picked.flatMap { chart?.similar[$0].name } ?? ""
        ui.chartReadout.text = text
        ui.chartReadout.isVisible = !text.isEmpty
        // The picked line only: the name already reads the forecast (the same sentence twice otherwise).
        area.setAccessibleDescription(text)
    }

    /// Up and Down pick a similar line (shown ones only).
    func key(_ keyval: UInt32) -> Bool {
        guard showsSimilar, let count = chart?.similar.count, count > 0 else { return false }
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Down, GDK_KEY_KP_Down: picked = picked.map { min(count - 1, $0 + 1) } ?? 0
        case GDK_KEY_Up, GDK_KEY_KP_Up: picked = picked.map { max(0, $0 - 1) } ?? 0
        default: return false
        }
        updateReadout()
        area.queueDraw()
        return true
    }

    func hover(_ x: Double) {}
    func clicked() {}

    /// The line under the pointer named in the tooltip: a similar run's, else the band's.
    private func point(_ x: Double, _ y: Double) {
        guard let chart else { return }
        var best: (distance: Double, name: String)?
        if showsSimilar {
            for line in chart.similar {
                guard let value = value(line.totals, atX: x) else { continue }
                let distance = abs(self.y(value, chart) - y)
                if distance < 8, distance < (best?.distance ?? .infinity) { best = (distance, line.name) }
            }
        }
        area.tooltip = best?.name ?? reading.split(separator: "\n").first.map(String.init)
    }

    private func xOf(_ dNumber: Int, _ chart: ForecastChart) -> Double {
        plot.x + plot.width * Double(dNumber - 1) / Double(max(1, chart.lastDNumber - 1))
    }

    private func y(_ value: Double, _ chart: ForecastChart) -> Double {
        plot.bottom - chart.scale.position(value) * plot.height
    }

    private func value(_ totals: [Double], atX x: Double) -> Double? {
        guard let chart, !totals.isEmpty else { return nil }
        let d = Int(((x - plot.x) / plot.width * Double(max(1, chart.lastDNumber - 1))).rounded()) + 1
        guard d >= 1 else { return nil }
        return totals[min(d, totals.count) - 1]
    }

    func draw(_ cr: OpaquePointer, _ width: Double, _ height: Double) {
        guard let chart, !chart.film.isEmpty, let first = chart.band.first, let last = chart.band.last else { return }
        let paint = ChartPainter(cr, for: area.widget)
        defer { paint.finish() }
        let lineHeight = paint.size("D1").h
        let valueWidth = chart.scale.ticks.map { paint.size($0.label).w }.max() ?? 0
        plot = RunChartView.Plot(
            x: valueWidth + 8, y: 6, width: max(1, width - valueWidth - 16), height: max(1, height - lineHeight - 14))
        let colours = ChartColours.of(area.widget)
        paint.valueAxis(chart.scale, plot: plot, colours: colours, lineHeight: lineHeight)
        cairo_save(cr)
        cairo_rectangle(cr, plot.x, plot.y - 2, plot.width + 2, plot.height + 4)
        cairo_clip(cr)
        // The band: low along the bottom edge, high back along the top.
        colours.range.paint(cr)
        cairo_move_to(cr, xOf(first.dNumber, chart), y(first.low, chart))
        for p in chart.band { cairo_line_to(cr, xOf(p.dNumber, chart), y(p.low, chart)) }
        for p in chart.band.reversed() { cairo_line_to(cr, xOf(p.dNumber, chart), y(p.high, chart)) }
        cairo_close_path(cr)
        cairo_fill(cr)
        if showsSimilar {
            for (i, line) in chart.similar.enumerated() {
                (i == picked ? colours.outline : colours.similar).paint(cr)
                cairo_set_line_width(cr, i == picked ? 2 : 1)
                stroke(cr, line.totals.enumerated().map { (xOf($0.offset + 1, chart), y($0.element, chart)) })
            }
        }
        // The median, dashed through the band; the film's own total, solid.
        colours.median.paint(cr)
        cairo_set_line_width(cr, 1.5)
        var dashes: [Double] = [4, 3]
        cairo_set_dash(cr, &dashes, 2, 0)
        stroke(cr, chart.band.map { (xOf($0.dNumber, chart), y($0.median, chart)) })
        cairo_set_dash(cr, nil, 0, 0)
        RunLineStyle.solid.apply(cr, colours)
        cairo_set_line_width(cr, 2.5)
        stroke(cr, chart.film.enumerated().map { (xOf($0.offset + 1, chart), y($0.element, chart)) })
        lastDrawnFilmDay = chart.film.count
        cairo_restore(cr)
        // The day forecast from, the band's end and D1 under the plot, in that order where they would touch;
        // none left of the plot, where the value axis's "0" is (issue 45, 19: "D1" was drawn over it).
        colours.text.paint(cr)
        let days = [first.dNumber, last.dNumber, 1]
        drawnLabels = AxisLabelLayout.keeping(
            days.map { "D\($0)" }, centres: days.map { xOf($0, chart) }, bounds: plot.x...max(plot.x, width), gap: 6,
            width: { paint.size($0).w })
        for label in drawnLabels {
            _ = paint.size(label.text)
            cairo_move_to(cr, label.left, plot.bottom + 4)
            pango_cairo_show_layout(cr, paint.layout)
        }
    }

    private func stroke(_ cr: OpaquePointer, _ points: [(Double, Double)]) {
        guard let start = points.first else { return }
        cairo_move_to(cr, start.0, start.1)
        for p in points.dropFirst() { cairo_line_to(cr, p.0, p.1) }
        cairo_stroke(cr)
    }
}
