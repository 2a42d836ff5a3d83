import Foundation

extension Forecaster {
    /// Said once a run has all but ended, and never taken back: from D14, on some day up to `d` its last
    /// seven days brought at most 1 % of its total so far. A settled forecast is the run's own tail (`Tail`).
    static func settled(_ run: ReferenceRun, day d: Int) -> Bool {
        guard d >= 14 else { return false }
        let daily = dailyAdmissions(run, day: d)
        var totals = [Int64](repeating: 0, count: d + 1)
        for figures in run.days {
            let n = run.dNumber(figures.day)
            guard n <= d else { break }
            totals[max(n, 0)] = figures.audienceTotal
        }
        var week: Int64 = 0
        for n in 1...d {
            totals[n] = max(totals[n], totals[n - 1])
            week += daily[n] - (n > 7 ? daily[n - 7] : 0)
            if n >= 14, totals[n] > 0, week * 100 <= totals[n] { return true }
        }
        return false
    }

    /// Admissions on each D-number 1…`d` (index n; 0 on a day out of the top 10 and at index 0).
    static func dailyAdmissions(_ run: ReferenceRun, day d: Int) -> [Int64] {
        var daily = [Int64](repeating: 0, count: d + 1)
        for figures in run.days {
            let n = run.dNumber(figures.day)
            guard n <= d else { break }
            if n >= 1 { daily[n] = figures.audience }
        }
        return daily
    }

    /// A settled forecast from what is left of the run, not from the neighbours' multiple (whose multiple of a
    /// re-release's total in the millions adds far more than the re-release can). With T the total so far,
    /// w the last seven days' admissions and p the seven before, the decay is r = min(w ÷ p, 0.5) and the
    /// rest min(w × r ÷ (1 − r), w): the figure T + rest, the 80 % range T … T + 4 × rest. Chosen on the
    /// settled days of 2017–2019 (docs/FORECAST.md, "A settled forecast from the run's own tail").
    struct Tail: Equatable {
        /// The decay's cap, and the rest's in weeks of the last one.
        static let decayCap = 0.5
        static let restWeeks = 1.0
        /// The range's high end: the total so far plus this many times the rest.
        static let highRests = 4.0

        let total: Int64
        let figure: Int64
        let low: Int64
        let high: Int64

        init(total: Int64, lastWeek w: Int64, weekBefore p: Int64) {
            let r = p > 0 ? min(Double(w) / Double(p), Self.decayCap) : Self.decayCap
            let rest = min(Double(w) * r / (1 - r), Self.restWeeks * Double(w))
            self.total = total
            figure = total + Int64(rest.rounded())
            low = total
            high = total + Int64((Self.highRests * rest).rounded())
        }

        /// The tail of `run` as of D`d`, its total so far `total`.
        init(_ run: ReferenceRun, day d: Int, total: Int64) {
            let daily = Forecaster.dailyAdmissions(run, day: d)
            let week = { (last: Int) in daily[max(0, last - 6)...max(0, last)].reduce(0, +) }
            self.init(total: total, lastWeek: week(d), weekBefore: d > 7 ? week(d - 7) : 0)
        }

        /// The chance of passing `admissions`: certain up to the total so far, 90 % at the range's low end, 50 % at
        /// the figure, 10 % at its high end (straight lines between) and none above it, so a mark above the range
        /// has a chance under 10 % and one below it over 90 %, as for every forecast.
        func chance(passing admissions: Int64) -> Double {
            if admissions <= total { return 1 }
            if admissions > high { return 0 }
            let points: [(Int64, Double)] = [(total, 1), (low, 0.9), (figure, 0.5), (high, 0.1)]
            for (a, b) in zip(points, points.dropFirst()) where admissions <= b.0 && b.0 > a.0 {
                return a.1 + (b.1 - a.1) * Double(admissions - a.0) / Double(b.0 - a.0)
            }
            return 0
        }
    }
}
