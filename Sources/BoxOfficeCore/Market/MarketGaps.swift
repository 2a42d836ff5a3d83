/// What a market period misses in history: the days without the whole market's chart, the days without the
/// Korean films' chart (the Korean share needs both), the films without saved details (the distributors come
/// from them), and the requests filling them costs. Only the period itself: the same days last year are the
/// earlier period's own gaps.
public struct MarketGaps: Sendable, Equatable {
    public let period: MarketPeriod
    /// Days of the period whose whole-market chart history does not hold, in order.
    public let missingDays: [Day]
    /// Days of the period whose Korean chart history does not hold, in order.
    public let missingKoreanDays: [Day]
    /// The films of the period's saved whole-market days with no saved details.
    public let lackingDetails: Int
    /// Every request the fill makes: the missing charts, the known films' details, and the new films the
    /// missing days should bring (an estimate, `FillPrice`).
    public let price: FillPrice

    /// From the days history holds in each chart; days outside the period are ignored.
    public init(period: MarketPeriod, keptDays: Set<Day>, keptKoreanDays: Set<Day>, lackingDetails: Int = 0) {
        self.period = period
        let days = period.days
        missingDays = days.filter { !keptDays.contains($0) }
        missingKoreanDays = days.filter { !keptKoreanDays.contains($0) }
        self.lackingDetails = max(0, lackingDetails)
        price = FillPrice(
            charts: missingDays.count + missingKoreanDays.count, knownDetails: self.lackingDetails,
            estimatedDetails: FillPrice.estimatedDetails(toFetch: missingDays, saved: keptDays))
    }

    /// Every request the fill should make (part of it estimated while whole-market days are missing).
    public var requestCount: Int { price.requests }
    public var isComplete: Bool { requestCount == 0 }
    /// Only films' details are missing: every chart of the period is kept.
    public var lacksOnlyDetails: Bool { missingDays.isEmpty && missingKoreanDays.isEmpty && lackingDetails > 0 }

    /// One job filling everything: the period's days, each with its Korean chart (the fill skips a chart already
    /// saved, so it asks for exactly the missing ones) and the details of every film they name that has none.
    /// With every chart kept, the details alone. Nil when nothing is missing.
    public var fillJob: FillJob? {
        guard !isComplete else { return nil }
        var job = FillJob(first: period.first, last: period.last, segment: .everything, koreanToo: true)
        job.detailsOnly = lacksOnlyDetails
        return job
    }
}
