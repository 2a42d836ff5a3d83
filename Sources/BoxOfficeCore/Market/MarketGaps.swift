/// What a market period misses in history: the days without the whole market's chart, the days without the
/// Korean films' chart (the Korean share needs both), and the requests filling them costs. Only the period
/// itself: the same days last year are the earlier period's own gaps.
public struct MarketGaps: Sendable, Equatable {
    public let period: MarketPeriod
    /// Days of the period whose whole-market chart history does not hold, in order.
    public let missingDays: [Day]
    /// Days of the period whose Korean chart history does not hold, in order.
    public let missingKoreanDays: [Day]

    /// From the days history holds in each chart; days outside the period are ignored.
    public init(period: MarketPeriod, keptDays: Set<Day>, keptKoreanDays: Set<Day>) {
        self.period = period
        let days = period.days
        missingDays = days.filter { !keptDays.contains($0) }
        missingKoreanDays = days.filter { !keptKoreanDays.contains($0) }
    }

    /// One request per missing chart: the fill asks only for what is not saved.
    public var requestCount: Int { missingDays.count + missingKoreanDays.count }
    public var isComplete: Bool { requestCount == 0 }

    /// One job filling both: every day missing either chart, with its Korean chart. The fill skips a chart
    /// already saved, so it asks for exactly `requestCount` charts; it also saves the details of the films it
    /// meets that have none (for the distributors), which costs a request per such film on top. Nil when
    /// nothing is missing.
    public var fillJob: FillJob? {
        var job = FillJob(days: missingDays + missingKoreanDays, segment: .everything, koreanToo: true)
        job?.filmDetails = true
        return job
    }
}
