import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// The run chart: bars for the chosen metric, the rank as a line on its own axis (1 at the top), weekends
/// shaded, drawn with cairo in the theme's colours; or, comparing, two lines with a legend under them.
/// Hovering or moving the keyboard focus (Left/Right, Home/End) over a day shows its exact figures below.
@MainActor
final class RunChartView: ChartCanvas {
    /// The area, the marks' note and the read-out, as `RunSection.ui` declares them; the legend goes under the note.
    @Owned var root: Box
    @Owned var area: DrawingArea
    @Owned private var readout: Label
    @Owned private var note: Label
    let legend = RunChartLegend()
    private(set) var input = RunChartInput(points: [], summary: "")
    /// The day the read-out shows: the hovered or focused one, else the input's start or the latest.
    private(set) var focused: Int?
    /// The week marks the last drawing labelled (the rest did not fit apart).
    var drawnWeeks: [RunAxis.WeekMark] = []
    /// The plot's rectangle in the last frame drawn (its left edge follows the widest value label).
    var plot = Plot(x: 48, y: 20, width: 272, height: 138)

    init(root: Box, area: DrawingArea, note: Label, readout: Label) {
        _root = Owned(wrappedValue: root)
        _area = Owned(wrappedValue: area)
        _note = Owned(wrappedValue: note)
        _readout = Owned(wrappedValue: readout)
        gtk_box_insert_child_after(root.pointer, legend.root.widget, note.widget)
        installCanvas()
    }

    /// A chart outside a film's window (the drawing benchmark): its parts made here.
    convenience init() {
        let (root, area, note, readout) = (Box.vertical(spacing: 6), DrawingArea(), Label(), Label())
        area.setSizeRequest(width: 280, height: 220)
        note.isVisible = false
        for part: any TypedWidget in [area, note, readout] { root.append(part) }
        self.init(root: root, area: area, note: note, readout: readout)
    }

    func show(_ newInput: RunChartInput) {
        guard newInput != input else { return }
        input = newInput
        focused = nil
        legend.show(newInput.legend.map { ($0.solid, $0.dashed) })
        note.text = newInput.note ?? ""
        note.isVisible = newInput.note != nil
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
        readout.text = text
        area.setAccessibleDescription(text)
    }

    struct Plot: Equatable {
        var x, y, width, height: Double
        var bottom: Double { y + height }
    }
}
