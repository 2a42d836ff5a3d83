/// One Friday–Sunday from daily history (Box Office Mojo's weekend index): the three days' top-10 rows
/// added up, the market estimated day by day, and the change from the weekend before and from the same
/// weekend 52 weeks earlier, each only when both weekends are wholly in history.
public struct Weekend: Sendable, Equatable {
    public let friday: Day
    public var sunday: Day { friday.adding(days: 2) }
    public let daysCovered: Int
    public let totals: MarketTotals
    public let salesChangeFromPrevious: Double?
    public let salesChangeFromLastYear: Double?
    /// The film with the most audience over the three days' rows.
    public let number1: (movieCode: String, title: String)?

    public static func == (a: Weekend, b: Weekend) -> Bool {
        a.friday == b.friday && a.daysCovered == b.daysCovered && a.totals == b.totals
            && a.salesChangeFromPrevious == b.salesChangeFromPrevious
            && a.salesChangeFromLastYear == b.salesChangeFromLastYear
            && a.number1?.movieCode == b.number1?.movieCode && a.number1?.title == b.number1?.title
    }

    /// The weekends whose Friday lies in `year`, up to `latest`. `rows`: whole-market rows from a year and a
    /// week before the year (for the comparisons) to its end.
    public static func index(year: Int, latest: Day, rows: [HistoryRow]) -> [Weekend] {
        guard let january1 = Day(year: year, month: 1, day: 1), january1 <= latest else { return [] }
        let days = MarketDay.days(rows)
        var byDay: [Day: [HistoryRow]] = [:]
        for row in rows { byDay[row.day, default: []].append(row) }
        // Friday is weekday 6.
        var friday = january1.adding(days: (6 - january1.weekday + 7) % 7)
        var weekends: [Weekend] = []
        while friday.year == year, friday <= latest {
            weekends.append(Weekend(friday: friday, days: days, rows: byDay, latest: latest))
            friday = friday.adding(days: 7)
        }
        return weekends
    }

    init(friday: Day, days: [Day: MarketDay], rows: [Day: [HistoryRow]], latest: Day) {
        self.friday = friday
        let totals = Self.totals(friday, days, latest: latest)
        daysCovered = totals.daysCovered
        self.totals = totals
        salesChangeFromPrevious = Self.change(totals, Self.totals(friday.adding(days: -7), days, latest: latest))
        salesChangeFromLastYear = Self.change(totals, Self.totals(friday.adding(days: -364), days, latest: latest))
        var audience: [String: (Int64, String)] = [:]
        for day in 0..<3 {
            let d = friday.adding(days: day)
            // Only days that add up: a damaged day is a gap here as in the totals.
            guard d <= latest, days[d] != nil else { continue }
            for row in rows[d] ?? [] {
                let sum = MarketTotals.sum(audience[row.movieCode]?.0 ?? 0, max(0, row.audience))
                audience[row.movieCode] = (sum, row.title)
            }
        }
        number1 = audience.max { ($0.value.0, $1.key) < ($1.value.0, $0.key) }.map { ($0.key, $0.value.1) }
    }

    private static func totals(_ friday: Day, _ days: [Day: MarketDay], latest: Day) -> MarketTotals {
        MarketTotals(
            (0..<3).compactMap { offset in
                let d = friday.adding(days: offset)
                return d <= latest ? days[d] : nil
            })
    }

    private static func change(_ now: MarketTotals, _ before: MarketTotals) -> Double? {
        guard now.daysCovered == 3, before.daysCovered == 3 else { return nil }
        return MarketTotals.change(now.sales, from: before.sales)
    }
}
