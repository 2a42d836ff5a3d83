/// A box office chart: the top 10 for one day, or for a week/weekend.
public struct Chart: Hashable, Sendable {
    public enum Period: Hashable, Sendable {
        case day(Day)
        /// `weekGb`: 0 week, 1 weekend, 2 weekdays; `yearWeek` as KOBIS sends it ("201152").
        case week(first: Day, last: Day, weekGb: Int, yearWeek: String)

        public var lastDay: Day {
            switch self {
            case .day(let d): return d
            case .week(_, let last, _, _): return last
            }
        }
    }

    public let period: Period
    /// KOBIS's own label ("일별 박스오피스").
    public let kind: String
    public let entries: [ChartEntry]

    public init(period: Period, kind: String, entries: [ChartEntry]) {
        self.period = period
        self.kind = kind
        self.entries = entries
    }

    public var lastDay: Day { period.lastDay }
}
