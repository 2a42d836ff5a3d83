/// The figures film people compute from a chart row, exactly as they are defined here and nowhere else.
extension ChartEntry {
    /// Days in release on `day` (the chart's last day): the opening day is day 1, previews before it
    /// give 0 or less; nil when KOBIS has no opening date (re-releases).
    public func daysInRelease(on day: Day) -> Int? {
        openDate.map { $0.days(until: day) + 1 }
    }

    public var audiencePerScreen: Double? { ratio(audience, screens) }
    public var audiencePerShow: Double? { ratio(audience, shows) }
    /// Sales ÷ audience, in won.
    public var averageTicketPrice: Double? { ratio(sales, audience) }

    private func ratio(_ a: Int64, _ b: Int64) -> Double? { b > 0 ? Double(a) / Double(b) : nil }
}

/// What a whole chart adds up to.
public struct ChartTotals: Equatable, Sendable {
    public let audience: Int64
    public let sales: Int64
    /// The whole market's sales estimated from the top 10's shares: their sales ÷ their summed share (a filtered
    /// chart's shares are within its films: then the estimate is those films' sales).
    /// nil when the shares add up to nothing.
    public let estimatedMarketSales: Int64?

    public init(_ entries: [ChartEntry]) {
        audience = entries.reduce(0) { $0.addingReportingOverflow($1.audience).overflow ? $0 : $0 + $1.audience }
        sales = entries.reduce(0) { $0.addingReportingOverflow($1.sales).overflow ? $0 : $0 + $1.sales }
        let share = entries.compactMap { Double($0.salesShare) }.reduce(0, +)
        if share > 0, share <= 100.5 {
            let estimate = Double(sales) / (min(share, 100) / 100)
            estimatedMarketSales = estimate < 9e18 ? Int64(estimate.rounded()) : nil
        } else {
            estimatedMarketSales = nil
        }
    }
}
