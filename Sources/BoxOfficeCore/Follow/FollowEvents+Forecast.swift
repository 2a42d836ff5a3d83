/// A followed film's forecast crossing even odds of 1,000만 or of its break-even: the forecast as of the day
/// against the forecast as of the day before (or the day last checked), both from the runs that had ended by
/// their own day.
extension FollowEvents {
    /// The mark every followed film is watched for.
    public static let forecastMark: Int64 = 10_000_000
    /// The chance a forecast has to reach for a crossing.
    public static let evenOdds = 0.5

    /// The crossings of `day` for the `followed` films in `today` (the day's daily chart, whole market): a
    /// chance below 50 % as of the day before (or no forecast then: the film had not opened) and at least
    /// 50 % as of `day`. `breakEvens` holds the user's break-even per film. Told once per film and mark:
    /// the id does not hold the day, so a dip and a second crossing are the same event. `since` holds, per
    /// film, the earlier day to compare with instead of the day before (the day it was last checked: a
    /// crossing during days no check ran is told by the next check).
    public static func forecastCrossings(
        followed: [FollowedFilm], day: Day, today: [HistoryRow], forecaster: Forecaster, breakEvens: [String: Int64],
        since: [String: Day] = [:]
    ) -> [FollowEvent] {
        let todayByCode = Dictionary(today.map { ($0.movieCode, $0) }, uniquingKeysWith: { a, _ in a })
        var events: [FollowEvent] = []
        for film in followed {
            guard let row = todayByCode[film.movieCode],
                let run = forecaster.library.run(of: film.movieCode, asOf: day), run.firstDay <= day
            else { continue }
            let breakEven = breakEvens[film.movieCode].flatMap { $0 > 0 && $0 != forecastMark ? $0 : nil }
            guard case .success(let now) = forecaster.forecast(run, asOf: day, breakEven: breakEven) else { continue }
            let earlier = since[film.movieCode].flatMap { $0 < day ? $0 : nil } ?? day.adding(days: -1)
            let before = try? forecaster.forecast(run, asOf: earlier, breakEven: breakEven).get()
            events += crossings(before: before, now: now).map { crossing in
                FollowEvent(
                    kind: .forecastCrossed(crossing), movieCode: film.movieCode, title: row.title, day: day,
                    audienceTotal: row.audienceTotal, rank: row.rank)
            }
        }
        return events
    }

    /// The marks not yet passed that `now` gives even odds or better and `before` gave less (nil: no forecast
    /// before).
    public static func crossings(before: FilmForecast?, now: FilmForecast) -> [ForecastCrossing] {
        var found: [ForecastCrossing] = []
        func check(_ chance: FilmForecast.Chance?, earlier: FilmForecast.Chance?, isBreakEven: Bool) {
            // A mark already passed is the milestone's news (a re-release starts past it).
            guard let chance, chance.chance >= evenOdds, now.audienceToDate < chance.admissions,
                (earlier?.chance ?? 0) < evenOdds
            else { return }
            found.append(
                ForecastCrossing(
                    mark: chance.admissions, isBreakEven: isBreakEven, chance: chance.chance, dNumber: now.day,
                    median: now.median))
        }
        func tenMillion(_ forecast: FilmForecast?) -> FilmForecast.Chance? {
            forecast?.chances.first { $0.admissions == forecastMark }
        }
        check(tenMillion(now), earlier: tenMillion(before), isBreakEven: false)
        check(now.breakEven, earlier: before?.breakEven, isBreakEven: true)
        return found
    }
}
