import BoxOfficeCore

/// What history reads for a period's market (`HistoryStore.marketRows`), in the shape `MarketReport` takes:
/// full rows for the period only; the days before it as day sums.
public struct MarketRows: Sendable {
    /// The period's whole-market rows, by day.
    public let rows: [HistoryRow]
    /// The whole market's days from a week before the same days last year to the day before the period.
    public let earlierDays: [Day: MarketDay]
    /// The Korean chart's days in the period.
    public let koreanDays: [Day: MarketDay]
    /// The rows before the period of the films that may have passed 10 million in it.
    public let earlierRows: [HistoryRow]

    public func report(_ period: MarketPeriod) -> MarketReport {
        MarketReport(
            period: period, rows: rows, earlierDays: earlierDays, koreanDays: koreanDays, earlierRows: earlierRows)
    }
}
