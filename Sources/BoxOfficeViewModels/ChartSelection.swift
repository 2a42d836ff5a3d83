import BoxOfficeCore

/// Which chart the window shows: its kind, its period (named by its last day) and its segment. Pure
/// transitions; the view-model checks them against what can be shown and runs the loads.
public struct ChartSelection: Equatable, Sendable {
    public let kind: ChartKind
    /// The last day of the shown period (for a daily chart, the day itself).
    public let day: Day
    public let segment: ChartSegment

    public init(kind: ChartKind = .daily, day: Day, segment: ChartSegment = .everything) {
        self.kind = kind
        self.day = ChartPeriod(kind, containing: day).last
        self.segment = segment
    }

    public var period: ChartPeriod { ChartPeriod(kind, containing: day) }
    public var query: ChartQuery { ChartQuery(period: period, segment: segment) }

    /// The period holding `day` (any day of it).
    public func moved(to day: Day) -> ChartSelection { ChartSelection(kind: kind, day: day, segment: segment) }

    /// Another kind around the same day when that period has ended by `latest`, else `latest` itself:
    /// Wednesday's daily chart becomes the weekend before it, a weekend's chart becomes its Sunday.
    public func switching(to newKind: ChartKind, latest: ChartPeriod) -> ChartSelection {
        let candidate = ChartSelection(kind: newKind, day: day, segment: segment)
        return candidate.day <= latest.last ? candidate : ChartSelection(kind: newKind, day: latest.last, segment: segment)
    }

    public func with(_ segment: ChartSegment) -> ChartSelection { ChartSelection(kind: kind, day: day, segment: segment) }

    public var previous: ChartSelection { moved(to: period.previous.last) }
    public var next: ChartSelection { moved(to: period.next.last) }
}
