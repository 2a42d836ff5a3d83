import BoxOfficeCore
import Foundation
import GRDB

/// The market from history: the rows of a span of days in one segment, read by the primary key (segment,
/// day), and the distributors in the films' saved details.
extension HistoryStore {
    /// The Korean films' chart, as history keeps it (`repNationCd=K`).
    public static let koreanSegment = ChartSegment.korean

    /// The rows of every day from `from` to `to` in `segment`, by day (within a day in the primary key's order,
    /// by film code: ordering by rank as well cost SQLite a sort, half the read of a year).
    public func rows(from: Day, to: Day, segment: ChartSegment = .everything) -> [HistoryRow] {
        database.readingOnce("read the history from \(from) to \(to)") { db in
            try HistoryRowReader.rows(
                db.cachedStatement(
                    sql: """
                        SELECT \(HistoryTables.columns) FROM history WHERE segment = ? AND day BETWEEN ? AND ? ORDER BY day
                        """), arguments: [segment.cacheSuffix, from.number, to.number], segmentKey: segment.cacheSuffix,
                expected: (from.days(until: to) + 1) * 10)
        } ?? []
    }

    /// A year's or a month's market: the period's rows with the same days a year earlier (and a week before
    /// them, for the films that passed 10 million just before), and the Korean chart where it is kept.
    public func market(_ period: MarketPeriod) -> MarketReport { marketRows(period).report(period) }

    /// What `market` reads: the period's whole-market rows; from a week before the same days last year to the
    /// day before the period, each day's sums only (made in the read: no row is made of them), and the rows of
    /// the films over 10 million in the period; the Korean chart's days of the period, as sums too.
    public func marketRows(_ period: MarketPeriod) -> MarketRows {
        let start = (period.yearEarlier?.first ?? period.first).adding(days: -7)
        let before = period.first.adding(days: -1)
        let own = rows(from: period.first, to: period.last)
        let candidates = TenMillionCrossing.candidates(in: period, rows: own).sorted()
        return MarketRows(
            rows: own, earlierDays: marketDays(from: start, to: before),
            koreanDays: marketDays(from: period.first, to: period.last, segment: Self.koreanSegment),
            earlierRows: candidates.flatMap { rows(movieCode: $0, from: start, to: before) })
    }

    /// Each day's market from `from` to `to` in `segment`, summed as the rows are read.
    public func marketDays(from: Day, to: Day, segment: ChartSegment = .everything) -> [Day: MarketDay] {
        database.readingOnce("read the market from \(from) to \(to)") { db in
            try MarketDayReader.days(
                db.cachedStatement(
                    sql: """
                        SELECT \(MarketDayReader.columns) FROM history WHERE segment = ? AND day BETWEEN ? AND ? ORDER BY day
                        """), arguments: [segment.cacheSuffix, from.number, to.number])
        } ?? [:]
    }

    /// A film's whole-market rows from `from` to `to`, by its index.
    func rows(movieCode: String, from: Day, to: Day) -> [HistoryRow] {
        database.readingOnce("read the run of \(movieCode)") { db in
            try HistoryRowReader.rows(
                db.cachedStatement(
                    sql: """
                        SELECT \(HistoryTables.columns) FROM history INDEXED BY historyByMovie WHERE movieCode = ? AND segment = '' AND day BETWEEN ? AND ? ORDER BY day
                        """), arguments: [movieCode, from.number, to.number], segmentKey: "")
        } ?? []
    }

    /// What `period` misses in the whole market's and the Korean chart, for the market's "fill them" (read from
    /// the primary key alone: two scans of the period's days).
    public func marketGaps(_ period: MarketPeriod) -> MarketGaps {
        MarketGaps(
            period: period, keptDays: knownDays(from: period.first, to: period.last),
            keptKoreanDays: knownDays(from: period.first, to: period.last, segment: Self.koreanSegment),
            lackingDetails: countFilmsLackingDetails(rows(from: period.first, to: period.last).map(\.movieCode)))
    }

    /// The weekends whose Friday is in `year`, up to `latest`, with the weekends a year before for their change.
    public func weekends(year: Int, latest: Day) -> [Weekend] {
        guard let january1 = Day(year: year, month: 1, day: 1), let december31 = Day(year: year, month: 12, day: 31)
        else { return [] }
        // The year's last weekend can end on 2 January; the first compares with one 52 weeks and a week earlier.
        return Weekend.index(
            year: year, latest: latest,
            rows: rows(from: january1.adding(days: -371), to: min(december31.adding(days: 2), latest)))
    }

    /// The distributors (배급사) named in the saved details of each film that has them; a body that no longer
    /// decodes counts as no details.
    public func distributors(of codes: [String]) -> [String: [String]] { savedFilmNames(of: codes).distributors }
}
