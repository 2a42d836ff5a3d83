import BoxOfficeCore
import CCairo
import Foundation

/// A market page drawn for sharing: the period, how much of it history holds, the headline figures as cards,
/// sales ≈ as bars with last year's dashed line, the first ten of its list, KOBIS credited and the app named;
/// light on white at 2×, as `ChartImage`.
public enum MarketImage {
    public static let width = 720.0
    private static let margin = 28.0
    /// Room for a detail of two lines (Korean films' share with the foreign films').
    private static let cardHeight = 90.0
    /// Two figures to a row: "215.7 million admissions" stays whole at a readable size.
    private static let cardsPerRow = 2
    private static let cardGap = 10.0
    private static let captionHeight = 32.0
    private static let plotHeight = 200.0
    private static let labelLine = 22.0
    private static let listTitleHeight = 30.0
    private static let lineHeight = 44.0
    private static let footerHeight = 44.0

    private static func cardRows(_ content: MarketImageContent) -> Int {
        (content.figures.count + cardsPerRow - 1) / cardsPerRow
    }

    /// The drawn size in logical pixels, fixed by the content alone.
    public static func size(_ content: MarketImageContent, width: Double = width) -> (width: Double, height: Double) {
        let heading = ImageText.headingHeight(subtitle: content.coverage != nil)
        let cards = Double(cardRows(content)) * (cardHeight + cardGap)
        let chart = content.bars.isEmpty ? 0 : captionHeight + plotHeight + labelLine + 12
        let list = content.lines.isEmpty ? 0 : listTitleHeight + Double(content.lines.count) * lineHeight
        return (
            width,
            margin + heading + cards + chart + list + footerHeight + margin / 2
        )
    }

    /// As `ChartImage.png`: `recorder`, if given, is told every text drawn.
    public static func png(
        _ content: MarketImageContent, scale: Double = ChartImage.scale, width: Double = width,
        recorder: DrawnTextRecorder? = nil
    ) -> Data? {
        let (w, h) = size(content, width: width)
        return PNGStream.png(width: w, height: h, scale: scale) { draw(content, $0, width: w, recorder: recorder) }
    }

    private static func draw(
        _ content: MarketImageContent, _ cr: OpaquePointer, width: Double, recorder: DrawnTextRecorder?
    ) {
        let text = ImageText(cr, recorder: recorder)
        defer { text.release() }
        let ink = ImageColour.ink
        let inner = width - 2 * margin
        var y = text.heading(content.title, subtitle: content.coverage, top: margin, margin: margin, width: width)
        y = cards(content.figures, top: y, inner: inner, text: text)
        if !content.bars.isEmpty {
            ink.set(cr, alpha: 0.7)
            text.show(content.legend, x: margin, baseline: y + 16, width: inner, size: 12)
            y += captionHeight
            bars(content, top: y, inner: inner, text: text)
            y += plotHeight + labelLine + 12
        }
        if !content.lines.isEmpty {
            ink.set(cr)
            text.show(content.listTitle, x: margin, baseline: y + 20, width: inner, size: 15, bold: true)
            y += listTitleHeight
            for (i, line) in content.lines.enumerated() {
                list(line, striped: i % 2 == 0, top: y, inner: inner, text: text)
                y += lineHeight
            }
        }
        text.footer(source: content.source, appName: content.appName, top: y, margin: margin, width: width)
    }

    /// The figures as cards, `cardsPerRow` to a row: its label, the value, what it is against.
    private static func cards(_ figures: [MarketImageContent.Figure], top: Double, inner: Double, text: ImageText)
        -> Double
    {
        let cr = text.cr
        let perRow = cardsPerRow
        let cardWidth = (inner - Double(perRow - 1) * cardGap) / Double(perRow)
        var y = top
        for (i, figure) in figures.enumerated() {
            let x = margin + Double(i % perRow) * (cardWidth + cardGap)
            ImageColour.stripe.set(cr)
            rounded(cr, x: x, y: y, width: cardWidth, height: cardHeight, radius: 8)
            cairo_fill(cr)
            let w = cardWidth - 20
            ImageColour.ink.set(cr, alpha: 0.6)
            text.show(figure.label, x: x + 10, baseline: y + 20, width: w, size: 12)
            ImageColour.ink.set(cr)
            let size = text.fittingSize(figure.value, width: w, size: 18, bold: true, smallest: 10)
            text.show(figure.value, x: x + 10, baseline: y + 46, width: w, size: size, bold: true)
            if let detail = figure.detail {
                ImageColour.ink.set(cr, alpha: 0.7)
                text.show(detail, x: x + 10, baseline: y + 66, width: w, size: 11, lines: 2)
            }
            if i % perRow == perRow - 1 || i == figures.count - 1 { y += cardHeight + cardGap }
        }
        return y
    }

    private static func rounded(
        _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double
    ) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cr, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
        cairo_arc(cr, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Sales ≈ as bars from the axis's bottom, last year's as a dashed line through the bars' centres (broken
    /// where either year has no figure), the labels under as many bars as fit apart.
    private static func bars(_ content: MarketImageContent, top: Double, inner: Double, text: ImageText) {
        let cr = text.cr
        let scale = content.scale
        let valueWidth = (scale.ticks.map { text.width($0.label, size: 11) }.max() ?? 0) + 8
        let x0 = margin + valueWidth
        let plotWidth = max(1, inner - valueWidth)
        let bottom = top + plotHeight
        let step = plotWidth / Double(max(1, content.bars.count))
        for tick in scale.ticks {
            let y = (bottom - scale.position(tick.value) * plotHeight).rounded() + 0.5
            ImageColour.ink.set(cr, alpha: 0.12)
            cairo_set_line_width(cr, 1)
            cairo_move_to(cr, x0, y)
            cairo_line_to(cr, x0 + plotWidth, y)
            cairo_stroke(cr)
            ImageColour.ink.set(cr, alpha: 0.6)
            text.show(tick.label, rightAt: x0 - 6, baseline: y + 4, width: valueWidth, size: 11)
        }
        for (i, bar) in content.bars.enumerated() {
            guard let value = bar.value else { continue }
            let h = scale.position(value) * plotHeight
            // A month's weekends stand out, as in the window.
            ImageColour.accent.set(cr, alpha: bar.isWeekend ? 1 : 0.7)
            cairo_rectangle(cr, x0 + Double(i) * step + step * 0.15, bottom - h, max(0.5, step * 0.7), h)
            cairo_fill(cr)
        }
        ImageColour.ink.set(cr, alpha: 0.8)
        cairo_set_line_width(cr, 1.5)
        var dash = [4.0, 3.0]
        cairo_set_dash(cr, &dash, 2, 0)
        var drawing = false
        for (i, bar) in content.bars.enumerated() {
            guard let previous = bar.previous else {
                drawing = false
                continue
            }
            let x = x0 + (Double(i) + 0.5) * step
            let y = bottom - scale.position(previous) * plotHeight
            if drawing { cairo_line_to(cr, x, y) } else { cairo_move_to(cr, x, y) }
            drawing = true
        }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        let widest = content.bars.map { text.width($0.label, size: 11) }.max() ?? 0
        let every = max(1, Int(((widest + 8) / step).rounded(.up)))
        ImageColour.ink.set(cr, alpha: 0.6)
        for (i, bar) in content.bars.enumerated() where i % every == 0 {
            let w = text.width(bar.label, size: 11)
            text.show(
                bar.label, x: x0 + (Double(i) + 0.5) * step - w / 2, baseline: bottom + 16, width: w + 1, size: 11)
        }
    }

    /// One row of the list: its rank, title and detail under it, the figure at the end.
    private static func list(
        _ line: MarketImageContent.Line, striped: Bool, top y: Double, inner: Double, text: ImageText
    ) {
        let cr = text.cr
        if striped {
            ImageColour.stripe.set(cr)
            cairo_rectangle(cr, margin, y, inner, lineHeight)
            cairo_fill(cr)
        }
        let rankWidth = line.rank.isEmpty ? 8.0 : 40.0
        // The figure whole ("12,261,650 admissions"), the title taking what is left.
        let valueWidth = min(inner * 0.45, text.width(line.value, size: 14, bold: true) + 4)
        let titleX = margin + rankWidth
        let titleWidth = inner - rankWidth - valueWidth - 12
        ImageColour.accent.set(cr)
        text.show(line.rank, x: margin + 8, baseline: y + 20, width: rankWidth - 12, size: 15, bold: true)
        ImageColour.ink.set(cr)
        let size = text.fittingSize(line.title, width: titleWidth, size: 14, bold: false, smallest: 12)
        text.show(line.title, x: titleX, baseline: y + 19, width: titleWidth, size: size)
        ImageColour.ink.set(cr, alpha: 0.6)
        text.show(line.detail, x: titleX, baseline: y + 36, width: inner - rankWidth - 8, size: 11)
        ImageColour.ink.set(cr)
        text.show(line.value, rightAt: margin + inner - 8, baseline: y + 19, width: valueWidth, size: 14, bold: true)
    }
}
