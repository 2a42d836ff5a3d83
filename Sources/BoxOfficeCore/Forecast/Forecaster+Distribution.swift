import Foundation

extension Forecaster {
    /// Where the film may end, in log multiples of its total so far: the neighbours' multiples, each
    /// smoothed by a normal spread scaled to how far apart they are. The 80 % range and every chance are read
    /// from this one distribution, so a mark outside the range never gets a chance that contradicts it.
    struct Outcomes {
        /// The neighbours' log multiples, sorted.
        let multiples: [Double]
        /// The smoothing's spread: half of Silverman's rule of thumb for the neighbours' spread, so a settled
        /// run (neighbours that all ended where they stood) keeps a narrow range and chances to match.
        let spread: Double

        init(multiples: [Double]) {
            self.multiples = multiples
            spread = Self.bandwidth(multiples)
        }

        /// Past errors (log final ÷ forecast) about `centre`, each scaled by (this forecast ÷ the past runs'
        /// median forecast)^`Method.rangeGrowth` (`size`: the log of this forecast's final): a film forecast
        /// to end ten times bigger than the typical past one gets a range about 1.26 times as wide in logs, as
        /// the big films of 2017–2019 needed (docs/FORECAST.md).
        init(errors: [(error: Double, size: Double)], about centre: Double, size: Double) {
            let typical = Forecaster.quantile(errors.map(\.size).sorted(), 0.5)
            let scale = exp(Method.rangeGrowth * (size - typical))
            self.init(multiples: errors.map { centre + $0.error * scale }.sorted())
        }

        /// 0.5 × 0.9 × min(standard deviation, interquartile range ÷ 1.34) × n^(−1/5).
        static func bandwidth(_ sorted: [Double]) -> Double {
            let n = Double(sorted.count)
            guard sorted.count >= 2 else { return 0 }
            let mean = sorted.reduce(0, +) / n
            let sd = (sorted.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)).squareRoot()
            let iqr = (Forecaster.quantile(sorted, 0.75) - Forecaster.quantile(sorted, 0.25)) / 1.34
            let s = iqr > 0 ? min(sd, iqr) : sd
            return 0.5 * 0.9 * s * pow(n, -0.2)
        }

        /// The share of the distribution at or below `x`.
        func fraction(below x: Double) -> Double {
            guard !multiples.isEmpty else { return 0 }
            if spread <= 0 { return Double(multiples.filter { $0 <= x }.count) / Double(multiples.count) }
            return multiples.reduce(0.0) { $0 + Forecaster.normal((x - $1) / spread) } / Double(multiples.count)
        }

        /// The share of the distribution above `x`, counted from the upper tails themselves (so a far mark keeps
        /// its tiny chance rather than rounding 1 − 1 to nothing).
        func fraction(above x: Double) -> Double {
            guard !multiples.isEmpty else { return 0 }
            if spread <= 0 { return Double(multiples.filter { $0 > x }.count) / Double(multiples.count) }
            return multiples.reduce(0.0) { $0 + Forecaster.normal(($1 - x) / spread) } / Double(multiples.count)
        }

        /// The `p` quantile (0–1); without smoothing (all neighbours alike), the neighbours' own.
        func quantile(_ p: Double) -> Double {
            guard spread > 0, let first = multiples.first, let last = multiples.last else {
                return Forecaster.quantile(multiples, p)
            }
            var low = first - 10 * spread
            var high = last + 10 * spread
            for _ in 0..<100 {
                let middle = (low + high) / 2
                let before = (low, high)
                if fraction(below: middle) < p { low = middle } else { high = middle }
                // A step that moved neither end, or closed them on one value, is the step every later one would
                // be: stopping here gives what all 100 give (bisection reaches adjacent doubles in about 55).
                if before == (low, high) || low == high { break }
            }
            return (low + high) / 2
        }
    }
}
