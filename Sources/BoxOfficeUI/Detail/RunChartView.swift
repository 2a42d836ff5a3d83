import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// The run chart: bars for the chosen metric, the rank as a line on its own axis (1 at the top), weekends
/// shaded, drawn with cairo in the theme's colours; or, comparing, two lines with a legend under them.
/// Hovering or moving the keyboard focus (Left/Right, Home/End) over a day shows its exact figures below.
@MainActor
final class RunChartView {
    @Owned var root = Box.vertical(spacing: 6)
    @Owned var area = DrawingArea()
    @Owned private var readout = Label(classes: ["caption", "numeric", "run-readout"], xalign: 0.5, wrap: true)
    @Owned private var note = Label(classes: ["caption", "dim-label", "run-marks"], xalign: 0.5, wrap: true)
    let legend = RunChartLegend()
    private(set) var input = RunChartInput(points: [], summary: "")
    /// The day the read-out shows: the hovered or focused one, else the input's start or the latest.
    private(set) var focused: Int?
    /// The plot's rectangle in the last frame drawn (its left edge follows the widest value label).
    var plot = Plot(x: 48, y: 20, width: 272, height: 138)

    init() {
        area.setSizeRequest(width: 280, height: 220)
        area.expandsHorizontally = true
        area.isFocusable = true
        area.addCSSClass("run-chart")
        note.isVisible = false
        for part: any TypedWidget in [area, note, legend.root, readout] { root.append(part) }
        area.setDrawFunction(
            { _, cr, width, height, data in
                guard let data, let cr else { return }
                MainActor.assumeIsolated {
                    Unmanaged<RunChartView>.fromOpaque(data).takeUnretainedValue().draw(
                        cr, Double(width), Double(height))
                }
            }, data: Unmanaged.passUnretained(self).toOpaque())
        // The draw func holds `self` unretained: clear it when this view goes, so GTK never calls into a freed one.
        Lifetime.onDestroy(area) { [area] in area.setDrawFunction(nil, data: nil) }
        Keys.intercept(area.widget) { [weak self] keyval, _ in self?.key(keyval) ?? false }
        let motion = gtk_event_controller_motion_new()!
        Signals.connectDoublePair(motion.raw, "motion") { [weak self] _, x, _ in self?.hover(x) }
        gtk_widget_add_controller(area.widget, motion)
        // A click gives the chart the keyboard (Left/Right/Home/End then move over the days, instead of
        // Home scrolling the window) and reads out the day clicked.
        let click = gtk_gesture_click_new()!
        Signals.connectClick(click.raw) { [weak self] x in
            guard let self else { return }
            self.area.grabFocus()
            self.hover(x)
        }
        gtk_widget_add_controller(area.widget, click)
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

    private func key(_ keyval: UInt32) -> Bool {
        guard !input.points.isEmpty else { return false }
        let last = input.points.count - 1
        let current = shownIndex ?? last
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: focused = max(0, current - 1)
        case GDK_KEY_Right, GDK_KEY_KP_Right: focused = min(last, current + 1)
        case GDK_KEY_Home, GDK_KEY_KP_Home: focused = 0
        case GDK_KEY_End, GDK_KEY_KP_End: focused = last
        default: return false
        }
        updateReadout()
        area.queueDraw()
        return true
    }

    private func hover(_ x: Double) {
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
