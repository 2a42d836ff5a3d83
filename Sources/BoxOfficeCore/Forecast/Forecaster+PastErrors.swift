import Foundation

extension Forecaster {
    /// What the method forecast for past runs at a D-number, each as of its own D-number from the runs that
    /// had ended by then; kept for the forecaster's library (the backtest asks for the same ones again).
    final class PastForecasts: @unchecked Sendable {
        private var values: [String: Double?] = [:]
        private let lock = NSLock()

        func value(_ key: String) -> Double?? { lock.withLock { values[key] } }
        func set(_ key: String, _ value: Double?) { lock.withLock { values[key] = value } }
    }

    static func pastKey(_ run: ReferenceRun, day: Int) -> String {
        "\(run.movieCode)|\(run.firstDay.daysSinceEpoch)|\(day)"
    }

    /// log(final ÷ forecast) of the latest `Method.pastRuns` runs among `refs` (oldest first by the day they
    /// began to teach) that were ranked on D`day` and had a forecast then: the method's own record.
    func pastErrors(day: Int, refs: [Prepared]) -> [Double] {
        var chosen: [Int] = []
        for i in refs.indices.reversed() where refs[i].shape.rankedOnDay {
            chosen.append(i)
            if chosen.count == Method.pastRuns { break }
        }
        // Each chosen run's forecast needs the runs that had ended by its D-number: the first `cut` of refs.
        let asOf = chosen.map { refs[$0].run.day(ofDNumber: day).daysSinceEpoch }
        let cuts = asOf.map { day in Self.count(refs) { $0.teach <= day } }
        var forecasts = [Double?](repeating: nil, count: chosen.count)
        var missing: [Int] = []
        for k in chosen.indices {
            if let known = pastForecasts.value(Self.pastKey(refs[chosen[k]].run, day: day)) {
                forecasts[k] = known
            } else {
                missing.append(k)
            }
        }
        // One pass over refs, refitting the regression as runs end (weights relative to the newest day).
        if !missing.isEmpty, let p = refs.first?.features.count {
            missing.sort { cuts[$0] < cuts[$1] }
            let anchor = refs.last?.teach ?? 0
            var fit = Regression(features: p)
            var added = 0
            for k in missing {
                let run = refs[chosen[k]]
                let cut = cuts[k]
                while added < cut {
                    fit.add(refs[added].features, refs[added].logMultiple, weight: Self.recency(refs[added].teach, asOf: anchor))
                    added += 1
                }
                var value: Double?
                if cut >= Self.neighbours {
                    let nearest = Self.nearest(run.shape, in: refs, count: cut)
                    let regression = fit.predict(run.features, lambda: Method.lambda)
                    value = Self.centre(nearest: nearest, refs: refs, asOf: asOf[k], regression: regression)
                }
                forecasts[k] = value
                pastForecasts.set(Self.pastKey(run.run, day: day), value)
            }
        }
        var errors: [Double] = []
        for k in chosen.indices {
            guard let forecast = forecasts[k] else { continue }
            errors.append(refs[chosen[k]].logMultiple - forecast)
            if errors.count == Method.pastRuns { break }
        }
        return errors
    }

    /// How many of `sorted`'s first elements satisfy `below` (it holds for a prefix).
    static func count(_ sorted: [Prepared], while below: (Prepared) -> Bool) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if below(sorted[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
