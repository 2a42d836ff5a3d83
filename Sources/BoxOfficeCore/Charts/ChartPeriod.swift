import Foundation

/// The days one chart covers: a day, or the part of a Monday-based week its kind counts.
public struct ChartPeriod: Hashable, Sendable, CustomStringConvertible {
    public let kind: ChartKind
    public let first: Day
    public let last: Day

    /// The period of `kind` in the week that holds `day` (for a daily chart, the day itself). A day
    /// outside the kind's days still names its week: Monday's weekend is the one at the end of that week.
    public init(_ kind: ChartKind, containing day: Day) {
        self.kind = kind
        guard kind.isWeekly else {
            first = day
            last = day
            return
        }
        let monday = day.adding(days: -((day.weekday + 5) % 7))  // weekday: 1 Sunday … 7 Saturday
        first = monday.adding(days: kind.daysFromMonday.lowerBound)
        last = monday.adding(days: kind.daysFromMonday.upperBound)
    }

    /// The newest period of `kind` that has ended by `yesterday` (the latest day KOBIS has).
    public static func latest(_ kind: ChartKind, yesterday: Day) -> ChartPeriod {
        let period = ChartPeriod(kind, containing: yesterday)
        return period.last <= yesterday ? period : period.previous
    }

    public var previous: ChartPeriod { ChartPeriod(kind, containing: first.adding(days: kind.isWeekly ? -7 : -1)) }
    public var next: ChartPeriod { ChartPeriod(kind, containing: first.adding(days: kind.isWeekly ? 7 : 1)) }

    public func contains(_ day: Day) -> Bool { first <= day && day <= last }

    /// The ISO year and week of the period's Monday, as KOBIS numbers weeks ("201152").
    public var yearWeek: (year: Int, week: Int) { first.isoWeek }

    /// "201152", like KOBIS's `yearWeekTime`.
    public var yearWeekText: String { Day.padded(yearWeek.year, 4) + Day.padded(yearWeek.week, 2) }

    public var description: String { first == last ? first.iso : "\(first.iso)~\(last.iso)" }
}
