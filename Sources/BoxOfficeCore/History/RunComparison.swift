import Foundation

/// Two runs on one D-number axis as cumulative audience, and how the first stands against the second
/// at the latest D-number both have figures for ("12% ahead of 범죄도시3 at D14").
public struct RunComparison: Sendable, Equatable {
    public struct Point: Sendable, Equatable {
        public let dNumber: Int
        /// nil where that run has no figures for the day (a gap or outside the top 10).
        public let total: Int64?
        public let otherTotal: Int64?
    }

    public let run: FilmRun
    public let other: FilmRun
    /// Every D-number either run covers, in order.
    public let points: [Point]
    /// The latest D-number both have totals for.
    public let commonDNumber: Int?

    public init(_ run: FilmRun, against other: FilmRun) {
        self.run = run
        self.other = other
        let a = run.totalsByDNumber, b = other.totalsByDNumber
        let all = Set(a.keys).union(b.keys).sorted()
        points = all.map { Point(dNumber: $0, total: a[$0], otherTotal: b[$0]) }
        commonDNumber = all.last { a[$0] != nil && b[$0] != nil }
    }

    /// (total − other) / other × 100 at the common day; nil without one, or when the other had no audience.
    public var percentAhead: Double? {
        guard let d = commonDNumber, let mine = run.totalsByDNumber[d], let theirs = other.totalsByDNumber[d], theirs > 0
        else { return nil }
        return (Double(mine) - Double(theirs)) / Double(theirs) * 100
    }

    /// One sentence, or nil when the runs share no day with figures. Whole per cent; under half a per
    /// cent either way is level.
    public var sentence: String? {
        guard let d = commonDNumber else { return nil }
        let values = ["title": other.title, "d": String(d)]
        guard let percent = percentAhead else { return tr("No comparison with {title} at D{d}: it had no audience yet", values) }
        let whole = percent.rounded()
        guard whole.isFinite, abs(whole) >= 1 else { return tr("Level with {title} at D{d}", values) }
        // Only broken data could make a ratio this large; it is said, not converted with a trap.
        let text = abs(whole) < 1e15 ? NumberFormatting.percent(abs(whole)) : "≥ 10^15%"
        let all = values.merging(["percent": text]) { $1 }
        return whole > 0 ? tr("{percent} ahead of {title} at D{d}", all) : tr("{percent} behind {title} at D{d}", all)
    }
}
