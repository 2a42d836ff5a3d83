import BoxOfficeCore

/// What a row or a bar of the Market view opens.
public enum MarketTarget: Sendable, Equatable {
    /// The film's window.
    case film(code: String, title: String, year: Int?)
    /// The month, within the Market view.
    case month(Int)
    /// The weekend chart (Friday to Sunday) in the chart view.
    case weekend(Day)
    /// The daily chart of the day in the chart view.
    case day(Day)
    /// Filling history with the days from `from` to `to` it lacks (a holiday without a record).
    case fill(from: Day, to: Day)
}
