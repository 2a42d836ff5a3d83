/// A segment's films (Korean films: the `repNationCd=K` chart) against the whole market. A filtered chart's
/// shares are within its films, so the same estimate on it gives those films' sales, and their admissions from
/// the segment's own average ticket price (as the whole market's come from the top 10's); the shares are theirs
/// over the whole market's, on the days history holds both charts. The rest of the market is the other films
/// (foreign films, for the Korean chart): KOFIC publishes both, its headline share being of admissions.
public struct SegmentShare: Sendable, Equatable {
    public let daysCovered: Int
    /// The segment's estimated sales over those days.
    public let sales: Int64
    /// The whole market's over the same days.
    public let marketSales: Int64
    /// The segment's estimated admissions over those days.
    public let audience: Int64
    /// The whole market's over the same days.
    public let marketAudience: Int64

    /// nil when no day of `period` has both charts.
    public init?(period: MarketPeriod, segment: [Day: MarketDay], whole: [Day: MarketDay]) {
        self.init(days: period.days, segment: segment, whole: whole)
    }

    /// Over `days` (a period's, or a single day); nil when none has both charts.
    public init?(days: some Sequence<Day>, segment: [Day: MarketDay], whole: [Day: MarketDay]) {
        var part = MarketTotals()
        var all = MarketTotals()
        for day in days {
            guard let s = segment[day], let w = whole[day] else { continue }
            part.add(s)
            all.add(w)
        }
        guard part.daysCovered > 0 else { return nil }
        daysCovered = part.daysCovered
        sales = part.sales
        marketSales = all.sales
        audience = part.audience
        marketAudience = all.audience
    }

    /// In %; nil when the market adds up to nothing.
    public var salesShare: Double? { Self.share(sales, of: marketSales) }
    /// In %: KOFIC's headline share; nil when the market adds up to nothing.
    public var audienceShare: Double? { Self.share(audience, of: marketAudience) }

    /// The other films' (foreign films', for the Korean chart) estimates: the market's rest, never below zero.
    public var otherSales: Int64 { max(0, marketSales - sales) }
    public var otherAudience: Int64 { max(0, marketAudience - audience) }
    public var otherSalesShare: Double? { Self.share(otherSales, of: marketSales) }
    public var otherAudienceShare: Double? { Self.share(otherAudience, of: marketAudience) }

    private static func share(_ part: Int64, of whole: Int64) -> Double? {
        whole > 0 ? Double(part) / Double(whole) * 100 : nil
    }
}
