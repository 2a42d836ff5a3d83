import BoxOfficeCore
import CCairo
import Foundation

/// The chart drawn for sharing (not a screenshot): title and period, the segment, the rows, KOBIS credited
/// and the app named, always in light colours on white (a pasted image sits on a chat's or a document's
/// own background, not the desktop's), at 2× so it stays crisp on a high-density screen.
public enum ChartImage {
    public static let scale = 2.0
    public static let width = 720.0
    private static let margin = 28.0
    private static let headerHeight = 30.0
    private static let rowHeight = 36.0
    private static let footerHeight = 44.0

    /// The drawn size in logical pixels; the PNG is `scale` times it. Fixed by the content alone, so a test
    /// can know it without drawing.
    public static func size(_ content: ChartImageContent, width: Double = width) -> (width: Double, height: Double) {
        let heading = ImageText.headingHeight(subtitle: content.segment != nil)
        let rows = Double(content.rows.count) * rowHeight
        return (width, margin + heading + headerHeight + rows + footerHeight + margin / 2)
    }

    /// The image as PNG bytes, or nil if cairo could not make it. `width` in logical pixels (the command
    /// line's `--width`), `scale` real pixels to each; `recorder`, if given, is told every text drawn.
    public static func png(
        _ content: ChartImageContent, scale: Double = scale, width: Double = width,
        recorder: DrawnTextRecorder? = nil
    ) -> Data? {
        let (w, h) = size(content, width: width)
        return PNGStream.png(width: w, height: h, scale: scale) {
            draw(content, $0, width: w, height: h, recorder: recorder)
        }
    }

    // MARK: drawing

    private static let ink = ImageColour.ink
    private static let stripe = ImageColour.stripe
    private static let accent = ImageColour.accent
    private static let up = ImageColour.up
    private static let fresh = ImageColour.fresh

    private static func draw(
        _ content: ChartImageContent, _ cr: OpaquePointer, width: Double, height: Double,
        recorder: DrawnTextRecorder?
    ) {
        let text = ImageText(cr, recorder: recorder)
        defer { text.release() }
        let inner = width - 2 * margin
        var y = text.heading(content.title, subtitle: content.segment, top: margin, margin: margin, width: width)

        // Columns: rank, change, title (what is left), then three figures right-aligned.
        let figures = [110.0, 120.0, 72.0]
        let rankX = margin + 8
        let changeX = margin + 52
        let titleX = margin + 112
        let titleWidth = width - margin - figures.reduce(0, +) - titleX - 12
        var right = [Double]()
        var edge = width - margin - 8
        for w in figures.reversed() {
            right.insert(edge, at: 0)
            edge -= w
        }
        ink.set(cr, alpha: 0.6)
        let headers = content.headers
        func header(_ i: Int) -> String { headers.indices.contains(i) ? headers[i] : "" }
        let headerLine = y + 20
        text.show(header(0), x: rankX, baseline: headerLine, width: changeX - rankX - 4, size: 12, bold: true)
        text.show(header(1), x: changeX, baseline: headerLine, width: titleX - changeX - 4, size: 12, bold: true)
        text.show(header(2), x: titleX, baseline: headerLine, width: titleWidth, size: 12, bold: true)
        for (i, x) in right.enumerated() {
            text.show(header(3 + i), rightAt: x, baseline: headerLine, width: figures[i] - 8, size: 12, bold: true)
        }
        y += headerHeight
        ink.set(cr, alpha: 0.15)
        cairo_rectangle(cr, margin, y - 1, inner, 1)
        cairo_fill(cr)

        for (i, row) in content.rows.enumerated() {
            if i % 2 == 1 {
                stripe.set(cr)
                cairo_rectangle(cr, margin, y, inner, rowHeight)
                cairo_fill(cr)
            }
            // One baseline for the row: Hangul's fallback font is taller than the Latin one, and centring
            // each text in its box set the titles lower than the figures.
            let line = y + 24
            accent.set(cr)
            text.show(row.rank, x: rankX, baseline: line, width: changeX - rankX - 4, size: 16, bold: true)
            switch row.trend {
            case .up: up.set(cr)
            case .down: accent.set(cr)
            case .new: fresh.set(cr)
            case .same: ink.set(cr, alpha: 0.5)
            }
            text.show(
                row.change, x: changeX, baseline: line, width: titleX - changeX - 4, size: 12, bold: row.trend == .new)
            ink.set(cr)
            // A long title is smaller before it is cut: the name is what the picture is shared for.
            let size = text.fittingSize(row.title, width: titleWidth, size: 15, bold: false, smallest: 12)
            text.show(row.title, x: titleX, baseline: line, width: titleWidth, size: size)
            for (j, value) in [row.audience, row.total, row.share].enumerated() {
                ink.set(cr, alpha: j == 0 ? 1 : 0.7)
                text.show(value, rightAt: right[j], baseline: line, width: figures[j] - 8, size: 14, bold: j == 0)
            }
            y += rowHeight
        }

        text.footer(source: content.source, appName: content.appName, top: y, margin: margin, width: width)
    }
}
