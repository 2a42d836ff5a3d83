import BoxOfficeCore

/// One bar of the Market view's chart: a month of a year, a day of a month or a weekend of a year, its
/// estimated sales, and last year's for the line. A period without figures has nil (a gap, never drawn).
public struct MarketBar: Sendable, Equatable {
    /// Under the axis: "3월" / "Mar", "15", "W10".
    public let label: String
    public let value: Double?
    /// Last year's value for the same month, the same weekday 52 weeks earlier, or the weekend 52 weeks earlier.
    public let previous: Double?
    /// Everything about the bar in one sentence: the read-out under the chart and for screen readers.
    public let sentence: String
    /// What activating the bar opens.
    public let target: MarketTarget?
    public let isWeekend: Bool
    /// Korean films' share of the month or the day (and so the foreign films'); nil without their chart.
    public let korean: SegmentShare?

    public init(
        label: String, value: Double?, previous: Double?, sentence: String, target: MarketTarget?,
        isWeekend: Bool = false, korean: SegmentShare? = nil
    ) {
        self.label = label
        self.value = value
        self.previous = previous
        self.sentence = sentence
        self.target = target
        self.isWeekend = isWeekend
        self.korean = korean
    }
}
