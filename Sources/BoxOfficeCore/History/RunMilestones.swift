/// What a run achieved, computed from history alone: opening day, best day, days at #1 and the
/// longest streak there, the days total audience passed 1, 5 and 10 million, and the drop from the
/// first to the second weekend. Anything history cannot show for sure is nil, never guessed, and a
/// figure that missing days could change says so (`…IsComplete`), so no one reads it as the film's own.
public struct RunMilestones: Sendable, Equatable {
    public struct DayFigure: Sendable, Equatable {
        public let day: Day
        public let dNumber: Int
        public let audience: Int64
        public let rank: Int
    }

    public struct Crossing: Sendable, Equatable {
        public let threshold: Int64
        public let day: Day
        public let dNumber: Int
        /// False when the day before is missing: the total may have passed the mark during the gap,
        /// so this is the first kept day at or above it ("by D12").
        public let exact: Bool
        /// A re-release's total counts from the film's first run: a mark it had passed before the re-release.
        public var beforeRun = false
    }

    public struct WeekendDrop: Sendable, Equatable {
        /// The Friday of each weekend.
        public let first: Day
        public let second: Day
        public let firstAudience: Int64
        public let secondAudience: Int64
        /// (second − first) / first × 100; negative is a drop.
        public var percent: Double { (Double(secondAudience) - Double(firstAudience)) / Double(firstAudience) * 100 }
    }

    public static let thresholds: [Int64] = [1_000_000, 5_000_000, 10_000_000]

    /// D1's figures; nil when the opening day is missing or the film was not ranked on it.
    public let opening: DayFigure?
    /// The best of the kept days.
    public let bestDay: DayFigure?
    /// Days of the run with no kept chart: each could have been the best day or a day at #1.
    public let missingDayCount: Int
    /// Counted over the kept days.
    public let daysAtNumberOne: Int
    /// Consecutive calendar days at #1; a missing day ends a streak (it is not known).
    public let longestStreakAtNumberOne: Int
    /// False when a missing day could have made a longer streak (were it a day at #1).
    public let longestStreakIsComplete: Bool
    /// Thresholds passed on a kept day; a threshold not here was not reached within the kept days.
    public let crossings: [Crossing]
    public let weekendDrop: WeekendDrop?
    /// Days of the first two weekends with no kept chart; when there are any, `weekendDrop` is nil.
    public let weekendDaysMissing: [FilmRun.RunDay]

    /// A missing day could have been higher than every kept one.
    public var bestDayIsComplete: Bool { missingDayCount == 0 }
    /// A missing day could have been one more at #1.
    public var daysAtNumberOneIsComplete: Bool { missingDayCount == 0 }

    public init(_ run: FilmRun) {
        let figures = run.days.compactMap { d in
            d.row.map { DayFigure(day: d.day, dNumber: d.dNumber, audience: $0.audience, rank: $0.rank) }
        }
        opening = figures.first { $0.dNumber == 1 }
        // The earliest of equal best days: the one that set the mark.
        bestDay = figures.reduce(nil) { best, f in (best.map { f.audience > $0.audience } ?? true) ? f : best }
        missingDayCount = run.days.filter { $0.status == .missing }.count
        daysAtNumberOne = figures.filter { $0.rank == 1 }.count
        let longest = Self.longestStreak(run) { $0.row?.rank == 1 }
        longestStreakAtNumberOne = longest
        // The longest streak possible counts every missing day as #1; if it is no longer, the gaps change nothing.
        longestStreakIsComplete = Self.longestStreak(run) { $0.row?.rank == 1 || $0.status == .missing } == longest
        crossings = Self.thresholds.compactMap { Self.crossing($0, run) }
        weekendDrop = Self.weekendDrop(run)
        weekendDaysMissing = Self.weekendDays(run).filter { $0.status == .missing }
    }

    private static func longestStreak(_ run: FilmRun, _ counts: (FilmRun.RunDay) -> Bool) -> Int {
        var longest = 0
        var current = 0
        for d in run.days {
            current = counts(d) ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    private static func crossing(_ threshold: Int64, _ run: FilmRun) -> Crossing? {
        guard let index = run.days.firstIndex(where: { ($0.row?.audienceTotal ?? 0) >= threshold }) else { return nil }
        let d = run.days[index]
        if run.isReRelease, index == 0 || !run.days[..<index].contains(where: { $0.row != nil }),
            let row = d.row, row.audienceTotal - row.audience >= threshold
        {
            return Crossing(threshold: threshold, day: d.day, dNumber: d.dNumber, exact: true, beforeRun: true)
        }
        // Exact when the day before is kept (below the mark, or outside the top 10 and so below it), or it is the start.
        let exact = index == 0 ? run.days[index].dNumber <= 1 : run.days[index - 1].status != .missing
        return Crossing(threshold: threshold, day: d.day, dNumber: d.dNumber, exact: exact)
    }

    /// The run's days in the first two weekends (those within the run).
    private static func weekendDays(_ run: FilmRun) -> [FilmRun.RunDay] {
        guard let open = run.opening else { return [] }
        let first = ChartPeriod(.weekend, containing: open)
        let days = Set(first.first.through(first.last) + first.next.first.through(first.next.last))
        return run.days.filter { days.contains($0.day) }
    }

    /// The first weekend is the Friday–Sunday of the week (Monday–Sunday) the film opens in; both
    /// weekends need all three days ranked, or there is no figure.
    private static func weekendDrop(_ run: FilmRun) -> WeekendDrop? {
        guard let open = run.opening else { return nil }
        let firstWeekend = ChartPeriod(.weekend, containing: open)
        let byDay = Dictionary(run.ranked.map { ($0.day, $0.audience) }, uniquingKeysWith: { $1 })
        func audience(_ period: ChartPeriod) -> Int64? {
            var sum: Int64 = 0
            for day in period.first.through(period.last) {
                // Absurd figures (only from broken data) give no figure rather than a trap.
                guard let a = byDay[day], case let (s, overflow) = sum.addingReportingOverflow(a), !overflow else {
                    return nil
                }
                sum = s
            }
            return sum
        }
        let secondWeekend = firstWeekend.next
        guard let a = audience(firstWeekend), let b = audience(secondWeekend), a > 0 else { return nil }
        return WeekendDrop(first: firstWeekend.first, second: secondWeekend.first, firstAudience: a, secondAudience: b)
    }
}
