import BoxOfficeCore
import CCairo
import Foundation

/// A film's run drawn for sharing: its title, the metric and the days, a bar a day with the rank's line
/// (#1 at the top), the KOBIS weeks, the marks for days without figures, the milestones, KOBIS credited and
/// the app named; light on white at 2×, as `ChartImage`. Compared with another film: both as lines (solid and
/// dashed, as in the window) under a legend, with the sentence comparing them.
public enum RunImage {
    public static let width = 720.0
    private static let margin = 28.0
    private static let weekLine = 20.0
    private static let plotHeight = 260.0
    private static let dateLine = 22.0
    private static let noteHeight = 22.0
    private static let legendHeight = 24.0
    private static let milestoneHeight = 26.0
    private static let footerHeight = 44.0

    /// The drawn size in logical pixels, fixed by the content alone.
    public static func size(_ content: RunImageContent, width: Double = width) -> (width: Double, height: Double) {
        let note = (content.compared?.sentence ?? content.note) == nil ? 0 : noteHeight
        let legend = content.compared == nil ? 0 : legendHeight
        let milestones = [content.milestones, content.forecast, content.outcome].reduce(0.0) { sum, lines in
            sum + (lines.isEmpty ? 0 : 12 + Double(lines.count) * milestoneHeight)
        }
        let chart = weekLine + plotHeight + dateLine
        return (
            width,
            margin + ImageText.headingHeight(subtitle: true) + legend + chart + note + milestones + footerHeight
                + margin / 2
        )
    }

    /// As `ChartImage.png`: `recorder`, if given, is told every text drawn.
    public static func png(
        _ content: RunImageContent, scale: Double = ChartImage.scale, width: Double = width,
        recorder: DrawnTextRecorder? = nil
    ) -> Data? {
        let (w, h) = size(content, width: width)
        return PNGStream.png(width: w, height: h, scale: scale) { draw(content, $0, width: w, recorder: recorder) }
    }

    private struct Plot {
        let x: Double, y: Double, width: Double, height: Double
        var bottom: Double { y + height }
        var right: Double { x + width }
    }

    private static func draw(
        _ content: RunImageContent, _ cr: OpaquePointer, width: Double, recorder: DrawnTextRecorder?
    ) {
        let text = ImageText(cr, recorder: recorder)
        defer { text.release() }
        let ink = ImageColour.ink
        let inner = width - 2 * margin
        var y = text.heading(
            content.title, subtitle: content.subtitle, top: margin, margin: margin, width: width, size: 22)
        if let compared = content.compared {
            legend([(content.title, .solid), (compared.title, .dashed)], top: y, width: inner, text: text)
            y += legendHeight
        }

        // Room for the widest value label on the left, the rank's on the right.
        let valueWidth = (content.scale.ticks.map { text.width($0.label, size: 11) }.max() ?? 0) + 8
        let rankWidth = text.width("#10", size: 11) + 8
        let plot = Plot(
            x: margin + valueWidth, y: y + weekLine, width: max(1, inner - valueWidth - rankWidth), height: plotHeight)
        let step = plot.width / Double(max(1, content.days.count))

        ink.set(cr, alpha: 0.05)
        for (i, d) in content.days.enumerated() where d.isWeekend {
            cairo_rectangle(cr, plot.x + Double(i) * step, plot.y, step, plot.height)
        }
        cairo_fill(cr)
        valueAxis(content.scale, plot: plot, text: text)
        weeks(content, plot: plot, step: step, text: text, right: width - margin)

        if let compared = content.compared {
            line(compared.values, .dashed, scale: content.scale, plot: plot, step: step, cr: cr)
            line(content.days.map(\.value), .solid, scale: content.scale, plot: plot, step: step, cr: cr)
        } else {
            ImageColour.accent.set(cr, alpha: 0.75)
            for (i, d) in content.days.enumerated() {
                guard let value = d.value else { continue }
                let h = content.scale.position(value) * plot.height
                cairo_rectangle(cr, plot.x + Double(i) * step + step * 0.15, plot.bottom - h, max(0.5, step * 0.7), h)
            }
            cairo_fill(cr)
            marks(content.days, plot: plot, step: step, text: text)
        }
        y = plot.bottom + dateLine

        if let note = content.compared?.sentence ?? content.note {
            ink.set(cr, alpha: 0.6)
            text.show(note, x: margin, baseline: y + 15, width: inner, size: 11)
            y += noteHeight
        }
        for lines in [content.milestones, content.forecast, content.outcome] where !lines.isEmpty {
            y += 12
            let labelWidth = min(220, inner * 0.35)
            for (i, line) in lines.enumerated() {
                if i % 2 == 0 {
                    ImageColour.stripe.set(cr)
                    cairo_rectangle(cr, margin, y, inner, milestoneHeight)
                    cairo_fill(cr)
                }
                ink.set(cr, alpha: 0.6)
                text.show(line.label, x: margin + 8, baseline: y + 18, width: labelWidth - 8, size: 12)
                ink.set(cr)
                let size = text.fittingSize(
                    line.value, width: inner - labelWidth - 8, size: 13, bold: false, smallest: 11)
                text.show(
                    line.value, x: margin + labelWidth, baseline: y + 18, width: inner - labelWidth - 8, size: size)
                y += milestoneHeight
            }
        }
        text.footer(source: content.source, appName: content.appName, top: y, margin: margin, width: width)
    }

    /// How a compared run's line is stroked, as the window strokes it: this film solid, thick, in the accent; the
    /// other dashed, thinner, in grey ink (the dash tells them apart in grey print too).
    private enum Stroke {
        case solid, dashed

        func apply(_ cr: OpaquePointer) {
            switch self {
            case .solid:
                ImageColour.accent.set(cr)
                cairo_set_line_width(cr, 3)
                cairo_set_dash(cr, nil, 0, 0)
            case .dashed:
                ImageColour.ink.set(cr, alpha: 0.6)
                cairo_set_line_width(cr, 2)
                var dashes: [Double] = [5, 4]
                cairo_set_dash(cr, &dashes, 2, 0)
            }
        }
    }

    /// A run's values as a line through the days' middles, broken where a day has none.
    private static func line(
        _ values: [Double?], _ stroke: Stroke, scale: RunAxis.Scale, plot: Plot, step: Double, cr: OpaquePointer
    ) {
        stroke.apply(cr)
        BrokenLine(x: plot.x, bottom: plot.bottom, height: plot.height, step: step)
            .draw(values.map { $0.map(scale.position) }, on: cr, dotRadius: 3)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// The titles with their line's sample, side by side, each in half the width.
    private static func legend(_ items: [(String, Stroke)], top: Double, width: Double, text: ImageText) {
        let cr = text.cr
        let half = width / Double(items.count)
        for (i, (title, stroke)) in items.enumerated() {
            let x = margin + Double(i) * half
            stroke.apply(cr)
            cairo_move_to(cr, x, top + 10)
            cairo_line_to(cr, x + 24, top + 10)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            ImageColour.ink.set(cr)
            text.show(title, x: x + 32, baseline: top + 14, width: half - 40, size: 13)
        }
    }

    /// The value axis's round ticks: a faint rule across the plot and the label on the left.
    private static func valueAxis(_ scale: RunAxis.Scale, plot: Plot, text: ImageText) {
        let cr = text.cr
        for tick in scale.ticks {
            let y = (plot.bottom - scale.position(tick.value) * plot.height).rounded() + 0.5
            ImageColour.ink.set(cr, alpha: 0.12)
            cairo_set_line_width(cr, 1)
            cairo_move_to(cr, plot.x, y)
            cairo_line_to(cr, plot.right, y)
            cairo_stroke(cr)
            ImageColour.ink.set(cr, alpha: 0.6)
            text.show(tick.label, rightAt: plot.x - 6, baseline: y + 4, width: plot.x, size: 11)
        }
    }

    /// A KOBIS week's first day: a faint rule, "W2" above and its date below, as many as fit apart.
    private static func weeks(_ content: RunImageContent, plot: Plot, step: Double, text: ImageText, right: Double) {
        let cr = text.cr
        let dateWidth = content.weeks.map { text.width($0.date, size: 11) }.max() ?? 0
        for mark in RunAxis.thinned(content.weeks, dayWidth: step, minGap: dateWidth + 10) {
            let x = (plot.x + Double(mark.index) * step).rounded() + 0.5
            ImageColour.ink.set(cr, alpha: 0.25)
            cairo_set_line_width(cr, 1)
            cairo_move_to(cr, x, plot.y - 2)
            cairo_line_to(cr, x, plot.bottom + 3)
            cairo_stroke(cr)
            ImageColour.ink.set(cr, alpha: 0.6)
            for (label, baseline) in [(mark.label, plot.y - 6), (mark.date, plot.bottom + 16)] {
                let w = text.width(label, size: 11)
                text.show(label, x: min(x + 2, right - w), baseline: baseline, width: w + 1, size: 11)
            }
        }
    }

    /// The rank's line and the gaps' marks as the window draws them, then the rank axis's two labels.
    private static func marks(_ days: [RunImageContent.Day], plot: Plot, step: Double, text: ImageText) {
        let cr = text.cr
        let marks = RunMarks(cr, x: plot.x, y: plot.y, width: plot.width, height: plot.height, step: step) {
            ImageColour.ink.set(cr, alpha: $0.alpha)
        }
        marks.gaps(days.map(\.gap))
        guard days.contains(where: { $0.rank != nil }) else { return }
        let worst = marks.rank(days.map(\.rank))
        ImageColour.ink.set(cr, alpha: 0.6)
        for rank in [1, Int(worst)] {
            text.show("#\(rank)", x: plot.right + 6, baseline: marks.y(rank, worst: worst) + 4, width: 40, size: 11)
        }
    }
}
