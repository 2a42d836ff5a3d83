/// One film's figures on one day in one segment, as history keeps them: the daily chart's row,
/// exact (counts and money as Int64, the share as KOBIS sent it).
public struct HistoryRow: Hashable, Sendable {
    public let day: Day
    /// `ChartSegment.cacheSuffix`: "" for the whole market.
    public let segmentKey: String
    public let movieCode: String
    public let rank: Int
    public let audience: Int64
    public let sales: Int64
    public let screens: Int64
    public let shows: Int64
    public let audienceTotal: Int64
    public let salesTotal: Int64
    /// Share of the day's sales in %, as KOBIS sent it ("34.2").
    public let salesShare: String
    public let title: String
    public let openDate: Day?

    public init(
        day: Day, segmentKey: String, movieCode: String, rank: Int, audience: Int64, sales: Int64,
        screens: Int64, shows: Int64, audienceTotal: Int64, salesTotal: Int64, salesShare: String,
        title: String, openDate: Day?
    ) {
        self.day = day
        self.segmentKey = segmentKey
        self.movieCode = movieCode
        self.rank = rank
        self.audience = audience
        self.sales = sales
        self.screens = screens
        self.shows = shows
        self.audienceTotal = audienceTotal
        self.salesTotal = salesTotal
        self.salesShare = salesShare
        self.title = title
        self.openDate = openDate
    }

    public init(_ entry: ChartEntry, day: Day, segmentKey: String) {
        self.init(
            day: day, segmentKey: segmentKey, movieCode: entry.movieCode, rank: entry.rank,
            audience: entry.audience, sales: entry.sales, screens: entry.screens, shows: entry.shows,
            audienceTotal: entry.audienceTotal, salesTotal: entry.salesTotal, salesShare: entry.salesShare,
            title: entry.title, openDate: entry.openDate)
    }

    /// The same figures on another day (synthetic runs in tests and benchmarks).
    public func moved(to day: Day, audienceTotal: Int64? = nil, rank: Int? = nil) -> HistoryRow {
        HistoryRow(
            day: day, segmentKey: segmentKey, movieCode: movieCode, rank: rank ?? self.rank, audience: audience,
            sales: sales, screens: screens, shows: shows, audienceTotal: audienceTotal ?? self.audienceTotal,
            salesTotal: salesTotal, salesShare: salesShare, title: title, openDate: openDate)
    }
}

extension Day {
    /// yyyyMMdd as a number: how history stores days (sortable, 4 bytes in SQLite).
    public var number: Int {
        let parts = parts
        return parts.year * 10_000 + parts.month * 100 + parts.day
    }

    public init?(number: Int) {
        self.init(year: number / 10_000, month: number / 100 % 100, day: number % 100)
    }

    /// Friday, Saturday or Sunday: the days KOBIS's weekend counts.
    public var isWeekend: Bool { weekday == 6 || weekday == 7 || weekday == 1 }

    /// Every day from `self` to `last`, both included (empty when `last` is earlier).
    public func through(_ last: Day) -> [Day] {
        let count = days(until: last)
        guard count >= 0 else { return [] }
        return (0...count).map { adding(days: $0) }
    }
}
