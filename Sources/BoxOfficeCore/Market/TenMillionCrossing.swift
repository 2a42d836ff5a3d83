/// A film whose total audience passed 10 million (천만 영화) within a period, and the day it did.
public struct TenMillionCrossing: Sendable, Equatable {
    public static let threshold: Int64 = 10_000_000

    public let movieCode: String
    public let title: String
    /// The first kept day with a total of 10 million or more.
    public let day: Day
    public let audienceTotal: Int64
    /// The day before is kept with a total under 10 million: `day` is the very day. Otherwise it passed on
    /// `day` or on a day history does not hold just before it.
    public let exact: Bool

    /// Films whose first row at or over the threshold lies in `period`, and that had a row under it before
    /// (a film first seen over it passed it before the history began), in the order they passed it.
    /// `rows`: whole-market rows covering the period (others are ignored); `earlier`: rows before it, of the
    /// `candidates` at least (a film's last row before the period tells whether the crossing day is exact).
    public static func crossings(
        in period: MarketPeriod, rows: [HistoryRow], earlier: [HistoryRow] = []
    ) -> [TenMillionCrossing] {
        let over = candidates(in: period, rows: rows)
        guard !over.isEmpty else { return [] }
        var byCode: [String: [HistoryRow]] = [:]
        for list in [earlier, rows] {
            for row in list where row.day <= period.last && over.contains(row.movieCode) {
                byCode[row.movieCode, default: []].append(row)
            }
        }
        return byCode.compactMap { code, rows -> TenMillionCrossing? in
            let sorted = rows.sorted { $0.day < $1.day }
            guard let index = sorted.firstIndex(where: { $0.audienceTotal >= threshold }), index > 0,
                period.contains(sorted[index].day)
            else { return nil }
            let row = sorted[index]
            let before = sorted[index - 1]
            return TenMillionCrossing(
                movieCode: code, title: sorted[sorted.count - 1].title, day: row.day,
                audienceTotal: row.audienceTotal, exact: before.day.adding(days: 1) == row.day)
        }.sorted { ($0.day, $0.movieCode) < ($1.day, $1.movieCode) }
    }

    /// The films at or over the threshold within the period: only they can have passed it there.
    public static func candidates(in period: MarketPeriod, rows: [HistoryRow]) -> Set<String> {
        Set(rows.lazy.filter { period.contains($0.day) && $0.audienceTotal >= threshold }.map(\.movieCode))
    }
}
