import Foundation

extension Forecaster {
    /// A ridge regression of the log multiple on a run's figures (`RunShape.extra` and the market's level),
    /// weighted toward recent runs, kept as running weighted sums so it can be refit as each run ends.
    ///
    /// Each figure is standardised by the weighted mean and spread of the runs summed; the penalty `lambda`
    /// is on the standardised coefficients, against weights that sum to 1. Only ratios of weights matter, so
    /// runs can be added with weights relative to any day.
    struct Regression {
        let count: Int
        private(set) var weight = 0.0
        private var sx: [Double]
        private var sxx: [Double]
        private var sy = 0.0
        private var sxy: [Double]

        init(features: Int) {
            count = features
            sx = [Double](repeating: 0, count: features)
            sxx = [Double](repeating: 0, count: features * features)
            sxy = [Double](repeating: 0, count: features)
        }

        /// Added for each of a forecast's thousand runs: through the arrays' buffers, so the uniqueness and
        /// bounds checks are made once per run instead of per product; the same sums in the same order.
        mutating func add(_ x: [Double], _ y: Double, weight w: Double) {
            precondition(x.count == count, "every run has the same figures")
            weight += w
            sy += w * y
            let p = count
            x.withUnsafeBufferPointer { x in
                sx.withUnsafeMutableBufferPointer { sx in
                    sxy.withUnsafeMutableBufferPointer { sxy in
                        sxx.withUnsafeMutableBufferPointer { sxx in
                            for a in 0..<p {
                                let wa = w * x[a]
                                sx[a] += wa
                                sxy[a] += wa * y
                                for b in a..<p { sxx[a * p + b] += wa * x[b] }
                            }
                        }
                    }
                }
            }
        }

        /// The fitted log multiple for `x`; nil when nothing was added or the system cannot be solved.
        func predict(_ x: [Double], lambda: Double) -> Double? {
            guard weight > 0 else { return nil }
            let p = count
            let mean = sx.map { $0 / weight }
            let yMean = sy / weight
            var sd = [Double](repeating: 0, count: p)
            for a in 0..<p { sd[a] = max(0, sxx[a * p + a] / weight - mean[a] * mean[a]).squareRoot() + 1e-9 }
            var matrix = [Double](repeating: 0, count: p * p)
            var rhs = [Double](repeating: 0, count: p)
            for a in 0..<p {
                for b in a..<p {
                    let c = (sxx[a * p + b] / weight - mean[a] * mean[b]) / (sd[a] * sd[b])
                    matrix[a * p + b] = c + (a == b ? lambda : 0)
                    matrix[b * p + a] = matrix[a * p + b]
                }
                rhs[a] = (sxy[a] / weight - mean[a] * yMean) / sd[a]
            }
            guard let beta = Self.solve(matrix, rhs, p) else { return nil }
            var value = yMean
            for a in 0..<p { value += (x[a] - mean[a]) / sd[a] * beta[a] }
            return value.isFinite ? value : nil
        }

        /// Cholesky: the matrix is symmetric and, with the penalty, positive definite.
        static func solve(_ m: [Double], _ b: [Double], _ p: Int) -> [Double]? {
            var l = [Double](repeating: 0, count: p * p)
            for i in 0..<p {
                for j in 0...i {
                    var s = m[i * p + j]
                    for k in 0..<j { s -= l[i * p + k] * l[j * p + k] }
                    if i == j {
                        guard s > 0 else { return nil }
                        l[i * p + i] = s.squareRoot()
                    } else {
                        l[i * p + j] = s / l[j * p + j]
                    }
                }
            }
            var y = [Double](repeating: 0, count: p)
            for i in 0..<p {
                var s = b[i]
                for k in 0..<i { s -= l[i * p + k] * y[k] }
                y[i] = s / l[i * p + i]
            }
            var x = [Double](repeating: 0, count: p)
            for i in stride(from: p - 1, through: 0, by: -1) {
                var s = y[i]
                for k in (i + 1)..<p { s -= l[k * p + i] * x[k] }
                x[i] = s / l[i * p + i]
            }
            return x
        }
    }
}
