import BoxOfficeCore

/// Rows of cells as terminal lines: columns padded to their widest cell (Hangul counts two), the first row a
/// heading underlined with dashes; a cell wider than the rest spills, as in `ChartTable`.
enum AlignedColumns {
    static func lines(_ rows: [[String]], right: Set<Int>) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { c in rows.map { c < $0.count ? TextWidth.columns($0[c]) : 0 }.max() ?? 0 }
        return rows.enumerated().flatMap { index, row -> [String] in
            let line = row.indices.map { c in
                right.contains(c) && row.count == columns
                    ? TextWidth.padLeft(row[c], to: widths[c]) : TextWidth.padRight(row[c], to: widths[c])
            }.joined(separator: "  ")
            let trimmed = line.trimmingTrailingSpaces()
            return index == 0 ? [trimmed, String(repeating: "-", count: TextWidth.columns(trimmed))] : [trimmed]
        }
    }
}
