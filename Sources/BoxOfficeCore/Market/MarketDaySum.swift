/// One day's rows in one segment added up as they are read, for `MarketDay`: the same sums and checks
/// whether the rows are `HistoryRow`s or read straight from the database (the market of last year and the
/// Korean chart need only these sums, not the rows). Any row that is not one day's figures (a negative
/// figure, a share that is not a share, a sum past Int64) makes the whole day a gap.
public struct MarketDaySum: Sendable {
    public private(set) var sales: Int64 = 0
    public private(set) var audience: Int64 = 0
    /// Summed in the order the rows come (the estimate depends on it in its last bit).
    public private(set) var share = 0.0
    public private(set) var isBroken = false

    public init() {}

    public mutating func add(sales rowSales: Int64, audience rowAudience: Int64, share text: String) {
        add(sales: rowSales, audience: rowAudience, share: MarketDay.share(text))
    }

    /// `share`: the row's share read with `MarketDay.share`, nil when it is not one.
    public mutating func add(sales rowSales: Int64, audience rowAudience: Int64, share rowShare: Double?) {
        guard !isBroken, rowSales >= 0, rowAudience >= 0, let s = rowShare else {
            isBroken = true
            return
        }
        let (addedSales, o1) = sales.addingReportingOverflow(rowSales)
        let (addedAudience, o2) = audience.addingReportingOverflow(rowAudience)
        guard !o1, !o2 else {
            isBroken = true
            return
        }
        sales = addedSales
        audience = addedAudience
        share += s
    }

    /// The day's estimate; nil when its rows do not make one.
    public func market(on day: Day) -> MarketDay? {
        guard !isBroken, share > 0, share <= MarketDay.largestShareSum,
            let estimatedSales = MarketDay.whole(Double(sales) / (min(share, 100) / 100)),
            let estimatedAudience = MarketDay.whole(Double(audience) / (min(share, 100) / 100))
        else { return nil }
        return MarketDay(
            day: day, sales: estimatedSales, audience: estimatedAudience, topTenSales: sales, topTenAudience: audience)
    }
}
