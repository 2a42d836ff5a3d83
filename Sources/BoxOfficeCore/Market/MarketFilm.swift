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

    /// One film per code from `rows` (the period's whole-market rows, any order), the most watched first. One
    /// pass, adding each row to its film's figures (grouping the rows by film copied them all).
    public static func films(_ rows: [HistoryRow]) -> [MarketFilm] {
        var byCode: [String: Figures] = [:]
        byCode.reserveCapacity(rows.count / 8)
        for index in rows.indices {
            let row = rows[index]
            if let known = byCode.index(forKey: row.movieCode) {
                byCode.values[known].add(row, at: index, in: rows)
            } else {
                byCode[row.movieCode] = Figures(row, at: index)
            }
        }
        return byCode.map { code, f in MarketFilm(code: code, figures: f, rows: rows) }
            .sorted { ($0.audience, $1.movieCode) > ($1.audience, $0.movieCode) }
    }

    /// A film's sums so far, and where its first and last rows (by day) are in the rows.
    struct Figures {
        var audience: Int64 = 0
        var sales: Int64 = 0
        var best = Int.max
        var atOne = 0
        var days = 0
        var first: Int
        var last: Int

        init(_ row: HistoryRow, at index: Int) {
            first = index
            last = index
            count(row)
        }

        mutating func add(_ row: HistoryRow, at index: Int, in rows: [HistoryRow]) {
            if row.day < rows[first].day { first = index }
            if row.day >= rows[last].day { last = index }
            count(row)
        }

        private mutating func count(_ row: HistoryRow) {
            // Negative figures are not a film's (a damaged row): they count as nothing.
            audience = MarketTotals.sum(audience, max(0, row.audience))
            sales = MarketTotals.sum(sales, max(0, row.sales))
            if row.rank > 0 { best = min(best, row.rank) }
            if row.rank == 1 { atOne += 1 }
            days += 1
        }
    }

    init(code: String, figures f: Figures, rows: [HistoryRow]) {
        let first = rows[f.first]
        let last = rows[f.last]
        movieCode = code
        title = last.title
        openDate = last.openDate ?? first.openDate
        audience = f.audience
        sales = f.sales
        days = f.days
        bestRank = f.best == .max ? 0 : f.best
        daysAtNumberOne = f.atOne
        audienceTotal = max(0, last.audienceTotal)
        firstDay = first.day
        lastDay = last.day
    }
}
