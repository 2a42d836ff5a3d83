/// What a fill costs before it starts, in KOBIS requests: the charts it will ask for, the details of the films
/// of the saved days that have none (known exactly), and an estimate of the new films the days still to fetch
/// will bring (unknown until their charts come: each costs a request for its details).
public struct FillPrice: Sendable, Equatable {
    public let charts: Int
    /// Films of the days history holds whose details are not saved: exactly these.
    public let knownDetails: Int
    /// The new films the charts still to fetch should bring (rounded up); zero when no chart is to fetch.
    public let estimatedDetails: Int

    public init(charts: Int, knownDetails: Int, estimatedDetails: Int) {
        self.charts = max(0, charts)
        self.knownDetails = max(0, knownDetails)
        self.estimatedDetails = max(0, estimatedDetails)
    }

    public static let zero = FillPrice(charts: 0, knownDetails: 0, estimatedDetails: 0)

    /// Every request the fill should make.
    public var requests: Int { charts + knownDetails + estimatedDetails }
    /// Part of the price is a guess (days not fetched yet): said "about".
    public var isEstimate: Bool { estimatedDetails > 0 }

    /// A first day with no saved day beside it: its whole top 10 may be new to the fill.
    public static let firstDayFilms = 10.0
    /// New films a day brings after the day before it, on average. Measured on every daily chart of 2017–2022
    /// (/work/shared/fixtures/runs, 2,191 days): counting the films of each day not met on an earlier day of the
    /// same range, a whole year's range brings 0.74–0.87 a day (0.75 over the six years), a month's 0.91 on
    /// average (0.5–1.48); January 2020 brought 0.63 (29 films in 31 days). 0.8 lies between a month and a year.
    public static let newFilmsPerDay = 0.8

    /// The new films each day to fetch should bring: `newFilmsPerDay` for each day since the nearest day the fill
    /// will already know (saved, or fetched before it) within a week before it, or else a saved one within a week
    /// after it; `firstDayFilms` at most, and for a day with no such neighbour (a weekend after the one before it
    /// brings 5 days' worth, 4 films).
    public static func expectedNewFilms(toFetch: [Day], saved: Set<Day>) -> [Day: Double] {
        let fetching = Set(toFetch)
        var expected: [Day: Double] = [:]
        for day in toFetch.sorted() {
            let before = (1...7).first {
                saved.contains(day.adding(days: -$0)) || fetching.contains(day.adding(days: -$0))
            }
            let after = (1...7).first { saved.contains(day.adding(days: $0)) }
            guard let gap = before ?? after else {
                expected[day] = firstDayFilms
                continue
            }
            expected[day] = min(firstDayFilms, newFilmsPerDay * Double(gap))
        }
        return expected
    }

    /// The sum of `expectedNewFilms`, rounded up.
    public static func estimatedDetails(toFetch: [Day], saved: Set<Day>) -> Int {
        let sum = expectedNewFilms(toFetch: toFetch, saved: saved).values.reduce(0, +)
        // Less a hair, so 10 + 30 × 0.8 is 34 and not 35 by a rounding error.
        return Int((sum - 1e-9).rounded(.up))
    }
}
