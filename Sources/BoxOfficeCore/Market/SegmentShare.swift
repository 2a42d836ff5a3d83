/// A segment's films (Korean films: the `repNationCd=K` chart) against the whole market. A filtered chart's
/// shares are within its films, so the same estimate on it gives those films' sales; the share is theirs
/// over the whole market's, on the days history holds both charts.
public struct SegmentShare: Sendable, Equatable {
    public let daysCovered: Int
    /// The segment's estimated sales over those days.
    public let sales: Int64
    /// The whole market's over the same days.
    public let marketSales: Int64

    /// nil when no day of `period` has both charts.
    public init?(period: MarketPeriod, segment: [Day: MarketDay], whole: [Day: MarketDay]) {
        var part = MarketTotals()
        var all = MarketTotals()
        for day in period.days {
            guard let s = segment[day], let w = whole[day] else { continue }
            part.add(s)
            all.add(w)
        }
        guard part.daysCovered > 0 else { return nil }
        daysCovered = part.daysCovered
        sales = part.sales
        marketSales = all.sales
    }

    /// In %; nil when the market adds up to nothing.
    public var salesShare: Double? { marketSales > 0 ? Double(sales) / Double(marketSales) * 100 : nil }
}
