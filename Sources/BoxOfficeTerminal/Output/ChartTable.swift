import BoxOfficeCore

/// The chart as an aligned terminal table; Hangul counts as two columns.
struct ChartTable {
    let chart: Chart
    /// The first line: what the chart covers (`ChartHeading.title`).
    let title: String
    let language: DisplayLanguage
    let sample: Bool

    func render() -> String {
        let header = [
            trCtx("command line", "Rank"), trCtx("command line", "Change"), trCtx("command line", "Title"),
            trCtx("command line", "Opened"), trCtx("command line", "Audience"), trCtx("command line", "Total"),
            trCtx("command line", "Sales (KRW)"), trCtx("command line", "Share")
        ]
        let rows = chart.entries.map { e in
            [
                String(e.rank), e.rankChange.badge(language), e.title, e.openDate?.iso ?? "-",
                NumberFormatting.grouped(e.audience), NumberFormatting.grouped(e.audienceTotal),
                NumberFormatting.grouped(e.sales), NumberFormatting.percent(e.salesShare)
            ]
        }
        let all = [header] + rows
        let widths = header.indices.map { c in all.map { TextWidth.columns($0[c]) }.max() ?? 0 }
        let rightAligned: Set<Int> = [0, 4, 5, 6, 7]
        let lines = all.map { row in
            row.indices.map { c in
                rightAligned.contains(c)
                    ? TextWidth.padLeft(row[c], to: widths[c]) : TextWidth.padRight(row[c], to: widths[c])
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var title = title
        if sample {
            title += " — " + tr("sample data (set BOXOFFICE_KOBIS_KEY for live numbers)")
        }
        return
            ([title, ""] + [lines[0], String(repeating: "-", count: TextWidth.columns(lines[0]))] + lines.dropFirst())
            .joined(separator: "\n")
    }
}

extension String {
    /// Linear, unlike a `\s+$` regular expression over a padded line (quadratic on long cells).
    func trimmingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[..<end])
    }
}
