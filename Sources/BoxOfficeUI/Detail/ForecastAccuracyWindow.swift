import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// How good the forecast has been: the last 12 months' backtest, then the error by opening year and by where the
/// film ended, drawn as bars (the median error, a tick at the typical direction) and listed as rows a screen
/// reader reads whole. Up and Down on the chart read one group out (its accessible description).
@MainActor
final class ForecastAccuracyWindow: ChartCanvas {
    /// Its tree and widgets: `ForecastAccuracyWindow.ui`.
    let ui = ForecastAccuracyWindowChildren.make()
    var window: Widget { ui.root.widget }
    var area: DrawingArea { ui.chart }
    let model: ForecastAccuracyModel
    /// The groups drawn, years first, then sizes (as the table lists them).
    private(set) var drawn: [ForecastAccuracyModel.Row] = []
    /// The group read out with Up/Down; nil: none.
    private(set) var picked: Int?

    init(model: ForecastAccuracyModel, parent: Widget?) {
        self.model = model
        ui.explanation.text = model.explanation
        installCanvas()
        ui.root.setTransient(for: parent)
        Actions.closeOnEscape(window)
        model.changes.observe([.figures], until: window) { [weak self] _ in self?.update() }
        model.load()
        update()
    }

    /// Shown with the keyboard on the chart, which Up and Down read out (else the first stop is the selectable
    /// sentence above it, shown all selected).
    func present() {
        gtk_window_set_focus(cast(window), area.widget)
        ui.root.present()
    }

    private func update() {
        if let sentence = model.recentSentence { ui.recent.text = sentence }
        drawn = model.byYear + model.bySize
        for (list, rows) in [(ui.years, model.byYear), (ui.sizes, model.bySize)] {
            list.removeAll()
            for row in rows {
                let item = ActionRow(title: row.label, subtitle: row.figures)
                item.subtitleLines = 0
                item.setAccessibleLabel(row.reading)
                list.append(item)
            }
        }
        area.setAccessibleLabel(model.title + ": " + (model.yearsSentence ?? ui.recent.text))
        updateReadout()
        area.queueDraw()
    }

    private func updateReadout() {
        area.setAccessibleDescription(picked.flatMap { drawn.indices.contains($0) ? drawn[$0].reading : nil } ?? "")
    }

    func key(_ keyval: UInt32) -> Bool {
        guard !drawn.isEmpty else { return false }
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Down, GDK_KEY_KP_Down: picked = picked.map { min(drawn.count - 1, $0 + 1) } ?? 0
        case GDK_KEY_Up, GDK_KEY_KP_Up: picked = picked.map { max(0, $0 - 1) } ?? 0
        default: return false
        }
        updateReadout()
        area.queueDraw()
        return true
    }

    func hover(_ x: Double) {}
    func clicked() {}

    /// A bar a group: its label, the median error as the bar, then the figure and which way forecasts typically
    /// missed ("14% · 4% low").
    func draw(_ cr: OpaquePointer, _ width: Double, _ height: Double) {
        guard !drawn.isEmpty else { return }
        let paint = ChartPainter(cr, for: area.widget)
        defer { paint.finish() }
        let colours = ChartColours.of(area.widget)
        let values = drawn.map { NumberFormatting.percent($0.medianError * 100) + " · " + $0.signed }
        let labelWidth = (drawn.map { paint.size($0.label).w }.max() ?? 0) + 8
        let valueWidth = (values.map { paint.size($0).w }.max() ?? 0) + 8
        let top = max(0.05, drawn.map(\.medianError).max() ?? 0.05)
        let step = height / Double(drawn.count)
        let barWidth = max(1, width - labelWidth - valueWidth)
        for (i, row) in drawn.enumerated() {
            let y = Double(i) * step
            let length = barWidth * row.medianError / top
            (i == picked ? colours.fg : colours.text).paint(cr)
            let labelHeight = paint.size(row.label).h
            cairo_move_to(cr, 0, y + (step - labelHeight) / 2)
            pango_cairo_show_layout(cr, paint.layout)
            (i == picked ? colours.accent : colours.bar).paint(cr)
            cairo_rectangle(cr, labelWidth, y + step * 0.2, length, step * 0.6)
            cairo_fill(cr)
            (i == picked ? colours.fg : colours.text).paint(cr)
            _ = paint.size(values[i])
            cairo_move_to(cr, labelWidth + length + 4, y + (step - labelHeight) / 2)
            pango_cairo_show_layout(cr, paint.layout)
        }
    }
}
