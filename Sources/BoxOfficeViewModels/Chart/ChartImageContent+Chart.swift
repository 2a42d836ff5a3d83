import BoxOfficeCore
import Foundation

extension ChartImageContent {
    /// A chart as its shared image shows it: the window's rows (its titles, English ones in English) in their
    /// order, with the chart's own figures. The command line passes the chart's entries as rows, the window
    /// what it lists, so both draw the same picture.
    public init(
        chart: Chart, rows: [ChartRowModel], selection: ChartSelection, regions: [Region], language: DisplayLanguage
    ) {
        let titles = ChartTitles(language)
        let entries = Dictionary(chart.entries.map { ($0.movieCode, $0) }, uniquingKeysWith: { first, _ in first })
        let shown: [Row] = rows.compactMap { row in
            guard let entry = entries[row.movieCode] else { return nil }
            return Row(
                rank: row.rank, change: row.badge, trend: row.trend, title: row.title,
                audience: NumberFormatting.grouped(entry.audience),
                total: NumberFormatting.grouped(entry.audienceTotal),
                share: NumberFormatting.percent(entry.salesShare))
        }
        self.init(
            title: tr("{kind} box office", ["kind": titles.kind(selection.kind)]) + " · "
                + titles.period(selection, shown: chart, withYear: true),
            segment: titles.segment(selection.segment, regions: regions),
            // The table's own headings: short, so the title keeps its room.
            headers: [ChartColumn.rank, .change, .title, .audience, .audienceTotal, .salesShare].map(\.shortHeader),
            rows: shown, source: ChartViewModel.imageSource, appName: "BoxOffice")
    }

    /// A chart loaded without a window (the command line): its entries in KOBIS's order, Korean titles.
    public init(chart: Chart, selection: ChartSelection, regions: [Region], language: DisplayLanguage) {
        self.init(
            chart: chart,
            rows: chart.entries.map {
                ChartRowModel($0, language: language, period: chart.period, segment: selection.segment)
            },
            selection: selection, regions: regions, language: language)
    }
}

extension ChartViewModel {
    /// The chart on screen as an image shows it, or nil when there is none (loading, empty, failed). The
    /// whole chart, whatever the search bar hides: a shared chart is the day's, not a search's.
    public var imageContent: ChartImageContent? {
        guard let chart = exportableChart else { return nil }
        return ChartImageContent(chart: chart, rows: rows, selection: selection, regions: regions, language: language)
    }

    /// The line that credits KOBIS under a shared chart.
    public nonisolated static var imageSource: String { tr("Source: KOBIS (Korean Box Office Information System)") }
    public static var imageCopiedToast: String { tr("Chart copied as an image") }

    /// "boxoffice-2022-01-05.png": the CSV file's name, segment and all, as a picture.
    public var suggestedImageName: String { String(suggestedCSVName.dropLast(4)) + ".png" }
}

extension ChartViewModel {
    /// Writes a drawn image atomically and says how it went, as `writeCSV` does.
    public nonisolated static func write(_ png: Data, to url: URL) -> String {
        let name = url.lastPathComponent
        do {
            try png.write(to: url, options: .atomic)
            return tr("Saved {file}", ["file": name])
        } catch {
            return tr("Could not save {file}: {reason}.", ["file": name, "reason": reason(error)])
        }
    }
}
