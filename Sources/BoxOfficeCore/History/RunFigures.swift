/// Where a run stands, computed from history alone: the latest totals (audience and sales) and the last day
/// the film was in the top 10, the most screens it had, and the latest weekend against the weekend before,
/// the figure film people quote on Monday. Like `RunMilestones`, nothing is guessed: a figure missing days
/// could change says so, and a weekend with a day not ranked gives no figure, only the days to blame.
public struct RunFigures: Sendable, Equatable {
    /// The last day of the run with figures: the totals stand there, and it is the last day in the top 10.
    public struct Latest: Sendable, Equatable {
        public let day: Day
        public let dNumber: Int
        public let audienceTotal: Int64
        public let salesTotal: Int64
    }

    public struct PeakScreens: Sendable, Equatable {
        public let screens: Int64
        /// The first day with that many (the day the mark was set).
        public let day: Day
        public let dNumber: Int
    }

    public struct Fridays: Sendable, Equatable {
        public let before: Day
        public let latest: Day
    }

    public let latest: Latest?
    public let peakScreens: PeakScreens?
    /// Days of the run with no kept chart: any could have had more screens.
    public let missingDayCount: Int
    /// The latest weekend (Friday–Sunday) ended within the run, against the one before, both with all three
    /// days ranked; `first` is the weekend before, `second` the latest.
    public let latestWeekend: RunMilestones.WeekendDrop?
    /// The Fridays of the two weekends compared (nil when the run holds no two weekends).
    public let latestWeekendFridays: Fridays?
    /// Days of those two weekends with no kept chart; when there are any, `latestWeekend` is nil.
    public let latestWeekendDaysMissing: [FilmRun.RunDay]
    /// Days of those two weekends kept with the film outside the top 10: its audience then is not known.
    public let latestWeekendDaysOutside: [FilmRun.RunDay]

    public var peakScreensIsComplete: Bool { missingDayCount == 0 }
    /// The run is a re-release's (`FilmRun.isReRelease`): its D-numbers count from its own start, and say so.
    public let isReRelease: Bool

    public init(_ run: FilmRun) {
        isReRelease = run.isReRelease
        missingDayCount = run.missingDays.count
        latest = run.days.last { $0.row != nil }.flatMap { d in
            d.row.map {
                Latest(day: d.day, dNumber: d.dNumber, audienceTotal: $0.audienceTotal, salesTotal: $0.salesTotal)
            }
        }
        peakScreens = run.days.reduce(nil) { best, d in
            guard let r = d.row, best.map({ r.screens > $0.screens }) ?? true else { return best }
            return PeakScreens(screens: r.screens, day: d.day, dNumber: d.dNumber)
        }
        guard let weekends = Self.latestTwoWeekends(run) else {
            latestWeekend = nil
            latestWeekendFridays = nil
            latestWeekendDaysMissing = []
            latestWeekendDaysOutside = []
            return
        }
        latestWeekendFridays = Fridays(before: weekends.before.first, latest: weekends.latest.first)
        let inWeekends = Set(
            weekends.before.first.through(weekends.before.last) + weekends.latest.first.through(weekends.latest.last))
        let days = run.days.filter { inWeekends.contains($0.day) }
        latestWeekendDaysMissing = days.filter { $0.status == .missing }
        latestWeekendDaysOutside = days.filter { $0.status == .outsideTop10 }
        let byDay = Dictionary(run.ranked.map { ($0.day, $0.audience) }, uniquingKeysWith: { $1 })
        func audience(_ weekend: ChartPeriod) -> Int64? {
            var sum: Int64 = 0
            for day in weekend.first.through(weekend.last) {
                // Absurd figures (only from broken data) give no figure rather than a trap.
                guard let a = byDay[day], case let (s, overflow) = sum.addingReportingOverflow(a), !overflow else {
                    return nil
                }
                sum = s
            }
            return sum
        }
        if let a = audience(weekends.before), let b = audience(weekends.latest), a > 0 {
            latestWeekend = RunMilestones.WeekendDrop(
                first: weekends.before.first, second: weekends.latest.first,
                firstAudience: a, secondAudience: b)
        } else {
            latestWeekend = nil
        }
    }

    /// The latest weekend whose Sunday is within the run, and the weekend before it, when that one starts
    /// within the run too (a film's first weekend has none before it to be compared with).
    static func latestTwoWeekends(_ run: FilmRun) -> (before: ChartPeriod, latest: ChartPeriod)? {
        guard let start = run.days.first?.day, let end = run.days.last?.day else { return nil }
        var latest = ChartPeriod(.weekend, containing: end)
        if latest.last > end { latest = latest.previous }
        let before = latest.previous
        guard before.first >= start else { return nil }
        return (before, latest)
    }
}
