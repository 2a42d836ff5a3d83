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
    /// The film's own figures the regression reads (`Forecaster.Regression`): the total's size, the first
    /// week's decay, admissions per show and per screen, the sales share, previews, screens and shows, rank
    /// and share climbing, word of mouth (weekdays after the first weekend, the second Fri–Sun against the
    /// first), holidays and summer days. The market's level is added by the forecaster.
    let extra: [Double]
    /// Ranked on D`day` itself (a run the app would have forecast that day).
    let rankedOnDay: Bool

    init?(_ run: ReferenceRun, day d: Int) {
        guard d >= 1 else { return nil }
        var daily = [Int64](repeating: 0, count: d)
        var screens = [Int64](repeating: 0, count: d)
        var shows = [Int64](repeating: 0, count: d)
        var ranks = [Int](repeating: 11, count: d)
        var shares = [Double](repeating: 0, count: d)
        var latest: ReferenceRun.DayFigures?
        for figures in run.days {
            let n = run.dNumber(figures.day)
            guard n <= d else { break }
            latest = figures
            if n >= 1 {
                daily[n - 1] = figures.audience
                screens[n - 1] = figures.screens
                shows[n - 1] = figures.shows
                ranks[n - 1] = figures.rank
                shares[n - 1] = figures.salesShare
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
        rankedOnDay = latest.day == days[d - 1]
        let sumFirst = Double(daily[0] + daily[min(1, d - 1)])
        let sumLast = Double(daily[d - 1] + daily[max(d - 2, 0)])
        let holidayDays = Double(days.filter(KoreanHolidays.isHoliday).count)
        extra = [
            log(c), log((sumLast + 1) / (sumFirst + 1)), log((Double(daily[d - 1]) + 1) / (lastShows + 1)),
            log((Double(daily[d - 1]) + 1) / (Double(screens[d - 1]) + 1)), latest.salesShare / 100, previews,
            log((Double(screens[d - 1]) + 1) / (Double(screens[0]) + 1)), Double(latest.rank) / 10,
            Double(ranks[0] - ranks[d - 1]) / 10, (latest.salesShare - shares[0]) / 100,
            Self.weekdayHold(daily, days), Self.secondWeekend(daily, days),
            log((lastShows + 1) / (mostShows + 1)), holidayDays / 3,
            Double(days.filter(KoreanHolidays.isSummerPeak).count) / 7
        ]
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

    /// Weekdays (Mon–Thu) after the first weekend against its Saturday and Sunday (log; 0 before there are any).
    static func weekdayHold(_ daily: [Int64], _ days: [Day]) -> Double {
        guard let sunday = days.firstIndex(where: { $0.weekday == 1 }), sunday >= 1 else { return 0 }
        let weekend = Double(daily[sunday] + daily[sunday - 1]) / 2
        let after = (sunday + 1..<daily.count).filter { (2...5).contains(days[$0].weekday) }.map { daily[$0] }
        guard !after.isEmpty, weekend > 0 else { return 0 }
        return log((Double(after.reduce(0, +)) / Double(after.count) + 1) / (weekend + 1))
    }

    /// From D10: the second week's Friday–Sunday so far against the same days of the first (log; else 0).
    static func secondWeekend(_ daily: [Int64], _ days: [Day]) -> Double {
        guard daily.count >= 10 else { return 0 }
        let pairs = (7..<daily.count).filter { [6, 7, 1].contains(days[$0].weekday) }.suffix(3)
        let now = pairs.reduce(Int64(0)) { $0 + daily[$1] }
        let before = pairs.reduce(Int64(0)) { $0 + daily[$1 - 7] }
        return now > 0 && before > 0 ? log(Double(now) / Double(before)) : 0
    }

    /// The distance, or nil as soon as it is known to be above `bound` (the sum only grows): the nearest
    /// runs are found without finishing the sum for most runs.
    func distance(to other: RunShape, within bound: Double) -> Double? {
        var sum = 0.0
        for i in point.indices {
            sum += (point[i] - other.point[i]) * (point[i] - other.point[i])
            if sum > bound { return nil }
        }
        // Summed in the same order as `distance(to:)`, so the two agree to the last bit.
        if openingWeekday != other.openingWeekday { sum += Forecaster.Weights.weekday }
        return sum > bound ? nil : sum
    }

    func distance(to other: RunShape) -> Double {
        var sum = 0.0
        for i in point.indices { sum += (point[i] - other.point[i]) * (point[i] - other.point[i]) }
        if openingWeekday != other.openingWeekday { sum += Forecaster.Weights.weekday }
        return sum
    }
}
