import BoxOfficeCore
import Foundation

/// What the shared image of a chart says, every text ready to draw: the UI's `ChartImage` only lays it out.
public struct ChartImageContent: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let rank: String
        /// The list's badge ("신작", "▲2", "▼1", "-") and its direction, which picks the colour.
        public let change: String
        public let trend: ChartRowModel.Trend
        public let title: String
        public let audience: String
        public let total: String
        public let share: String

        public init(
            rank: String, change: String, trend: ChartRowModel.Trend, title: String, audience: String, total: String,
            share: String
        ) {
            self.rank = rank
            self.change = change
            self.trend = trend
            self.title = title
            self.audience = audience
            self.total = total
            self.share = share
        }
    }

    /// "일별 박스오피스 · 2022년 1월 5일 (수)": the kind and the period, as the window names them.
    public let title: String
    /// "다양성 영화 · 서울시", or nil for all films nationwide.
    public let segment: String?
    /// The column headings, in the rows' order (rank and change share the first two).
    public let headers: [String]
    public let rows: [Row]
    public let source: String
    public let appName: String
}

extension ChartViewModel {
    /// The chart on screen as an image shows it, or nil when there is none (loading, empty, failed). The
    /// whole chart, whatever the search bar hides: a shared chart is the day's, not a search's.
    public var imageContent: ChartImageContent? {
        guard let chart = exportableChart else { return nil }
        let entries = Dictionary(chart.entries.map { ($0.movieCode, $0) }, uniquingKeysWith: { first, _ in first })
        let shown: [ChartImageContent.Row] = rows.compactMap { row in
            guard let entry = entries[row.movieCode] else { return nil }
            return ChartImageContent.Row(
                rank: row.rank, change: row.badge, trend: row.trend, title: row.title,
                audience: NumberFormatting.grouped(entry.audience),
                total: NumberFormatting.grouped(entry.audienceTotal),
                share: NumberFormatting.percent(entry.salesShare))
        }
        return ChartImageContent(
            title: tr("{kind} box office", ["kind": ChartTitles(language).kind(kind)]) + " · " + dayTitle,
            segment: segmentTitle,
            // The table's own headings: short, so the title keeps its room.
            headers: [ChartColumn.rank, .change, .title, .audience, .audienceTotal, .salesShare].map(\.shortHeader),
            rows: shown,
            source: Self.imageSource, appName: "BoxOffice")
    }

    /// The line that credits KOBIS under a shared chart.
    public static var imageSource: String { tr("Source: KOBIS (Korean Box Office Information System)") }
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
