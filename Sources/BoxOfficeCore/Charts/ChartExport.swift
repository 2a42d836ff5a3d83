import Foundation

/// A chart as delimited text: tab-separated for the clipboard, CSV (RFC 4180) for files. Both start
/// with a header row and hold the plain values of every column, plus the film code after the title.
public enum ChartExport {
    public static let columns: [ChartColumn] = ChartColumn.allCases

    public static func rows(_ chart: Chart) -> [[String]] {
        var header = columns.map(\.header)
        header.insert(tr("Movie code"), at: 3)
        return [header]
            + chart.entries.map { entry in
                var row = columns.map { $0.plainValue(entry, lastDay: chart.lastDay) }
                row.insert(entry.movieCode, at: 3)
                return row
            }
    }

    public static func tabSeparated(_ chart: Chart) -> String { tabSeparated(rows: rows(chart)) }

    public static func csv(_ chart: Chart) -> String { csv(rows: rows(chart)) }

    /// Tabs and line breaks inside a value become spaces: a spreadsheet splits on nothing else.
    /// (Any table of plain values: a film's run is copied the same way.)
    public static func tabSeparated(rows: [[String]]) -> String {
        rows.map { $0.map { guardFormula(clean($0)) }.joined(separator: "\t") }.joined(separator: "\n") + "\n"
    }

    /// Written first in a CSV file the window saves (and by `--format csv --bom`): Excel on Korean Windows
    /// reads a CSV without it in the system's code page (CP949), and Hangul comes out garbled.
    public static let byteOrderMark = "\u{FEFF}"

    /// A CSV text as a file for spreadsheets: UTF-8 with the byte order mark.
    public static func fileData(_ csv: String) -> Data { Data((byteOrderMark + csv).utf8) }

    /// Quoted where needed, CRLF line ends as RFC 4180 says.
    public static func csv(rows: [[String]]) -> String {
        rows.map { $0.map(quoted).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// A leading =, +, - or @ would run as a formula in a spreadsheet, and so may one behind a leading tab or
    /// carriage return (OWASP's list); numbers like "-3" and "+1" are left alone.
    static func guardFormula(_ value: String) -> String {
        guard let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first), Double(value) == nil
        else {
            return value
        }
        return "'" + value
    }

    static func quoted(_ value: String) -> String {
        let v = guardFormula(value)
        // Scalars, not Characters: "\r\n" is one Character and would hide a lone "\r" or "\n".
        guard v.unicodeScalars.contains(where: { ",\"\r\n".unicodeScalars.contains($0) }) else { return v }
        return "\"" + v.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Tabs and line breaks become spaces, scalar by scalar.
    private static func clean(_ value: String) -> String {
        String(String.UnicodeScalarView(value.unicodeScalars.map { "\t\r\n".unicodeScalars.contains($0) ? " " : $0 }))
    }
}
