/// One chart to ask for: its kind and period, and the films it counts.
public struct ChartQuery: Hashable, Sendable, CustomStringConvertible {
    public let period: ChartPeriod
    public let segment: ChartSegment

    public init(period: ChartPeriod, segment: ChartSegment = .everything) {
        self.period = period
        self.segment = segment
    }

    public init(day: Day) { self.init(period: ChartPeriod(.daily, containing: day)) }

    public var kind: ChartKind { period.kind }
    /// The cache's row: the kind, then the period's first day and the segment.
    public var cacheKind: String { kind.rawValue }
    public var cacheKey: String { period.first.compact + segment.cacheSuffix }
    public var description: String { "\(kind.rawValue) \(period)\(segment.cacheSuffix)" }
}
