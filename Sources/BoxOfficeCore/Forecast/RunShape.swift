import Foundation

/// What a run's first days looked like up to a D-number: the figures the forecast compares runs by.
/// Built from ranked days only (a day outside the top 10 counts as 0 admissions: it was below the #10).
struct RunShape: Sendable {
    /// The D-number it describes.
    let day: Int
    /// The total on the latest ranked day up to `day`, previews included.
    let total: Int64
    /// Each day's admissions D1…`day`, ranked days only.
    let daily: [Int64]
    /// The point in the space runs are compared in (`Forecaster.Weights`).
    let point: [Double]
    /// The last week's admissions against the week before (nil before D14): how well it holds.
    let hold: Double?
    let openingWeekday: Int

    init?(_ run: ReferenceRun, day d: Int) {
        guard d >= 1 else { return nil }
        var daily = [Int64](repeating: 0, count: d)
        var screens = [Int64](repeating: 0, count: d)
        var shows = [Int64](repeating: 0, count: d)
        var latest: ReferenceRun.DayFigures?
        for figures in run.days {
            let n = run.dNumber(figures.day)
            guard n <= d else { break }
            latest = figures
            if n >= 1 {
                daily[n - 1] = figures.audience
                screens[n - 1] = figures.screens
                shows[n - 1] = figures.shows
            }
        }
        guard let latest, latest.audienceTotal > 0 else { return nil }
        self.day = d
        total = latest.audienceTotal
        self.daily = daily
        openingWeekday = run.openDate.weekday
        let c = Double(total)
        let w = Forecaster.Weights.self
        var point = daily.map { w.shape * log(Double($0) / c + 1e-3) }
        let shownDays = daily.reduce(0, +)
        let previews = max(0, c - Double(shownDays)) / c
        let lastShows = Double(shows[d - 1])
        let mostShows = Double(shows.max() ?? 0)
        point += [
            w.total * log(c),
            w.screens * log((Double(screens[d - 1]) + 1) / (Double(screens[0]) + 1)),
            w.salesShare * latest.salesShare / 100,
            w.previews * previews,
            w.shows * log((lastShows + 1) / (mostShows + 1))
        ]
        self.point = point
        if d >= 14 {
            let last = daily[(d - 7)..<d].reduce(0, +)
            let before = daily[(d - 14)..<(d - 7)].reduce(0, +)
            hold = before > 0 ? Double(last) / Double(before) : nil
        } else {
            hold = nil
        }
    }

    func distance(to other: RunShape) -> Double {
        var sum = 0.0
        for i in point.indices { sum += (point[i] - other.point[i]) * (point[i] - other.point[i]) }
        if openingWeekday != other.openingWeekday { sum += Forecaster.Weights.weekday }
        return sum
    }
}
