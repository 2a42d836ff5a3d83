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
        // The calendar days D1…d: holidays early in a run lift its first days, not what follows.
        let days = (1...d).map { run.day(ofDNumber: $0) }
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
            w.shows * log((lastShows + 1) / (mostShows + 1)),
            w.perShow * log((Double(daily[d - 1]) + 1) / (lastShows + 1)),
            w.rank * Double(latest.rank) / 10,
            w.holidays * Double(days.filter(KoreanHolidays.isHoliday).count) / 3,
            w.summer * Double(days.filter(KoreanHolidays.isSummerPeak).count) / 7
        ]
        self.point = point
        // The second week so far against the same days of the first (from D10: three days at least), then
        // each week against the one before: how well the run holds. A holiday in either span says nothing
        // about that, so there is no hold to compare then (nor the day after one: often a day off too).
        if d >= 10 {
            let span = min(7, d - 7)
            // From the first compared day to the last, and the day after a holiday too (a substitute day off).
            let compared = days[(d - span - 7)..<d].map { $0.adding(days: -1) } + [days[d - 1]]
            let last = daily[(d - span)..<d].reduce(0, +)
            let before = daily[(d - span - 7)..<(d - 7)].reduce(0, +)
            hold =
                before > 0 && !compared.contains(where: KoreanHolidays.isHoliday) ? Double(last) / Double(before) : nil
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
