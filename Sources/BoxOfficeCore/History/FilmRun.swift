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

    /// `rows`: the film's rows in one segment (any order); `knownDays`: the days whose chart is kept in
    /// that segment, within the rows' span, so "outside the top 10" is told from "missing".
    public init?(movieCode: String, rows: [HistoryRow], knownDays: Set<Day>) {
        let sorted = rows.sorted { $0.day < $1.day }
        guard let first = sorted.first, let last = sorted.last else { return nil }
        self.movieCode = movieCode
        // The newest row names the film as KOBIS names it now.
        title = last.title
        openDate = last.openDate ?? first.openDate
        var start = first.day
        if let open = openDate, open < start, open.days(until: start) <= Self.reReleaseGap { start = open }
        let anchor = openDate ?? first.day
        let byDay = Dictionary(sorted.map { ($0.day, $0) }, uniquingKeysWith: { _, newer in newer })
        days = start.through(last.day).map { day in
            let status: Status = byDay[day].map(Status.ranked) ?? (knownDays.contains(day) ? .outsideTop10 : .missing)
            return RunDay(day: day, dNumber: Self.dNumber(day, opening: anchor), status: status)
        }
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
