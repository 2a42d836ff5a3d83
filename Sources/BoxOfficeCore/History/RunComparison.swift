import Foundation

/// Two runs on one D-number axis in one measure (cumulative audience unless told otherwise), and how the
/// first stands against the second at the latest D-number both have figures for ("12% ahead of 범죄도시3
/// at D14").
public struct RunComparison: Sendable, Equatable {
    /// What two runs can be compared in: the explicit set. Daily sales, shows and the share of sales are left
    /// out: a day's share is of that day's market (two films' days are different markets), and "n % ahead" of
    /// a percentage reads as points or per cent alike; daily sales and shows follow the audience and the
    /// screens, which are offered.
    public enum Measure: String, CaseIterable, Sendable {
        case audienceTotal, salesTotal, screens, audience

        public func value(_ row: HistoryRow) -> Int64 {
            switch self {
            case .audienceTotal: return row.audienceTotal
            case .salesTotal: return row.salesTotal
            case .screens: return row.screens
            case .audience: return row.audience
            }
        }
    }

    public struct Point: Sendable, Equatable {
        public let dNumber: Int
        /// The measure's value; nil where that run has no figures for the day (a gap or outside the top 10).
        public let value: Int64?
        public let otherValue: Int64?

        public init(dNumber: Int, value: Int64?, otherValue: Int64?) {
            self.dNumber = dNumber
            self.value = value
            self.otherValue = otherValue
        }
    }

    public let run: FilmRun
    public let other: FilmRun
    public let measure: Measure
    /// Every D-number either run has figures for, in order.
    public let points: [Point]
    /// The latest D-number both have figures for (the same in every measure: each comes from the day's row).
    public let commonDNumber: Int?

    public init(_ run: FilmRun, against other: FilmRun, measure: Measure = .audienceTotal) {
        self.run = run
        self.other = other
        self.measure = measure
        let a = run.valuesByDNumber(measure.value)
        let b = other.valuesByDNumber(measure.value)
        let all = Set(a.keys).union(b.keys).sorted()
        points = all.map { Point(dNumber: $0, value: a[$0], otherValue: b[$0]) }
        commonDNumber = all.last { a[$0] != nil && b[$0] != nil }
    }

    /// The point of the common day: where a read-out starts.
    public var commonPoint: Point? { points.first { $0.dNumber == commonDNumber } }

    /// (value − other) / other × 100 at the common day; nil without one, or when the other's value was 0.
    public var percentAhead: Double? {
        guard let p = commonPoint, let mine = p.value, let theirs = p.otherValue, theirs > 0 else { return nil }
        return (Double(mine) - Double(theirs)) / Double(theirs) * 100
    }

    /// One sentence in the measure's words, or nil when the runs share no day with figures. Whole per cent;
    /// under half a per cent either way is level.
    public var sentence: String? {
        guard let d = commonDNumber else { return nil }
        let values = ["title": other.title, "d": String(d)]
        guard let percent = percentAhead else { return noComparison(values) }
        let whole = percent.rounded()
        guard whole.isFinite, abs(whole) >= 1 else { return level(values) }
        // Only broken data could make a ratio this large; it is said, not converted with a trap.
        let text = abs(whole) < 1e15 ? NumberFormatting.percent(abs(whole)) : "≥ 10^15%"
        return ahead(whole > 0, values.merging(["percent": text]) { $1 })
    }
}
