import Foundation

/// One printed page's body, line by line, each line one line-height high: what `PrintPagination` put there.
public struct PrintPage: Equatable, Sendable {
    public enum Line: Equatable, Sendable {
        /// A section's title.
        case heading(String)
        case text(String)
        /// The column headings of section `section`'s table: at its start and again on every page it runs onto.
        case columns(section: Int)
        case row(section: Int, index: Int)
        /// Space between two sections.
        case gap
    }

    public let lines: [Line]
}

/// Splits a document into pages: pure, so tests call it with a page's size directly. Every page has the
/// document's title at the top and the footer at the bottom (drawn by the printer, outside the body);
/// a table running onto the next page repeats its column headings there, and a heading is never left
/// alone at the bottom of a page.
public enum PrintPagination {
    /// Fewer lines than this and a heading, the column headings and a row could not share a page.
    public static let minimumBodyLines = 3

    /// How many lines `lineHeight` high fit in a page's body `bodyHeight` high (the page less its header
    /// and footer, in the same unit).
    public static func bodyLines(bodyHeight: Double, lineHeight: Double) -> Int {
        guard lineHeight > 0, bodyHeight.isFinite, lineHeight.isFinite else { return minimumBodyLines }
        return max(minimumBodyLines, Int(min(max(bodyHeight, 0) / lineHeight, 100_000)))
    }

    public static func pages(_ document: PrintDocument, bodyLines: Int) -> [PrintPage] {
        let perPage = max(minimumBodyLines, bodyLines)
        var pages: [PrintPage] = []
        var page: [PrintPage.Line] = []
        func newPage() {
            while page.last == .gap { page.removeLast() }
            pages.append(PrintPage(lines: page))
            page = []
        }
        /// Starts a new page unless `count` more lines fit on this one.
        func keep(_ count: Int) {
            if !page.isEmpty, page.count + min(count, perPage) > perPage { newPage() }
        }
        for (index, section) in document.sections.enumerated() {
            if !page.isEmpty {
                keep(2)
                if !page.isEmpty { page.append(.gap) }
            }
            if let title = section.title {
                // The heading with what follows it: its first line, or the column headings and a row.
                keep(1 + (section.lines.isEmpty ? (section.table == nil ? 0 : 2) : 1))
                page.append(.heading(title))
            }
            for line in section.lines {
                keep(1)
                page.append(.text(line))
            }
            guard let table = section.table else { continue }
            keep(table.rows.isEmpty ? 1 : 2)
            page.append(.columns(section: index))
            for row in table.rows.indices {
                if page.count >= perPage {
                    newPage()
                    page.append(.columns(section: index))
                }
                page.append(.row(section: index, index: row))
            }
        }
        if !page.isEmpty || pages.isEmpty { newPage() }
        return pages
    }
}
