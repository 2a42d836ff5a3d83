import BoxOfficeCore
import Foundation
import GRDB

extension HistoryStore {
    /// Each film's highest audience total kept before `day` in the whole market: what a follow event's
    /// mark is passed from (`FollowEvents.detect`).
    public func highestTotals(_ filmCodes: [String], before day: Day) -> [String: Int64] {
        guard !filmCodes.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: filmCodes.count).joined(separator: ", ")
        return database.readingOnce("read the films' totals") { db in
            var totals: [String: Int64] = [:]
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT movieCode, MAX(audienceTotal) FROM history
                    WHERE segment = '' AND day < ? AND movieCode IN (\(marks)) GROUP BY movieCode
                    """,
                arguments: StatementArguments([day.number] + filmCodes.map { $0 as any DatabaseValueConvertible }))
            for r in rows {
                if let code = String.fromDatabaseValue(r[0]), let total = Int64.fromDatabaseValue(r[1]) {
                    totals[code] = total
                }
            }
            return totals
        } ?? [:]
    }
}
