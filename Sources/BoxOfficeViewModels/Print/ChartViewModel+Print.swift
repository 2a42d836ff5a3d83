import BoxOfficeCore
import Foundation

extension ChartViewModel {
    /// The chart on screen as the table shows it, every column, for the printer; nil when there is none
    /// (loading, empty, failed). The whole chart, whatever the search bar hides, as `imageContent`.
    public var printDocument: PrintDocument? {
        guard let chart = exportableChart, let image = imageContent else { return nil }
        let entries = Dictionary(chart.entries.map { ($0.movieCode, $0) }, uniquingKeysWith: { first, _ in first })
        let columns = ChartTable.columns
        let rows: [[String]] = rows.compactMap { row in
            guard let entry = entries[row.movieCode] else { return nil }
            return columns.map {
                ChartTable.text($0, entry, title: row.title, lastDay: chart.lastDay, language: language)
            }
        }
        let table = PrintDocument.Table(
            columns: columns.map { PrintDocument.Column($0.shortHeader, $0.isNumeric ? .trailing : .leading) },
            rows: rows, stretching: columns.firstIndex(of: .title))
        return PrintDocument(
            kind: .chart, title: image.title, subtitle: image.segment, sections: [.init(table: table)],
            source: image.source)
    }
}
