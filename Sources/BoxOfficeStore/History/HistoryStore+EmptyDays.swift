import BoxOfficeCore
import Foundation
import GRDB

/// Days KOBIS answered with an empty chart once they were tallied (asked after noon of the next day in Korea):
/// history keeps no row of them, yet they were asked, and a film's run counts them as days it was not in the
/// top 10 rather than days to fill again. An empty answer asked before that (the day not tallied yet) is not one.
extension HistoryStore {
    /// Those of `days` whose saved daily chart in `segment` is empty and was asked once the day was tallied.
    public func answeredEmptyDays(_ days: [Day], segment: ChartSegment) -> Set<Day> {
        guard !days.isEmpty else { return [] }
        return database.readingOnce("read the days answered empty") { db in
            let statement = try db.cachedStatement(
                sql: "SELECT body, fetchedAt FROM response WHERE kind = 'daily' AND key = ?")
            var empty = Set<Day>()
            for day in days {
                guard let row = try Row.fetchOne(statement, arguments: [day.compact + segment.cacheSuffix]),
                    let body = Data.fromDatabaseValue(row["body"]),  // edited files: no trap
                    let at = Double.fromDatabaseValue(row["fetchedAt"]),
                    CacheDatabase.date(at) >= KoreanTime.noon(of: day.adding(days: 1)),
                    let chart = try? Chart(ResponseDecoding.kobisBoxOffice(body), kind: .daily),
                    chart.entries.isEmpty
                else { continue }
                empty.insert(day)
            }
            return empty
        } ?? []
    }
}
