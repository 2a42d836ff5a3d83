import Foundation

/// The whole market's admissions by day (the sum of every ranked film's), from a reference library: how
/// busy cinemas were when a run was where it is. The forecast reads its level over the last 7 and 28 days.
struct MarketLevel: Sendable, Equatable {
    /// Running totals: `cumulative[i]` is the admissions of every day before `first + i`.
    let first: Int
    let cumulative: [Int64]

    /// Read through the library's entries in place (an array of their runs would copy each one).
    init(entries: [ReferenceLibrary.Entry]) {
        var low = Int.max
        var high = Int.min
        for i in entries.indices {
            low = min(low, entries[i].run.firstDay.daysSinceEpoch)
            high = max(high, entries[i].run.lastDay.daysSinceEpoch)
        }
        guard low <= high else {
            first = 0
            cumulative = [0]
            return
        }
        var daily = [Int64](repeating: 0, count: high - low + 1)
        for i in entries.indices {
            for figures in entries[i].run.days {
                daily[figures.day.daysSinceEpoch - low] &+= max(0, figures.audience)
            }
        }
        var sums = [Int64](repeating: 0, count: daily.count + 1)
        for i in daily.indices { sums[i + 1] = sums[i] &+ daily[i] }
        first = low
        cumulative = sums
    }

    /// As a cached library holds it; nil unless the totals could be running totals (from 0, never falling:
    /// `level` then never overflows) from a day of the calendar.
    init?(first: Int, cumulative: [Int64]) {
        guard ReferenceLibrary.binaryDays.contains(first), cumulative.first == 0,
            !zip(cumulative, cumulative.dropFirst()).contains(where: { $0 > $1 })
        else { return nil }
        self.first = first
        self.cumulative = cumulative
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
