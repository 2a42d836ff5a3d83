import BoxOfficeCore
import Foundation
import GRDB

extension HistoryStore {
    /// What a forecast's reference runs were read at: it changes when a whole-market chart row is saved or
    /// changed, by this process (the rows' count, last day and admissions) or another (SQLite's `data_version`).
    public struct ForecastStamp: Sendable, Equatable {
        let dataVersion: Int?
        let rows: Int
        let lastDay: Int
        let audience: Int64
    }

    /// The history's stamp now; nil when it cannot be read.
    public var forecastStamp: ForecastStamp? {
        let version = dataVersion
        return database.readingOnce("read the history's size") { db -> ForecastStamp? in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql:
                        "SELECT COUNT(*), COALESCE(MAX(day), 0), COALESCE(SUM(audience), 0) FROM history WHERE segment = ?",
                    arguments: [ChartSegment.everything.cacheSuffix])
            else { return nil }
            return ForecastStamp(
                dataVersion: version, rows: row[0] as Int? ?? 0, lastDay: row[1] as Int? ?? 0,
                audience: row[2] as Int64? ?? 0)
        } ?? nil
    }
}
