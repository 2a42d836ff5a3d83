/// A followed film's forecast passing even odds: the chance of ending at or above `mark` (1,000만, or the
/// break-even the user entered) was below 50 % as of the day before, or the day the film was last checked, and
/// is at least 50 % as of the event's day.
public struct ForecastCrossing: Hashable, Sendable {
    public let mark: Int64
    /// The mark is the user's break-even for the film, not 1,000만.
    public let isBreakEven: Bool
    /// The chance as of the event's day (0.5–1).
    public let chance: Double
    /// The D-number of the event's day (D1: the opening day).
    public let dNumber: Int
    /// The forecast's median as of that day.
    public let median: Int64

    public init(mark: Int64, isBreakEven: Bool, chance: Double, dNumber: Int, median: Int64) {
        self.mark = mark
        self.isBreakEven = isBreakEven
        self.chance = chance
        self.dNumber = dNumber
        self.median = median
    }
}
