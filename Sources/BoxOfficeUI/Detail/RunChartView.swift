import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// The run chart: bars for the chosen metric, the rank as a line on its own axis (1 at the top), weekends
/// shaded, drawn with cairo in the theme's colours; or, comparing, two lines with a legend under them.
/// Hovering or moving the keyboard focus (Left/Right, Home/End) over a day shows its exact figures below.
@MainActor
final class RunChartView: ChartCanvas {
    /// The run section's children: the chart's box (`ui.chart`), its area, the marks' note and the read-out are read
    /// there (`chartArea`, `chartNote`, `chartReadout`); the legend goes under the note.
    let ui: RunSectionChildren
    var area: DrawingArea { ui.chartArea }
    let legend = RunChartLegend()
    private(set) var input = RunChartInput(points: [], summary: "")
    /// The day the read-out shows: the hovered or focused one, else the input's start or the latest.
    private(set) var focused: Int?
    /// The week marks the last drawing labelled (the rest did not fit apart).
    var drawnWeeks: [RunAxis.WeekMark] = []
    /// The plot's rectangle in the last frame drawn (its left edge follows the widest value label).
    var plot = Plot(x: 48, y: 20, width: 272, height: 138)

    init(_ ui: RunSectionChildren) {
        self.ui = ui
        gtk_box_insert_child_after(ui.chart.pointer, legend.root.widget, ui.chartNote.widget)
        installCanvas()
    }

    /// A chart outside a film's window (the drawing benchmark): a run section of its own, shown as it is made.
    convenience init() {
        let ui = RunSectionChildren.make()
        ui.root.isVisible = true
        self.init(ui)
    }

    func show(_ newInput: RunChartInput) {
        guard newInput != input else { return }
        input = newInput
        focused = nil
        legend.show(newInput.legend.map { ($0.solid, $0.dashed) })
        ui.chartNote.text = newInput.note ?? ""
        ui.chartNote.isVisible = newInput.note != nil
        area.setAccessibleLabel(newInput.summary)
        updateReadout()
        area.queueDraw()
    }

    var shownIndex: Int? {
        focused ?? input.startIndex.flatMap { input.points.indices.contains($0) ? $0 : nil }
            ?? (input.points.isEmpty ? nil : input.points.count - 1)
    }

    func key(_ keyval: UInt32) -> Bool {
        guard !input.points.isEmpty else { return false }
        let count = input.points.count
        guard let moved = moved(by: keyval, from: shownIndex ?? count - 1, count: count) else { return false }
        focused = moved
        updateReadout()
        area.queueDraw()
        return true
    }

    /// A click reads out the day clicked (the hover did).
    func clicked() {}

    func hover(_ x: Double) {
        guard !input.points.isEmpty else { return }
        let step = plot.width / Double(input.points.count)
        let index = min(input.points.count - 1, max(0, Int((x - plot.x) / step)))
        guard index != focused else { return }
        focused = index
        updateReadout()
        area.queueDraw()
    }

    private func updateReadout() {
        let text = shownIndex.map { input.points[$0].sentence } ?? ""
        ui.chartReadout.text = text
        area.setAccessibleDescription(text)
    }

    struct Plot: Equatable {
        var x, y, width, height: Double
        var bottom: Double { y + height }
    }
}
