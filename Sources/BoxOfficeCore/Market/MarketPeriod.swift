/// The days a market figure covers: a year or a month, ending at the latest day KOBIS has (yesterday in
/// Korea) when it is not over yet.
public struct MarketPeriod: Sendable, Equatable {
    public enum Kind: String, Sendable { case year, month }

    public let kind: Kind
    public let year: Int
    /// 1…12 for a month; nil for a year.
    public let month: Int?
    public let first: Day
    public let last: Day

    /// nil when the period does not exist or has not begun by `latest`.
    public init?(year: Int, month: Int? = nil, latest: Day) {
        guard let first = Day(year: year, month: month ?? 1, day: 1) else { return nil }
        let end = month == nil ? Day(year: year, month: 12, day: 31) : first.adding(months: 1).adding(days: -1)
        guard let end, first <= latest else { return nil }
        self.init(kind: month == nil ? .year : .month, year: year, month: month, first: first, last: min(end, latest))
    }

    private init(kind: Kind, year: Int, month: Int?, first: Day, last: Day) {
        self.kind = kind
        self.year = year
        self.month = month
        self.first = first
        self.last = last
    }

    public var days: [Day] { first.through(last) }
    public var dayCount: Int { first.days(until: last) + 1 }

    public func contains(_ day: Day) -> Bool { first <= day && day <= last }

    /// The same calendar days a year earlier ("the same days last year"); nil before year 2.
    public var yearEarlier: MarketPeriod? {
        guard let first = Day(year: year - 1, month: first.month, day: first.day) else { return nil }
        // 29 February has no day a year earlier: the period then ends on the 28th.
        let last =
            Day(year: year - 1, month: last.month, day: last.day)
            ?? Day(year: year - 1, month: last.month, day: last.day - 1)
        guard let last else { return nil }
        return MarketPeriod(kind: kind, year: year - 1, month: month, first: first, last: last)
    }

    /// The day a year before `day` (same month and day); nil for 29 February.
    public static func yearBefore(_ day: Day) -> Day? { Day(year: day.year - 1, month: day.month, day: day.day) }

    /// The months of the period, each clipped to it.
    public var months: [MarketPeriod] {
        guard kind == .year else { return [self] }
        return (first.month...last.month).compactMap { m in
            MarketPeriod(year: year, month: m, latest: last)
        }
    }

    /// "2018-03" for a month, "2018" for a year.
    public var label: String {
        month.map { Day.padded(year, 4) + "-" + Day.padded($0, 2) } ?? Day.padded(year, 4)
    }
}
