import BoxOfficeCore
import Foundation
import GRDB

/// The day a followed film's forecast was last checked for a crossing (`FollowCheck`): the next check compares
/// with it, not with the day before, so a crossing during days no check ran is still told.
extension HistoryStore {
    /// The last day the film's forecast was checked; nil when never.
    public func forecastCheckedDay(movieCode: String) -> Day? {
        setting(Self.forecastCheckedSetting(movieCode)).flatMap { Int($0) }.flatMap { Day(number: $0) }
    }

    /// Saves `day` as the film's last checked day, unless a later one is saved (the window may check an
    /// older day when it is shown).
    public func setForecastChecked(_ day: Day, movieCode: String) {
        if let saved = forecastCheckedDay(movieCode: movieCode), saved >= day { return }
        setSetting(Self.forecastCheckedSetting(movieCode), String(day.number))
    }

    /// The newest day before `day` whose whole-market chart the history keeps; nil when none.
    public func newestKeptDay(before day: Day) -> Day? {
        database.readingOnce("read the history's days") { db in
            try Int.fetchOne(
                db.cachedStatement(sql: "SELECT MAX(day) FROM history WHERE segment = '' AND day < ?"),
                arguments: [day.number])
        }?.flatMap { Day(number: $0) }
    }

    static func forecastCheckedSetting(_ movieCode: String) -> String { "forecastChecked." + movieCode }
}
