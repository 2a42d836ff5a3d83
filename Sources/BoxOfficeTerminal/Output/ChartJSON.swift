import BoxOfficeCore
import Foundation

/// `--format json`: `daily` prints an array of rows, `weekly` an object with the period and its rows.
/// Rows have exactly the documented keys.
public enum ChartJSON {
    struct Row: Encodable {
        let entry: ChartEntry
        /// The chart's last day: days in release are counted up to it.
        let lastDay: Day
        enum Keys: String, CodingKey {
            case rank, movieCode, title, rankChange, isNew, openDate, audience, audienceChange, audienceTotal
            case sales, salesShare, salesTotal, screens, shows
            case daysInRelease, audiencePerScreen, audiencePerShow, averageTicketPrice
        }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(entry.rank, forKey: .rank)
            try c.encode(entry.movieCode, forKey: .movieCode)
            try c.encode(entry.title, forKey: .title)
            try c.encode(entry.rankChange.signedValue, forKey: .rankChange)
            try c.encode(entry.rankChange.isNew, forKey: .isNew)
            try c.encode(entry.openDate?.iso, forKey: .openDate)  // null when unknown
            try c.encode(entry.audience, forKey: .audience)
            try c.encode(entry.audienceChange, forKey: .audienceChange)
            try c.encode(entry.audienceTotal, forKey: .audienceTotal)
            try c.encode(entry.sales, forKey: .sales)
            try c.encode(entry.salesShare, forKey: .salesShare)
            try c.encode(entry.salesTotal, forKey: .salesTotal)
            try c.encode(entry.screens, forKey: .screens)
            try c.encode(entry.shows, forKey: .shows)
            // Computed as ChartFigures defines them, rounded as the CSV rounds them; null where unknown
            // (no opening date) or where the divisor is 0.
            try c.encode(entry.daysInRelease(on: lastDay), forKey: .daysInRelease)
            try c.encode(entry.audiencePerScreen.map(oneDecimal), forKey: .audiencePerScreen)
            try c.encode(entry.audiencePerShow.map(oneDecimal), forKey: .audiencePerShow)
            try c.encode(entry.averageTicketPrice.map(WholeOrNot.init), forKey: .averageTicketPrice)
        }

        private func oneDecimal(_ x: Double) -> Double { (x * 10).rounded() / 10 }
    }

    /// Whole won when it fits an Int64; a huge ratio (only from broken data) stays a Double instead of trapping.
    enum WholeOrNot: Encodable {
        case whole(Int64), double(Double)
        init(_ x: Double) { self = Int64(exactly: x.rounded()).map(WholeOrNot.whole) ?? .double(x.rounded()) }
        func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .whole(let n): try c.encode(n)
            case .double(let x): try c.encode(x)
            }
        }
    }

    /// `weekly`: {"period", "from", "to", "yearWeek", "rows"}.
    struct Week: Encodable {
        let heading: ChartHeading
        enum Keys: String, CodingKey { case period, from, to, yearWeek, rows }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(heading.query.kind.rawValue, forKey: .period)
            try c.encode(heading.range.first.iso, forKey: .from)
            try c.encode(heading.range.last.iso, forKey: .to)
            try c.encode(heading.yearWeek, forKey: .yearWeek)
            try c.encode(rows(heading.chart), forKey: .rows)
        }
    }

    static func rows(_ chart: Chart) -> [Row] {
        chart.entries.map { Row(entry: $0, lastDay: chart.lastDay) }
    }

    static func render(_ chart: Chart) -> String {
        encode(rows(chart), fallback: "[]")
    }

    static func render(week heading: ChartHeading) -> String {
        encode(Week(heading: heading), fallback: "{}")
    }

    public static func encode<T: Encodable>(_ value: T, fallback: String = "[]") -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Only a non-finite number could fail (none is made above): the empty document is the honest fallback.
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? fallback
    }
}
