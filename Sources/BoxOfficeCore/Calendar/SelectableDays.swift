/// The days a user may pick: every day up to the latest one KOBIS has, or, on the bundled sample, only
/// the days it holds. Steps through the calendar land on the nearest pickable day in their direction.
public struct SelectableDays: Equatable, Sendable {
    public let latest: Day
    /// Sorted; empty means every day up to `latest`.
    public let only: [Day]

    public init(latest: Day, only: [Day] = []) {
        self.latest = latest
        self.only = only.sorted()
    }

    public func contains(_ day: Day) -> Bool {
        only.isEmpty ? day <= latest : only.contains(day)
    }

    /// A keyboard step of `days` (±1 a day, ±7 a week) from `day`: that day if it can be picked, else the
    /// nearest pickable day beyond it in the same direction; nil when there is none.
    public func step(from day: Day, days: Int) -> Day? {
        pickable(day.adding(days: days), from: day, forward: days > 0)
    }

    /// A step of whole months (Page Up / Page Down), with the same rule.
    public func step(from day: Day, months: Int) -> Day? {
        pickable(day.adding(months: months), from: day, forward: months > 0)
    }

    private func pickable(_ target: Day, from day: Day, forward: Bool) -> Day? {
        if !only.isEmpty {
            return forward ? only.first { $0 >= target } : only.last { $0 <= target }
        }
        if target <= latest { return target }
        // Past the latest day: stop on it, unless already there.
        return forward && day >= latest ? nil : latest
    }
}
