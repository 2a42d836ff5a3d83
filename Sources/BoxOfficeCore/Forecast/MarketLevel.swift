import Foundation

/// The whole market's admissions by day (the sum of every ranked film's), from a reference library: how
/// busy cinemas were when a run was where it is. The forecast reads its level over the last 7 and 28 days.
struct MarketLevel: Sendable {
    /// Running totals: `cumulative[i]` is the admissions of every day before `first + i`.
    private let first: Int
    private let cumulative: [Int64]

    /// Read through the library's entries in place (an array of their runs would copy each one).
    init(entries: [ReferenceLibrary.Entry]) {
        var low = Int.max
        var high = Int.min
        for i in entries.indices {
            low = min(low, entries[i].run.firstDay.daysSinceEpoch)
            high = max(high, entries[i].run.lastDay.daysSinceEpoch)
        }
        self.init(low: low, high: high) { add in
            for i in entries.indices {
                for figures in entries[i].run.days { add(figures.day.daysSinceEpoch, figures.audience) }
            }
        }
    }

    /// `days` gives every ranked day's (days since the epoch, admissions) to its argument, each day from `low`
    /// through `high` (none when `high` < `low`).
    init(low: Int, high: Int, days: (_ add: (Int, Int64) -> Void) -> Void) {
        guard low <= high else {
            first = 0
            cumulative = [0]
            return
        }
        var daily = [Int64](repeating: 0, count: high - low + 1)
        days { day, audience in daily[day - low] &+= max(0, audience) }
        var sums = [Int64](repeating: 0, count: daily.count + 1)
        for i in daily.indices { sums[i + 1] = sums[i] &+ daily[i] }
        first = low
        cumulative = sums
    }

    /// log(1 + the mean admissions a day over the `days` days ending with `day`); days outside the library
    /// count as 0.
    func level(endingOn day: Day, days: Int) -> Double {
        func before(_ n: Int) -> Int64 { cumulative[min(max(n - first, 0), cumulative.count - 1)] }
        let end = day.daysSinceEpoch + 1
        let total = before(end) - before(end - days)
        return log(Double(total) / Double(days) + 1)
    }
}
