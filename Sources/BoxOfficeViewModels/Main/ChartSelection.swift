import BoxOfficeCore

/// Which chart the window shows: its kind, its period (named by its last day) and its segment. Pure
/// transitions; the view-model checks them against what can be shown and runs the loads.
public struct ChartSelection: Equatable, Sendable {
    public let kind: ChartKind
    /// The last day of the shown period (for a daily chart, the day itself).
    public let day: Day
    public let segment: ChartSegment
    /// The daily chart's day left for a weekly kind: switching back to daily returns to it, as long as
    /// the period was not moved in between (then the daily chart takes the period's last day).
    public let dailyDayLeft: Day?

    public init(kind: ChartKind = .daily, day: Day, segment: ChartSegment = .everything) {
        self.init(kind: kind, day: day, segment: segment, dailyDayLeft: nil)
    }

    private init(kind: ChartKind, day: Day, segment: ChartSegment, dailyDayLeft: Day?) {
        self.kind = kind
        self.day = ChartPeriod(kind, containing: day).last
        self.segment = segment
        self.dailyDayLeft = kind == .daily ? nil : dailyDayLeft
    }

    public var period: ChartPeriod { ChartPeriod(kind, containing: day) }
    public var query: ChartQuery { ChartQuery(period: period, segment: segment) }

    /// The period holding `day` (any day of it).
    public func moved(to day: Day) -> ChartSelection { ChartSelection(kind: kind, day: day, segment: segment) }

    /// Another kind around the same day when that period has ended by `latest`, else `latest` itself:
    /// Wednesday's daily chart becomes the weekend before it, a weekend's chart becomes its Sunday — or,
    /// when it was reached from a daily chart and not moved since, the day that was left.
    public func switching(to newKind: ChartKind, latest: ChartPeriod) -> ChartSelection {
        let left = kind == .daily ? day : dailyDayLeft
        if newKind == .daily, let left, left <= latest.last {
            return ChartSelection(kind: .daily, day: left, segment: segment)
        }
        let candidate = ChartSelection(kind: newKind, day: day, segment: segment, dailyDayLeft: left)
        return candidate.day <= latest.last
            ? candidate
            : ChartSelection(kind: newKind, day: latest.last, segment: segment, dailyDayLeft: left)
    }

    public func with(_ segment: ChartSegment) -> ChartSelection {
        ChartSelection(kind: kind, day: day, segment: segment, dailyDayLeft: dailyDayLeft)
    }

    public var previous: ChartSelection { moved(to: period.previous.last) }
    public var next: ChartSelection { moved(to: period.next.last) }
}
