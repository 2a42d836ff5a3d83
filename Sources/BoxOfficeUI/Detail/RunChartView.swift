import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// The run chart: bars for the chosen metric, the rank as a line on its own axis (1 at the top), weekends
/// shaded, drawn with cairo in the theme's colours; or, comparing, two lines with a legend under them.
/// Hovering or moving the keyboard focus (Left/Right, Home/End) over a day shows its exact figures below.
@MainActor
final class RunChartView {
    @Owned var root: Widget
    @Owned var area: Widget
    @Owned private var readout: Widget
    @Owned private var note: Widget
    let legend = RunChartLegend()
    private(set) var input = RunChartInput(points: [], summary: "")
    /// The day the read-out shows: the hovered or focused one, else the input's start or the latest.
    private(set) var focused: Int?
    /// The plot's rectangle in the last frame drawn (its left edge follows the widest value label).
    var plot = Plot(x: 48, y: 20, width: 272, height: 138)

    init() {
        let area = gtk_drawing_area_new()!, readout = Build.label("", classes: ["caption", "numeric", "run-readout"], xalign: 0.5, wrap: true)
        gtk_widget_set_size_request(area, 280, 220)
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_focusable(area, 1)
        gtk_widget_add_css_class(area, "run-chart")
        _area = Owned(wrappedValue: area)
        _readout = Owned(wrappedValue: readout)
        let note = Build.label("", classes: ["caption", "dim-label", "run-marks"], xalign: 0.5, wrap: true)
        _note = Owned(wrappedValue: note)
        gtk_widget_set_visible(note, 0)
        _root = Owned(wrappedValue: Build.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [area, note, legend.root, readout]))
        gtk_drawing_area_set_draw_func(cast(area), { _, cr, width, height, data in
            guard let data, let cr else { return }
            MainActor.assumeIsolated {
                Unmanaged<RunChartView>.fromOpaque(data).takeUnretainedValue().draw(cr, Double(width), Double(height))
            }
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
        // The draw func holds `self` unretained: clear it when this view goes, so GTK never calls into a freed one.
        Lifetime.onDestroy(area) { [area] in gtk_drawing_area_set_draw_func(cast(area), nil, nil, nil) }
        Keys.intercept(area) { [weak self] keyval, _ in self?.key(keyval) ?? false }
        let motion = gtk_event_controller_motion_new()!
        Signals.connectDoublePair(motion.raw, "motion") { [weak self] _, x, _ in self?.hover(x) }
        gtk_widget_add_controller(area, motion)
        // A click gives the chart the keyboard (Left/Right/Home/End then move over the days, instead of
        // Home scrolling the window) and reads out the day clicked.
        let click = gtk_gesture_click_new()!
        Signals.connectClick(click.raw) { [weak self] x in
            guard let self else { return }
            _ = gtk_widget_grab_focus(self.area)
            self.hover(x)
        }
        gtk_widget_add_controller(area, click)
    }

    func show(_ newInput: RunChartInput) {
        guard newInput != input else { return }
        input = newInput
        focused = nil
        legend.show(newInput.legend.map { ($0.solid, $0.dashed) })
        gtk_label_set_text(cast(note), newInput.note ?? "")
        gtk_widget_set_visible(note, newInput.note == nil ? 0 : 1)
        boxoffice_accessible_set_label(area, newInput.summary)
        updateReadout()
        gtk_widget_queue_draw(area)
    }

    var shownIndex: Int? {
        focused ?? input.startIndex.flatMap { input.points.indices.contains($0) ? $0 : nil } ?? (input.points.isEmpty ? nil : input.points.count - 1)
    }

    private func key(_ keyval: UInt32) -> Bool {
        guard !input.points.isEmpty else { return false }
        let last = input.points.count - 1, current = shownIndex ?? last
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: focused = max(0, current - 1)
        case GDK_KEY_Right, GDK_KEY_KP_Right: focused = min(last, current + 1)
        case GDK_KEY_Home, GDK_KEY_KP_Home: focused = 0
        case GDK_KEY_End, GDK_KEY_KP_End: focused = last
        default: return false
        }
        updateReadout()
        gtk_widget_queue_draw(area)
        return true
    }

    private func hover(_ x: Double) {
        guard !input.points.isEmpty else { return }
        let step = plot.width / Double(input.points.count)
        let index = min(input.points.count - 1, max(0, Int((x - plot.x) / step)))
        guard index != focused else { return }
        focused = index
        updateReadout()
        gtk_widget_queue_draw(area)
    }

    private func updateReadout() {
        let text = shownIndex.map { input.points[$0].sentence } ?? ""
        gtk_label_set_text(cast(readout), text)
        boxoffice_accessible_set_description(area, text)
    }

    struct Plot: Equatable {
        var x, y, width, height: Double
        var bottom: Double { y + height }
    }
}
