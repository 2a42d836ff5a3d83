/// The days a source holds a whole-market chart of, as runs of consecutive days: what tells a day the film
/// was outside the top 10 (held, the film not on it) from a day nobody asked about (missing: unknown).
public struct DaySpans: Sendable, Equatable {
    /// Oldest first, apart (a day between two spans is missing), none empty.
    public let spans: [ClosedRange<Day>]

    public init(_ spans: [ClosedRange<Day>]) {
        var merged: [ClosedRange<Day>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, span.lowerBound <= last.upperBound.adding(days: 1) {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        self.spans = merged
    }

    /// `days` in any order, repeats allowed.
    public init(days: some Sequence<Day>) {
        var spans: [ClosedRange<Day>] = []
        for day in Set(days).sorted() {
            if let last = spans.last, last.upperBound.adding(days: 1) == day {
                spans[spans.count - 1] = last.lowerBound...day
            } else {
                spans.append(day...day)
            }
        }
        self.spans = spans
    }

    public static let none = DaySpans([])

    public var last: Day? { spans.last?.upperBound }

    /// The held span that contains `day`, nil when the day is missing.
    public func span(containing day: Day) -> ClosedRange<Day>? {
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].upperBound < day { low = middle + 1 } else { high = middle }
        }
        return low < spans.count && spans[low].contains(day) ? spans[low] : nil
    }

    public func contains(_ day: Day) -> Bool { span(containing: day) != nil }

    /// Whether every day from `first` to `last` is held.
    public func holdsAll(_ first: Day, _ last: Day) -> Bool {
        first > last || span(containing: first).map { $0.upperBound >= last } ?? false
    }

    /// Whether some `count` consecutive days from `first` to `last` are all held.
    func holdsRun(of count: Int, from first: Day, to last: Day) -> Bool {
        guard first <= last else { return false }
        return spans.contains { span in
            let a = max(span.lowerBound, first)
            let b = min(span.upperBound, last)
            return a <= b && a.days(until: b) + 1 >= count
        }
    }

    /// Both sources' days.
    public func union(_ other: DaySpans) -> DaySpans { DaySpans(spans + other.spans) }
}
