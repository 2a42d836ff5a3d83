/// A film's run day by day, from history: every calendar day from its start to its last ranked day,
/// each with its figures, known to be outside the top 10, or missing (no chart of that day is kept).
/// Missing days stay missing: nothing is interpolated.
public struct FilmRun: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        case ranked(HistoryRow)
        /// The day's chart is kept, and the film is not in its top 10.
        case outsideTop10
        /// No chart of that day is kept: a gap to fill.
        case missing
    }

    public struct RunDay: Sendable, Equatable {
        public let day: Day
        /// D1 is the opening day; previews are D0 or less.
        public let dNumber: Int
        public let status: Status

        public var row: HistoryRow? {
            if case .ranked(let row) = status { return row }
            return nil
        }
    }

    public let movieCode: String
    public let title: String
    public let openDate: Day?
    public let days: [RunDay]

    /// A re-release (opening over a year before its first kept day) starts at its first kept day,
    /// not decades of gaps earlier.
    public static let reReleaseGap = 366

    /// A run's D1, for the window, the command line and the forecast (`ReferenceRun`) alike: the film's opening
    /// day, or the run's first ranked day when KOBIS names none or one over a year away (a re-release).
    public static func opening(_ openDate: Day?, firstDay: Day) -> Day {
        guard let openDate, abs(openDate.days(until: firstDay)) <= reReleaseGap else { return firstDay }
        return openDate
    }

    /// The film's opening as its rows (oldest first) name it, the run's D1 and the day the run starts on: D1, or
    /// the first ranked day when that is earlier (previews). `opening`: D1 as the forecast's run has it
    /// (`ReferenceRun.openDate`, which may know ranked days before the first one kept here).
    public static func span(_ sorted: [HistoryRow], opening known: Day? = nil) -> (
        openDate: Day?, opening: Day, start: Day
    )? {
        guard let first = sorted.first, let last = sorted.last else { return nil }
        // The newest row names the film as KOBIS names it now.
        let openDate = last.openDate ?? first.openDate
        let own = opening(openDate, firstDay: first.day)
        // Only a D1 of this run: not one of another run of the film, nor after its days.
        let d1 = known.flatMap { k in k <= first.day && abs(k.days(until: first.day)) <= reReleaseGap ? k : nil } ?? own
        return (openDate, d1, min(first.day, d1))
    }

    /// `rows`: the film's rows in one segment (any order); `knownDays`: the days whose chart is kept in
    /// that segment, within the rows' span, so "outside the top 10" is told from "missing"; `opening`: see `span`.
    public init?(movieCode: String, rows: [HistoryRow], knownDays: Set<Day>, opening known: Day? = nil) {
        let sorted = rows.sorted { $0.day < $1.day }
        guard let last = sorted.last, let span = Self.span(sorted, opening: known) else { return nil }
        self.movieCode = movieCode
        title = last.title
        openDate = span.openDate
        let byDay = Dictionary(sorted.map { ($0.day, $0) }, uniquingKeysWith: { _, newer in newer })
        days = span.start.through(last.day).map { day in
            let status: Status = byDay[day].map(Status.ranked) ?? (knownDays.contains(day) ? .outsideTop10 : .missing)
            return RunDay(day: day, dNumber: Self.dNumber(day, opening: span.opening), status: status)
        }
    }

    /// The run's D1 (nil for a run of no day).
    public var opening: Day? { days.first.map { $0.day.adding(days: 1 - $0.dNumber) } }

    /// A film back in cinemas over a year after its opening: its days count from its own D1.
    public var isReRelease: Bool {
        guard let openDate, let opening else { return false }
        return openDate < opening
    }

    /// D1 on the opening day, D0 the day before (a preview).
    public static func dNumber(_ day: Day, opening: Day) -> Int { opening.days(until: day) + 1 }

    public var ranked: [HistoryRow] { days.compactMap(\.row) }
    public var missingDays: [Day] { days.filter { $0.status == .missing }.map(\.day) }
    /// Days whose chart was asked (kept, or answered empty) without the film in its top 10.
    public var outsideCount: Int { days.filter { $0.status == .outsideTop10 }.count }
    public var latestTotal: Int64? { ranked.last?.audienceTotal }

    /// The cumulative audience at each D-number that has figures.
    public var totalsByDNumber: [Int: Int64] { valuesByDNumber(\.audienceTotal) }

    /// One figure of the row at each D-number that has figures.
    public func valuesByDNumber(_ value: (HistoryRow) -> Int64) -> [Int: Int64] {
        Dictionary(days.compactMap { d in d.row.map { (d.dNumber, value($0)) } }, uniquingKeysWith: { $1 })
    }
}
