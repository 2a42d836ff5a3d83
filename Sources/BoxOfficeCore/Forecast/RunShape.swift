import Foundation

/// What a run's first days looked like up to a D-number: the figures the forecast compares runs by.
/// Built from ranked days only (a day outside the top 10 counts as 0 admissions: it was below the #10).
struct RunShape: Sendable {
    /// The D-number it describes.
    let day: Int
    /// The total on the latest ranked day up to `day`, previews included.
    let total: Int64
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

    /// Made for every teaching run at each D-number a forecast asks (thousands a forecast): the calendar days
    /// are days since 1970-01-01 from D1's (`opening`), and only the days' admissions and shows are kept whole.
    init?(_ run: ReferenceRun, day d: Int) {
        guard d >= 1 else { return nil }
        let opening = run.openDate.daysSinceEpoch
        // D1…d's admissions and shows (a day outside the top 10: 0), the figures of D1 and D`d` (rank 11 and
        // nothing else when unranked), and the latest ranked day up to D`d`.
        var daily = [Int64](repeating: 0, count: d)
        var shows = [Int64](repeating: 0, count: d)
        var firstScreens: Int64 = 0
        var firstRank = 11
        var firstShare = 0.0
        var lastScreens: Int64 = 0
        var lastRank = 11
        var latest: ReferenceRun.DayFigures?
        for figures in run.days {
            let n = figures.day.daysSinceEpoch - opening + 1
            guard n <= d else { break }
            latest = figures
            guard n >= 1 else { continue }
            daily[n - 1] = figures.audience
            shows[n - 1] = figures.shows
            if n == 1 { (firstScreens, firstRank, firstShare) = (figures.screens, figures.rank, figures.salesShare) }
            if n == d { (lastScreens, lastRank) = (figures.screens, figures.rank) }
        }
        guard let latest, latest.audienceTotal > 0 else { return nil }
        // Holidays early in a run lift its first days, not what follows.
        var holidayDays = 0
        var summerDays = 0
        for n in opening..<(opening + d) {
            if KoreanHolidays.isHoliday(daysSinceEpoch: n) { holidayDays += 1 }
            if KoreanHolidays.isSummerPeak(daysSinceEpoch: n) { summerDays += 1 }
        }
        self.day = d
        total = latest.audienceTotal
        openingWeekday = Day.weekday(daysSinceEpoch: opening)
        let c = Double(total)
        let w = Forecaster.Weights.self
        let shownDays = daily.reduce(0, +)
        let previews = max(0, c - Double(shownDays)) / c
        let lastShows = Double(shows[d - 1])
        let mostShows = Double(shows.max() ?? 0)
        var point: [Double] = []
        point.reserveCapacity(d + 9)
        for admissions in daily { point.append(w.shape * log(Double(admissions) / c + 1e-3)) }
        // One by one into the reserved array (a literal added to it is an array more per run).
        point.append(w.total * log(c))
        point.append(w.screens * log((Double(lastScreens) + 1) / (Double(firstScreens) + 1)))
        point.append(w.salesShare * latest.salesShare / 100)
        point.append(w.previews * previews)
        point.append(w.shows * log((lastShows + 1) / (mostShows + 1)))
        point.append(w.perShow * log((Double(daily[d - 1]) + 1) / (lastShows + 1)))
        point.append(w.rank * Double(latest.rank) / 10)
        point.append(w.holidays * Double(holidayDays) / 3)
        point.append(w.summer * Double(summerDays) / 7)
        self.point = point
        rankedOnDay = latest.day.daysSinceEpoch == opening + d - 1
        let sumFirst = Double(daily[0] + daily[min(1, d - 1)])
        let sumLast = Double(daily[d - 1] + daily[max(d - 2, 0)])
        extra = [
            log(c), log((sumLast + 1) / (sumFirst + 1)), log((Double(daily[d - 1]) + 1) / (lastShows + 1)),
            log((Double(daily[d - 1]) + 1) / (Double(lastScreens) + 1)), latest.salesShare / 100, previews,
            log((Double(lastScreens) + 1) / (Double(firstScreens) + 1)), Double(latest.rank) / 10,
            Double(firstRank - lastRank) / 10, (latest.salesShare - firstShare) / 100,
            Self.weekdayHold(daily, opening: opening), Self.secondWeekend(daily, opening: opening),
            log((lastShows + 1) / (mostShows + 1)), Double(holidayDays) / 3, Double(summerDays) / 7
        ]
        // The second week so far against the same days of the first (from D10: three days at least), then
        // each week against the one before: how well the run holds. A holiday in either span says nothing
        // about that, so there is no hold to compare then (nor the day after one: often a day off too).
        if d >= 10 {
            let span = min(7, d - 7)
            // From the first compared day to the last, and the day after a holiday too (a substitute day off):
            // each compared day D(d − span − 6) … D`d` and the day before it.
            let compared = (opening + d - span - 8)...(opening + d - 1)
            let last = daily[(d - span)..<d].reduce(0, +)
            let before = daily[(d - span - 7)..<(d - 7)].reduce(0, +)
            hold =
                before > 0 && !compared.contains(where: KoreanHolidays.isHoliday(daysSinceEpoch:))
                ? Double(last) / Double(before) : nil
        } else {
            hold = nil
        }
    }

    /// Weekdays (Mon–Thu) after the first weekend against its Saturday and Sunday (log; 0 before there are any).
    /// `opening`: D1 as days since 1970-01-01.
    static func weekdayHold(_ daily: [Int64], opening: Int) -> Double {
        func weekday(_ i: Int) -> Int { Day.weekday(daysSinceEpoch: opening + i) }
        guard let sunday = daily.indices.first(where: { weekday($0) == 1 }), sunday >= 1 else { return 0 }
        let weekend = Double(daily[sunday] + daily[sunday - 1]) / 2
        var after: Int64 = 0
        var count = 0
        for i in (sunday + 1)..<daily.count where (2...5).contains(weekday(i)) {
            after += daily[i]
            count += 1
        }
        guard count > 0, weekend > 0 else { return 0 }
        return log((Double(after) / Double(count) + 1) / (weekend + 1))
    }

    /// From D10: the second week's Friday–Sunday so far against the same days of the first (log; else 0).
    static func secondWeekend(_ daily: [Int64], opening: Int) -> Double {
        guard daily.count >= 10 else { return 0 }
        // The last three Fridays, Saturdays or Sundays from D8 on.
        var now: Int64 = 0
        var before: Int64 = 0
        var pairs = 0
        for i in stride(from: daily.count - 1, through: 7, by: -1) {
            let weekday = Day.weekday(daysSinceEpoch: opening + i)
            guard weekday == 6 || weekday == 7 || weekday == 1 else { continue }
            now += daily[i]
            before += daily[i - 7]
            pairs += 1
            if pairs == 3 { break }
        }
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
