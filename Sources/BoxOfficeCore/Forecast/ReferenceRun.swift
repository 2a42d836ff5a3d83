/// A film's first run in the daily top 10, as the forecast reads it: its ranked days in order, from the
/// first (previews included) to the last. A run ends after more than `endGap` days outside the top 10;
/// a re-release years later is another run.
public struct ReferenceRun: Sendable, Equatable {
    /// One ranked day: the daily chart's figures the forecast uses.
    public struct DayFigures: Sendable, Equatable {
        public let day: Day
        /// 4 bytes beside the day's 4: a figure is 48 bytes, not 56 (the library holds 58,000 of them).
        private let rank32: Int32
        public var rank: Int { Int(rank32) }
        public let audience: Int64
        public let audienceTotal: Int64
        public let screens: Int64
        public let shows: Int64
        /// The day's sales share in %, as KOBIS sent it.
        public let salesShare: Double

        public init(
            day: Day, rank: Int, audience: Int64, audienceTotal: Int64, screens: Int64, shows: Int64,
            salesShare: Double
        ) {
            self.day = day
            // A rank is 1 to 10; one past 32 bits (an edited history) is held as the nearest that fits.
            self.rank32 = Int32(clamping: rank)
            self.audience = audience
            self.audienceTotal = audienceTotal
            self.screens = screens
            self.shows = shows
            self.salesShare = salesShare
        }

        public init(_ row: HistoryRow) {
            self.init(
                day: row.day, rank: row.rank, audience: row.audience, audienceTotal: row.audienceTotal,
                screens: row.screens, shows: row.shows, salesShare: Double(row.salesShare) ?? 0)
        }
    }

    /// More than this many days outside the top 10 end a run.
    public static let endGap = 14

    public let movieCode: String
    public let title: String
    /// D1. A film whose opening day KOBIS leaves blank, or names over a year before its first ranked
    /// day (a re-release), opens on its first ranked day.
    public let openDate: Day
    /// Ranked days, oldest first; never empty.
    public let days: [DayFigures]

    public init?(movieCode: String, title: String, openDate: Day?, days: [DayFigures]) {
        // Files and history hand them over in order; sorting is for anything else.
        let inOrder = zip(days, days.dropFirst()).allSatisfy { $0.day < $1.day }
        self.init(
            movieCode: movieCode, title: title, openDate: openDate,
            ordered: inOrder ? days : days.sorted { $0.day < $1.day })
    }

    /// `days` oldest first already (a cached library's runs, checked as they are read: no second pass).
    init?(movieCode: String, title: String, openDate: Day?, ordered sorted: [DayFigures]) {
        guard let first = sorted.first else { return nil }
        self.movieCode = movieCode
        self.title = title
        self.openDate = FilmRun.opening(openDate, firstDay: first.day)
        self.days = sorted
    }

    public var firstDay: Day { days[0].day }
    public var lastDay: Day { days[days.count - 1].day }
    /// The total on the run's last ranked day: what the forecast forecasts.
    public var finalTotal: Int64 { days[days.count - 1].audienceTotal }
    /// The first day on which the run is known to be over (the 15th day outside the top 10).
    public var endKnownOn: Day { lastDay.adding(days: Self.endGap + 1) }

    public func dNumber(_ day: Day) -> Int { FilmRun.dNumber(day, opening: openDate) }
    public func day(ofDNumber d: Int) -> Day { openDate.adding(days: d - 1) }

    /// The run as it was known at the end of `day`: its ranked days up to it (nil when none).
    public func asOf(_ day: Day) -> ReferenceRun? {
        guard firstDay <= day else { return nil }
        if lastDay <= day { return self }
        return ReferenceRun(
            movieCode: movieCode, title: title, openDate: openDate, days: days.filter { $0.day <= day })
    }

    /// The film's rows split into runs: a gap of more than `endGap` days between ranked days starts
    /// a new run. `rows` may come in any order; they must be one film's, one segment's.
    public static func runs(movieCode: String, rows: [HistoryRow], known: DaySpans? = nil) -> [ReferenceRun] {
        let sorted = rows.sorted { $0.day < $1.day }
        guard let newest = sorted.last else { return [] }
        return runs(
            movieCode: movieCode, title: newest.title, openDate: newest.openDate ?? sorted[0].openDate,
            days: sorted.map(DayFigures.init), known: known)
    }

    /// One film's ranked days, oldest first, split into runs where it was out of the top 10 for more than
    /// `endGap` days; each run named as the film's newest row names it. `known`: the days whose charts are
    /// held (nil: every day); a gap only ends a run when more than `endGap` days in a row of it are held,
    /// since the film may have been ranked on a missing day. A gap after a day before the opening (a preview
    /// weeks ahead) ends nothing: the previews belong to the run that opens, not to a run of their own that
    /// "opened" after it ended.
    public static func runs(
        movieCode: String, title: String, openDate: Day?, days: [DayFigures], known: DaySpans? = nil
    ) -> [ReferenceRun] {
        func ends(after i: Int) -> Bool {
            let (a, b) = (days[i].day, days[i + 1].day)
            guard a.days(until: b) - 1 > endGap else { return false }
            // An opening a year or more on is a re-release's or a wrong date: it keeps no previews together.
            if let openDate, a < openDate, a.days(until: openDate) <= FilmRun.reReleaseGap { return false }
            return known?.holdsRun(of: endGap + 1, from: a.adding(days: 1), to: b.adding(days: -1)) ?? true
        }
        var runs: [ReferenceRun] = []
        var start = 0
        for i in days.indices where i == days.count - 1 || ends(after: i) {
            if let run = ReferenceRun(
                movieCode: movieCode, title: title, openDate: openDate, days: Array(days[start...i]))
            {
                runs.append(run)
            }
            start = i + 1
        }
        return runs
    }
}
