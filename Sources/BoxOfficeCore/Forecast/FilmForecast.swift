/// Where a film may end: its total admissions on the last day of its first run in the daily top 10,
/// forecast from its days up to `asOf` and the runs that had ended by then.
public struct FilmForecast: Sendable, Equatable {
    /// The chance of ending at or above a number of admissions (0–1).
    public struct Chance: Sendable, Equatable {
        public let admissions: Int64
        public let chance: Double

        public init(admissions: Int64, chance: Double) {
            self.admissions = admissions
            self.chance = chance
        }
    }

    /// A past run whose first days looked like this film's.
    public struct SimilarRun: Sendable, Equatable {
        public let movieCode: String
        public let title: String
        public let openDate: Day
        /// Its total on the same D-number.
        public let audienceAtDay: Int64
        public let final: Int64
        /// Its total admissions by D-number, D1 up to its last ranked day (days outside the top 10
        /// carry the last total before them): the faint line on the run chart.
        public let totals: [Int64]

        /// What it ended at, as a multiple of where it stood on the same day.
        public var multiple: Double { audienceAtDay > 0 ? Double(final) / Double(audienceAtDay) : 1 }
    }

    /// The reference runs the forecast could learn from: those that had ended by `asOf`.
    public struct Basis: Sendable, Equatable {
        public let runs: Int
        /// The first and last opening days among them.
        public let from: Day
        public let to: Day
    }

    public let movieCode: String
    public let title: String
    public let openDate: Day
    public let asOf: Day
    /// The D-number of `asOf` (D1: the opening day).
    public let day: Int
    public let audienceToDate: Int64
    public let median: Int64
    /// The 80 % range: a 10 % chance of ending below `low`, 10 % above `high`. Its upper end is never past
    /// the all-time record (`Forecaster.Method.record`) unless the film is past it already.
    public let low: Int64
    public let high: Int64
    /// The run has all but ended: the range is one figure. Once said of a run, said on every later day too.
    public let settled: Bool
    /// 100만, 300만, 500만 and 1,000만, in that order.
    public let chances: [Chance]
    /// The user's break-even for this film and the chance of reaching it.
    public let breakEven: Chance?
    /// The nearest past runs, nearest first.
    public let similar: [SimilarRun]
    public let basis: Basis
    /// The film's latest week holds better than every similar run's did at the same point: the
    /// forecast leans on them, so it may be low.
    public let runningStrongerThanSimilar: Bool
    /// What happened, when the library knows the run has ended after `asOf`: shown apart from the forecast,
    /// which is the same as it would be with the history stopped at `asOf`. Nil while the run goes on.
    public internal(set) var outcome: Outcome? = nil
    /// Set when no day was asked (or one after the history stops) and the run is not known to have ended:
    /// the last day known of it, which `asOf` is (the history stops there while the film may still chart).
    public internal(set) var historyEnds: Day? = nil

    /// How the run ended, against the forecast.
    public struct Outcome: Sendable, Equatable {
        /// The total on the run's last ranked day.
        public let final: Int64
        public let lastDay: Day
        /// median ÷ final − 1: below 0 when the forecast was low.
        public let error: Double

        public init(final: Int64, lastDay: Day, error: Double) {
            self.final = final
            self.lastDay = lastDay
            self.error = error
        }
    }

    public static let thresholds: [Int64] = [1_000_000, 3_000_000, 5_000_000, 10_000_000]
    /// The range's width: 10 % below, 10 % above.
    public static let rangePercent = 80
}

/// Why a film has no forecast; each case is worded for the user (`ForecastText`).
public enum ForecastRefusal: Error, Sendable, Equatable {
    /// The history holds no ranked day of the film up to the day asked.
    case noDays(title: String?)
    /// The day asked is before the film's opening day (D1).
    case beforeOpening(title: String, opening: Day)
    /// The run ended (more than 14 days outside the top 10) before the day asked: its total is known.
    case runEnded(title: String, lastDay: Day, total: Int64)
    /// Too few runs had ended before the day asked to learn from.
    case tooFewReferences(count: Int)
}
