/// The accuracy "About this estimate" shows: the backtest on the runs that ended lately, not a fixed span of
/// years, since the market moves (issue 44).
extension ForecastBacktest {
    public struct Recent: Sendable, Equatable {
        public let today: Day
        public let atDay: Int
        /// The first day of the 12 months before `today`.
        public let since: Day
        /// The runs (the backtest's population) whose last ranked day fell from `since` to before `today` and
        /// that were known to have ended by `today`.
        public let lastTwelveMonths: Figures
        /// Every such run the app knows, by the year its run ended (its last ranked day).
        public let byYear: [Year]
        public let results: [Result]

        /// Fewer than this many recent runs make too few to read the figures by (`isEnough`).
        public static let enoughFilms = 30
        public var isEnough: Bool { lastTwelveMonths.films >= Self.enoughFilms }
    }

    /// The backtest at D`atDay` over every run the library knows (shipped and history) that had ended by
    /// `today`: its last 12 months, then each year.
    public static func recent(library: ReferenceLibrary, today: Day, atDay: Int) -> Recent {
        let first = library.entries.map(\.run.openDate).min() ?? today
        let ended = results(library: library, from: first, to: today, atDay: atDay).filter { result in
            result.lastDay.adding(days: ReferenceRun.endGap + 1) <= today
        }
        let since = today.adding(months: -12)
        let recent = ended.filter { $0.lastDay >= since && $0.lastDay < today }
        return Recent(
            today: today, atDay: atDay, since: since, lastTwelveMonths: Figures(recent),
            byYear: Year.grouped(ended, by: \.lastDay.year), results: recent)
    }
}
