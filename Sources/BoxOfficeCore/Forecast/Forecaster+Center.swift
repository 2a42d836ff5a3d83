import Foundation

extension Forecaster {
    /// How the forecast's centre is made (docs/FORECAST.md, chosen on the films of 2017–2019).
    enum Method {
        /// A run that ended this many days before the forecast counts half as much as one that just ended.
        static let halfLife = 2 * 365.25
        static let lambda = 0.01
        /// The regression's share of the log multiple; the rest is the nearest runs' weighted median.
        static let regressionShare = 0.3
        /// The ranges come from the method's errors on the latest runs that ended, when there are enough.
        static let pastRuns = 150
        static let fewestPastRuns = 30
        /// How much wider the range is for a bigger forecast: the past errors are scaled by (the forecast ÷ their
        /// runs' median forecast) to this power (`Outcomes(errors:about:size:)`).
        static let rangeGrowth = 0.1
        /// 명량 (2014): no range reaches past it unless the film is already past it.
        static let record: Int64 = 17_613_682
    }

    /// A reference run ready for the forecast at one D-number.
    struct Prepared {
        let run: ReferenceRun
        let shape: RunShape
        /// The day it began to teach (the 15th day after its last ranked day), as days since the epoch.
        let teach: Int
        let logMultiple: Double
        let features: [Double]
    }

    /// The run's figures the regression reads: its own, and the market's level over 7 and 28 days to D`d`.
    func features(_ shape: RunShape, of run: ReferenceRun) -> [Double] {
        let day = run.day(ofDNumber: shape.day)
        let month = library.market.level(endingOn: day, days: 28)
        return shape.extra + [
            library.market.level(endingOn: day, days: 7), month, log(Double(shape.total) / Double(shape.day)) - month
        ]
    }

    func prepare(_ references: [(ReferenceRun, RunShape)]) -> [Prepared] {
        references.map { run, shape in
            Prepared(
                run: run, shape: shape, teach: run.endKnownOn.daysSinceEpoch,
                logMultiple: log(Double(run.finalTotal) / Double(shape.total)), features: features(shape, of: run))
        }
    }

    /// The `neighbours` nearest of `refs[0..<count]` to `shape`, nearest first (ties: by code, then first day).
    static func nearest(_ shape: RunShape, in refs: [Prepared], count: Int) -> [(index: Int, distance: Double)] {
        var best: [(index: Int, distance: Double)] = []
        best.reserveCapacity(neighbours + 1)
        func before(_ a: (index: Int, distance: Double), _ b: (index: Int, distance: Double)) -> Bool {
            a.distance != b.distance ? a.distance < b.distance : refs[a.index].run.precedes(refs[b.index].run)
        }
        for i in 0..<count {
            let bound = best.count == neighbours ? best[best.count - 1].distance : .infinity
            guard let distance = shape.distance(to: refs[i].shape, within: bound) else { continue }
            let candidate = (index: i, distance: distance)
            if best.count == neighbours, let last = best.last, !before(candidate, last) { continue }
            let at = best.firstIndex { before(candidate, $0) } ?? best.count
            best.insert(candidate, at: at)
            if best.count > neighbours { best.removeLast() }
        }
        return best
    }

    /// The weighted median: the smallest value whose running weight (values in order, ties in the given
    /// order) reaches half of all.
    static func weightedMedian(_ values: [Double], _ weights: [Double]) -> Double {
        let order = values.indices.sorted { values[$0] != values[$1] ? values[$0] < values[$1] : $0 < $1 }
        let half = weights.reduce(0, +) / 2
        var running = 0.0
        for i in order {
            running += weights[i]
            if running >= half { return values[i] }
        }
        return order.last.map { values[$0] } ?? 0
    }

    static func recency(_ teach: Int, asOf: Int) -> Double { pow(0.5, Double(asOf - teach) / Method.halfLife) }

    /// The log multiple forecast from the nearest of `refs[0..<count]` (weighted toward recent runs) and the
    /// regression; `regression` nil: the nearest runs alone.
    static func centre(
        nearest: [(index: Int, distance: Double)], refs: [Prepared], asOf: Int, regression: Double?
    ) -> Double {
        let values = nearest.map { refs[$0.index].logMultiple }
        let weights = nearest.map { recency(refs[$0.index].teach, asOf: asOf) }
        let median = weightedMedian(values, weights)
        guard let regression else { return median }
        return (1 - Method.regressionShare) * median + Method.regressionShare * regression
    }
}
