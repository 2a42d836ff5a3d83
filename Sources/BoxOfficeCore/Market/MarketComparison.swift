/// A period against the same days a year earlier, like with like: only the days history holds in both
/// years count, on both sides (29 February has no counterpart and is left out).
public struct MarketComparison: Sendable, Equatable {
    /// Last year's period (its calendar span, whatever is covered of it).
    public let from: Day
    public let to: Day
    /// Days covered in both years.
    public let daysCovered: Int
    /// Last year's estimates over those days.
    public let previous: MarketTotals
    /// This year's estimates over the same days.
    public let current: MarketTotals

    /// nil when last year has no day in common with this one.
    public init?(period: MarketPeriod, days: [Day: MarketDay]) {
        guard let earlier = period.yearEarlier else { return nil }
        var previous = MarketTotals()
        var current = MarketTotals()
        for day in period.days {
            guard let now = days[day], let before = MarketPeriod.yearBefore(day).flatMap({ days[$0] }) else { continue }
            current.add(now)
            previous.add(before)
        }
        guard previous.daysCovered > 0 else { return nil }
        from = earlier.first
        to = earlier.last
        daysCovered = previous.daysCovered
        self.previous = previous
        self.current = current
    }

    /// This year against last, in %.
    public var salesChange: Double? { MarketTotals.change(current.sales, from: previous.sales) }
    public var audienceChange: Double? { MarketTotals.change(current.audience, from: previous.audience) }
}
