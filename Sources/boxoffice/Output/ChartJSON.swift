import BoxOfficeCore
import Foundation

/// `daily --format json`: an array of objects with exactly the documented keys.
enum ChartJSON {
    struct Row: Encodable {
        let entry: ChartEntry
        enum Keys: String, CodingKey {
            case rank, movieCode, title, rankChange, isNew, openDate, audience, audienceChange, audienceTotal
            case sales, salesShare, salesTotal, screens, shows
        }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(entry.rank, forKey: .rank)
            try c.encode(entry.movieCode, forKey: .movieCode)
            try c.encode(entry.title, forKey: .title)
            try c.encode(entry.rankChange.signedValue, forKey: .rankChange)
            try c.encode(entry.rankChange.isNew, forKey: .isNew)
            try c.encode(entry.openDate?.iso, forKey: .openDate)      // null when unknown
            try c.encode(entry.audience, forKey: .audience)
            try c.encode(entry.audienceChange, forKey: .audienceChange)
            try c.encode(entry.audienceTotal, forKey: .audienceTotal)
            try c.encode(entry.sales, forKey: .sales)
            try c.encode(entry.salesShare, forKey: .salesShare)
            try c.encode(entry.salesTotal, forKey: .salesTotal)
            try c.encode(entry.screens, forKey: .screens)
            try c.encode(entry.shows, forKey: .shows)
        }
    }

    static func render(_ chart: Chart) -> String {
        encode(chart.entries.map(Row.init))
    }

    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and integers only: encoding cannot fail, and an empty list is the honest fallback if it ever did.
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }
}
