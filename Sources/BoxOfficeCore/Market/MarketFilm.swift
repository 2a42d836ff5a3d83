/// A film's figures within a period, from its daily rows in the whole-market chart: sums over the days it was
/// in the top 10 (days outside it are not known, so a film's figures are its top-10 days').
public struct MarketFilm: Sendable, Equatable {
    public let movieCode: String
    /// As KOBIS names it on its latest row.
    public let title: String
    public let openDate: Day?
    public let audience: Int64
    public let sales: Int64
    /// Days in the top 10 within the period.
    public let days: Int
    public let bestRank: Int
    public let daysAtNumberOne: Int
    /// The latest cumulative audience seen (on its latest row in the period).
    public let audienceTotal: Int64
    public let firstDay: Day
    public let lastDay: Day

    /// One film per code from `rows` (the period's whole-market rows, any order), the most watched first.
    public static func films(_ rows: [HistoryRow]) -> [MarketFilm] {
        var byCode: [String: [HistoryRow]] = [:]
        for row in rows { byCode[row.movieCode, default: []].append(row) }
        return byCode.compactMap { code, rows in MarketFilm(code: code, rows: rows) }
            .sorted { ($0.audience, $1.movieCode) > ($1.audience, $0.movieCode) }
    }

    init?(code: String, rows: [HistoryRow]) {
        let sorted = rows.sorted { $0.day < $1.day }
        guard let first = sorted.first, let last = sorted.last else { return nil }
        var audience: Int64 = 0
        var sales: Int64 = 0
        var best = Int.max
        var atOne = 0
        for row in sorted {
            // Negative figures are not a film's (a damaged row): they count as nothing.
            audience = MarketTotals.sum(audience, max(0, row.audience))
            sales = MarketTotals.sum(sales, max(0, row.sales))
            if row.rank > 0 { best = min(best, row.rank) }
            if row.rank == 1 { atOne += 1 }
        }
        movieCode = code
        title = last.title
        openDate = last.openDate ?? first.openDate
        self.audience = audience
        self.sales = sales
        days = sorted.count
        bestRank = best == .max ? 0 : best
        daysAtNumberOne = atOne
        audienceTotal = max(0, last.audienceTotal)
        firstDay = first.day
        lastDay = last.day
    }
}
