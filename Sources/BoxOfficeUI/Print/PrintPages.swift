import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk

/// One document laid out on the print context's paper: measured at "begin-print" (the tables' columns
/// fitted to the page width, then `PrintPagination` for the lines that fit), drawn page by page at
/// "draw-page". Every page: the title and subtitle, the body, a rule and the source with "1 / 2".
@MainActor
final class PrintPages {
    let document: PrintDocument
    private(set) var pages: [PrintPage] = []
    private var scale = 1.0
    private var lineHeight = 12.0
    private var headerHeight = 0.0
    private var footerHeight = 0.0
    /// Each table's columns: where each starts and how wide it is, by section.
    private var columns: [Int: [(x: Double, width: Double)]] = [:]

    static let columnGap = 10.0

    init(_ document: PrintDocument) { self.document = document }

    /// Measures and paginates for `context`'s paper; returns the number of pages.
    func begin(_ context: OpaquePointer) -> Int {
        var text = PrintText(context)
        defer { text.finish() }
        let width = gtk_print_context_get_width(context)
        let height = gtk_print_context_get_height(context)
        // Each table's natural widths, then one scale for the whole body so the widest table fits.
        var natural: [Int: [Double]] = [:]
        for (index, section) in document.sections.enumerated() {
            guard let table = section.table else { continue }
            natural[index] = table.columns.indices.map { c in
                let cells = table.rows.map { text.set($0.indices.contains(c) ? $0[c] : "", .body).w }
                return max(text.set(table.columns[c].header, .columns).w, cells.max() ?? 0)
            }
        }
        let widest = natural.values.map { $0.reduce(0, +) + Self.columnGap * Double(max(0, $0.count - 1)) }.max() ?? 0
        // A little under the exact ratio: text does not scale exactly with its size (hinting, rounding).
        scale = widest > width ? max(0.5, width / widest * 0.97) : 1
        text.scale = scale
        columns = natural.reduce(into: [:]) { placed, table in
            placed[table.key] = Self.place(
                table.value.map { $0 * scale }, gap: Self.columnGap * scale, width: width,
                stretching: document.sections[table.key].table?.stretching)
        }
        lineHeight = text.set("가A0", .body).h * 1.4
        headerHeight =
            text.set(document.title, .title).h + (document.subtitle.map { text.set($0, .subtitle).h } ?? 0)
            + lineHeight
        footerHeight = text.set(document.source, .footer).h + lineHeight * 0.8
        let body = PrintPagination.bodyLines(bodyHeight: height - headerHeight - footerHeight, lineHeight: lineHeight)
        pages = PrintPagination.pages(document, bodyLines: body)
        return pages.count
    }

    /// Columns side by side; the spare width goes to the `stretching` column, so a chart spans the page and a
    /// table of figures stays compact.
    static func place(_ widths: [Double], gap: Double, width: Double, stretching: Int?) -> [(x: Double, width: Double)]
    {
        var widths = widths
        let used = widths.reduce(0, +) + gap * Double(max(0, widths.count - 1))
        if used < width, let stretching, widths.indices.contains(stretching) { widths[stretching] += width - used }
        var x = 0.0
        return widths.map { w in
            defer { x += w + gap }
            return (x, w)
        }
    }

    func draw(_ context: OpaquePointer, page index: Int) {
        guard pages.indices.contains(index) else { return }
        var text = PrintText(context)
        defer { text.finish() }
        text.scale = scale
        let width = gtk_print_context_get_width(context)
        let height = gtk_print_context_get_height(context)
        // The header: title, subtitle, a rule.
        var y = 0.0
        y += text.set(document.title, .title, width: width).h
        text.show(x: 0, y: 0)
        if let subtitle = document.subtitle {
            let h = text.set(subtitle, .subtitle, width: width).h
            text.show(x: 0, y: y)
            y += h
        }
        text.rule(y: y + lineHeight / 2, width: width, lineWidth: 1)
        y = headerHeight
        for line in pages[index].lines {
            drawLine(line, text: text, y: y, width: width)
            y += lineHeight
        }
        // The footer: a rule, the source at the left, "1 / 2" at the right.
        let footerTop = height - footerHeight + lineHeight * 0.4
        text.rule(y: footerTop, width: width)
        let number = PrintDocument.pageNumber(index, of: pages.count)
        let numberWidth = text.set(number, .footer).w
        text.show(x: width - numberWidth, y: footerTop + lineHeight * 0.3)
        text.set(document.source, .footer, width: width - numberWidth - 24)
        text.show(x: 0, y: footerTop + lineHeight * 0.3)
    }

    private func drawLine(_ line: PrintPage.Line, text: PrintText, y: Double, width: Double) {
        func centred(_ h: Double) -> Double { y + (lineHeight - h) / 2 }
        switch line {
        case .gap: break
        case .heading(let title):
            let h = text.set(title, .heading, width: width).h
            text.show(x: 0, y: centred(h))
        case .text(let line):
            let h = text.set(line, .body, width: width).h
            text.show(x: 0, y: centred(h))
        case .columns(let section):
            guard let table = document.sections[section].table else { return }
            cells(table.columns.map(\.header), table, section: section, style: .columns, text: text, y: y)
            text.rule(y: y + lineHeight - 0.5, width: columns[section]?.last.map { $0.x + $0.width } ?? width)
        case .row(let section, let index):
            guard let table = document.sections[section].table, table.rows.indices.contains(index) else { return }
            cells(table.rows[index], table, section: section, style: .body, text: text, y: y)
        }
    }

    private func cells(
        _ values: [String], _ table: PrintDocument.Table, section: Int, style: PrintText.Style, text: PrintText,
        y: Double
    ) {
        guard let places = columns[section] else { return }
        for (c, value) in values.enumerated() where places.indices.contains(c) && table.columns.indices.contains(c) {
            let place = places[c]
            let size = text.set(value, style)
            let cut = size.w > place.width + 0.5
            let h = cut ? text.set(value, style, width: place.width).h : size.h
            let x = table.columns[c].alignment == .trailing && !cut ? place.x + place.width - size.w : place.x
            text.show(x: x, y: y + (lineHeight - h) / 2)
        }
    }
}
