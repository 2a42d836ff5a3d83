import Foundation

extension Forecaster {
    /// The runs a forecast at one D-number learns from, prepared once: every run of the library that teaches,
    /// oldest first, with the regression's sums over each prefix (`sums[k]`: the first k runs, each weighted
    /// 2^(its day ÷ the half-life), relative to 1970-01-01: only the ratios of weights matter, and a prefix's
    /// sums never depend on the runs after it, so later rows never move an earlier forecast).
    struct PreparedDay {
        let refs: [Prepared]
        let sums: [Regression]

        init(_ refs: [Prepared]) {
            self.refs = refs
            var sums: [Regression] = []
            sums.reserveCapacity(refs.count + 1)
            var fit = Regression(features: refs.first?.features.count ?? 0)
            sums.append(fit)
            for ref in refs {
                fit.add(ref.features, ref.logMultiple, weight: Forecaster.recency(ref.teach, asOf: 0))
                sums.append(fit)
            }
            self.sums = sums
        }

        /// How many of the first runs had begun to teach by `day` (days since the epoch).
        func count(teachingBy day: Int) -> Int {
            var low = 0
            var high = refs.count
            while low < high {
                let middle = (low + high) / 2
                if refs[middle].teach <= day { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// What this forecaster worked out for its library, kept while it lives: each D-number's prepared runs,
    /// and the method's forecast for past runs (the backtest and the ranges ask for the same ones again).
    final class PastForecasts: @unchecked Sendable {
        private var values: [String: Double?] = [:]
        private var days: [Int: PreparedDay] = [:]
        private let lock = NSLock()

        func value(_ key: String) -> Double?? { lock.withLock { values[key] } }
        func set(_ key: String, _ value: Double?) { lock.withLock { values[key] = value } }
        func day(_ d: Int, make: () -> PreparedDay) -> PreparedDay {
            if let known = lock.withLock({ days[d] }) { return known }
            let made = make()
            lock.withLock { days[d] = made }
            return made
        }
    }

    /// The library's teaching runs at D`d`, prepared (once per forecaster).
    func preparedDay(_ d: Int) -> PreparedDay {
        pastForecasts.day(d) {
            var teaching: [(ReferenceRun, RunShape)] = []
            for entry in library.entries {
                guard entry.teachesFrom != nil else { break }
                if let shape = RunShape(entry.run, day: d) { teaching.append((entry.run, shape)) }
            }
            return PreparedDay(prepare(teaching))
        }
    }

    static func pastKey(_ run: ReferenceRun, day: Int) -> String {
        "\(run.movieCode)|\(run.firstDay.daysSinceEpoch)|\(day)"
    }

    /// log(final ÷ forecast) of the latest `Method.pastRuns` runs among the first `count` of `prepared` that
    /// were ranked on D`day` and had a forecast then, each made as of its own D`day`: the method's own record.
    func pastErrors(day: Int, prepared: PreparedDay, count: Int) -> [Double] {
        let refs = prepared.refs
        var errors: [Double] = []
        for i in stride(from: count - 1, through: 0, by: -1) where refs[i].shape.rankedOnDay {
            let run = refs[i]
            let key = Self.pastKey(run.run, day: day)
            let forecast: Double?
            if let known = pastForecasts.value(key) {
                forecast = known
            } else {
                let asOf = run.run.day(ofDNumber: day).daysSinceEpoch
                let cut = prepared.count(teachingBy: asOf)
                if cut >= Self.neighbours {
                    let nearest = Self.nearest(run.shape, in: refs, count: cut)
                    let regression = prepared.sums[cut].predict(run.features, lambda: Method.lambda)
                    forecast = Self.centre(nearest: nearest, refs: refs, asOf: asOf, regression: regression)
                } else {
                    forecast = nil
                }
                pastForecasts.set(key, forecast)
            }
            guard let forecast else { continue }
            errors.append(run.logMultiple - forecast)
            if errors.count == Method.pastRuns { break }
        }
        return errors
    }
}
