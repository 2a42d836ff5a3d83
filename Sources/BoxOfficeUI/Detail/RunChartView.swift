import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// What the run chart draws: one entry per day since opening, in order. A day without numbers in the
/// history has a nil value and is drawn as a gap, never interpolated.
struct RunChartInput: Equatable {
    struct Point: Equatable {
        /// "D1", "D2", … as shown on the axis.
        let label: String
        let value: Double?
        let rank: Int?
        let isWeekend: Bool
        /// The day's exact figures in one sentence: the read-out under the chart, and for screen readers.
        let sentence: String
        /// Comparing: the other film's value on the same D-number (`value` is this film's).
        var other: Double? = nil
    }
    /// Comparing: the two titles, this film's (solid line) first.
    struct Legend: Equatable {
        let solid: String
        let dashed: String
    }
    let points: [Point]
    /// Two runs in one measure on one D-number axis, drawn as two lines instead of bars.
    var comparing = false
    var legend: Legend? = nil
    /// The day the read-out shows until one is hovered or focused (comparing: the latest both films have
    /// figures for); nil for the last.
    var startIndex: Int? = nil
    /// "관객 수, 일별 막대 · 순위 선": what the chart shows, for its accessible label.
    let summary: String
}

/// The run chart: bars for the chosen metric, the rank as a line on its own axis (1 at the top), weekends
/// shaded, drawn with cairo in the theme's colours; or, comparing, two lines with a legend under them.
/// Hovering or moving the keyboard focus (Left/Right, Home/End) over a day shows its exact figures below.
@MainActor
final class RunChartView {
    @Owned var root: Widget
    @Owned private var area: Widget
    @Owned private var readout: Widget
    let legend = RunChartLegend()
    private(set) var input = RunChartInput(points: [], summary: "")
    /// The day the read-out shows: the hovered or focused one, else the input's start or the latest.
    private(set) var focused: Int?

    init() {
        let area = gtk_drawing_area_new()!, readout = Build.label("", classes: ["caption", "numeric", "run-readout"], xalign: 0.5, wrap: true)
        gtk_widget_set_size_request(area, 320, 180)
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_focusable(area, 1)
        gtk_widget_add_css_class(area, "run-chart")
        _area = Owned(wrappedValue: area)
        _readout = Owned(wrappedValue: readout)
        _root = Owned(wrappedValue: Build.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [area, legend.root, readout]))
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
        boxoffice_accessible_set_label(area, newInput.summary)
        updateReadout()
        gtk_widget_queue_draw(area)
    }

    private var shownIndex: Int? {
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
        let plot = Self.plotRect(width: Double(gtk_widget_get_width(area)), height: Double(gtk_widget_get_height(area)))
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

    static func plotRect(width: Double, height: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        (x: 8, y: 8, width: max(1, width - 40), height: max(1, height - 28))
    }

    // MARK: drawing

    func draw(_ cr: OpaquePointer, _ width: Double, _ height: Double) {
        let points = input.points
        guard !points.isEmpty else { return }
        let plot = Self.plotRect(width: width, height: height)
        let step = plot.width / Double(points.count)
        let (fg, accent) = RunLineStyle.colours(area)
        func set(_ c: GdkRGBA, alpha: Double) { cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), alpha) }

        // Weekends, shaded across the plot.
        set(fg, alpha: 0.06)
        for (i, p) in points.enumerated() where p.isWeekend {
            cairo_rectangle(cr, plot.x + Double(i) * step, plot.y, step, plot.height)
        }
        cairo_fill(cr)

        if input.comparing {
            drawComparison(cr, plot: plot, step: step, fg: fg, accent: accent)
            drawLabels(cr, plot: plot, step: step, fg: fg, rankAxis: nil)
            return
        }
        // Bars: pixel-aligned so they stay crisp at any scale.
        let top = points.compactMap(\.value).max() ?? 0
        if top > 0 {
            for (i, p) in points.enumerated() {
                guard let value = p.value else { continue }
                let h = (value / top) * plot.height
                let x = (plot.x + Double(i) * step + step * 0.15).rounded()
                set(accent, alpha: i == shownIndex ? 1 : 0.7)
                cairo_rectangle(cr, x, (plot.y + plot.height - h).rounded(), max(1, (step * 0.7).rounded()), h.rounded())
                cairo_fill(cr)
            }
        }
        // A missing day: a short dashed mark on the baseline, so the gap reads as "no data".
        set(fg, alpha: 0.35)
        cairo_set_line_width(cr, 1)
        for (i, p) in points.enumerated() where p.value == nil {
            let x = plot.x + Double(i) * step
            cairo_move_to(cr, x + step * 0.2, plot.y + plot.height - 0.5)
            cairo_line_to(cr, x + step * 0.8, plot.y + plot.height - 0.5)
        }
        cairo_stroke(cr)

        // Rank on its own axis: 1 at the top, the worst rank shown at the bottom; broken at gaps.
        let worst = Double(max(10, points.compactMap(\.rank).max() ?? 10))
        set(fg, alpha: 0.85)
        cairo_set_line_width(cr, 2)
        var drawing = false
        for (i, p) in points.enumerated() {
            guard let rank = p.rank else { drawing = false; continue }
            let x = plot.x + (Double(i) + 0.5) * step
            let y = plot.y + (Double(rank) - 1) / (worst - 1) * plot.height
            if drawing { cairo_line_to(cr, x, y) } else { cairo_move_to(cr, x, y) }
            drawing = true
        }
        cairo_stroke(cr)
        // A dot on every ranked day, so a day between two gaps still shows its rank.
        for (i, p) in points.enumerated() {
            guard let rank = p.rank else { continue }
            cairo_arc(cr, plot.x + (Double(i) + 0.5) * step, plot.y + (Double(rank) - 1) / (worst - 1) * plot.height,
                      min(3, max(1.5, step / 4)), 0, 2 * Double.pi)
            cairo_fill(cr)
        }

        // The shown day: an outline the focus and the pointer move.
        if let i = shownIndex {
            set(fg, alpha: gtk_widget_has_focus(area) != 0 ? 0.9 : 0.4)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, (plot.x + Double(i) * step).rounded() + 0.5, plot.y + 0.5, max(1, step.rounded() - 1), plot.height - 1)
            cairo_stroke(cr)
        }

        drawLabels(cr, plot: plot, step: step, fg: fg, rankAxis: worst)
    }

    /// This film (solid) and the other (dashed) in the chosen measure, as the legend shows them; both break
    /// at gaps. The shown day: a rule across, and a dot on each line that has a value there.
    private func drawComparison(_ cr: OpaquePointer, plot: (x: Double, y: Double, width: Double, height: Double), step: Double,
                                fg: GdkRGBA, accent: GdkRGBA) {
        let points = input.points
        let top = points.flatMap { [$0.value, $0.other] }.compactMap { $0 }.max() ?? 0
        guard top > 0 else { return }
        func line(_ values: [Double?]) {
            var drawing = false
            for (i, v) in values.enumerated() {
                guard let v else { drawing = false; continue }
                let x = plot.x + (Double(i) + 0.5) * step, y = plot.y + plot.height - v / top * plot.height
                if drawing { cairo_line_to(cr, x, y) } else { cairo_move_to(cr, x, y) }
                drawing = true
            }
            cairo_stroke(cr)
        }
        RunLineStyle.dashed.apply(cr, fg: fg, accent: accent)
        line(points.map(\.other))
        RunLineStyle.solid.apply(cr, fg: fg, accent: accent)
        line(points.map(\.value))
        cairo_set_dash(cr, nil, 0, 0)
        guard let i = shownIndex else { return }
        let x = plot.x + (Double(i) + 0.5) * step
        cairo_set_source_rgba(cr, Double(fg.red), Double(fg.green), Double(fg.blue), 0.5)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, x.rounded() + 0.5, plot.y)
        cairo_line_to(cr, x.rounded() + 0.5, plot.y + plot.height)
        cairo_stroke(cr)
        for (value, style) in [(points[i].other, RunLineStyle.dashed), (points[i].value, .solid)] {
            guard let value else { continue }
            style.apply(cr, fg: fg, accent: accent)
            cairo_arc(cr, x, plot.y + plot.height - value / top * plot.height, 4, 0, 2 * Double.pi)
            cairo_fill(cr)
        }
    }

    /// D-numbers under the first, middle and last day; the rank scale on the right when there is one.
    private func drawLabels(_ cr: OpaquePointer, plot: (x: Double, y: Double, width: Double, height: Double), step: Double,
                            fg: GdkRGBA, rankAxis worst: Double?) {
        let points = input.points
        func set(_ c: GdkRGBA, alpha: Double) { cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), alpha) }
        let layout = gtk_widget_create_pango_layout(area, nil)!
        defer { g_object_unref(layout.raw) }
        set(fg, alpha: 0.6)
        var textWidth: Int32 = 0, textHeight: Int32 = 0
        for i in Set([0, points.count / 2, points.count - 1]).sorted() {
            pango_layout_set_text(layout, points[i].label, -1)
            pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
            // The first label starts at its day, the last ends at its day, the middle one is centred.
            let x = plot.x + Double(i) * step + (i == 0 ? 0 : i == points.count - 1 ? step - Double(textWidth) : (step - Double(textWidth)) / 2)
            cairo_move_to(cr, max(0, x), plot.y + plot.height + 4)
            pango_cairo_show_layout(cr, layout)
        }
        guard let worst else { return }
        for rank in [1, Int(worst)] {
            pango_layout_set_text(layout, "#\(rank)", -1)
            pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
            let y = plot.y + (Double(rank) - 1) / (worst - 1) * plot.height
            cairo_move_to(cr, plot.x + plot.width + 6, rank == 1 ? y : y - Double(textHeight))
            pango_cairo_show_layout(cr, layout)
        }
    }
}
