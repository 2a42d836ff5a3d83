import BoxOfficeCore
import Foundation
import GRDB
import GRDBSQLite

/// Each day's market straight from SQLite's C interface, without making a `HistoryRow` of every row: a year's
/// comparison reads the same days last year, and the Korean share the Korean chart, only as day sums. Only the
/// four columns the sums need are read, and a row whose own values are of the wrong type (the file can be
/// edited) is left out, as `HistoryRowReader` leaves it out; a row damaged only in a column not read here (a
/// title that is not text) still counts. Both are guards against trapping on an edited file; checking every
/// column in SQL (typeof) made the read half as slow again.
enum MarketDayReader {
    static let columns = "day, audience, sales, salesShare"

    /// `statement` selects `columns`, ordered by day (within a day, as `HistoryStore.rows` reads
    /// them: the shares are summed in that order).
    static func days(_ statement: Statement, arguments: StatementArguments) throws -> [Day: MarketDay] {
        try statement.setArguments(arguments)
        let s = statement.sqliteStatement
        defer { sqlite3_reset(s) }
        var days: [Day: MarketDay] = [:]
        var current: (number: Int64, day: Day?)?
        var sum = MarketDaySum()
        func close() {
            if let day = current?.day, let market = sum.market(on: day) { days[day] = market }
        }
        while true {
            let code = sqlite3_step(s)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
            guard sqlite3_column_type(s, 0) == SQLITE_INTEGER, sqlite3_column_type(s, 1) == SQLITE_INTEGER,
                sqlite3_column_type(s, 2) == SQLITE_INTEGER, sqlite3_column_type(s, 3) == SQLITE_TEXT,
                let share = sqlite3_column_text(s, 3)
            else { continue }
            let number = sqlite3_column_int64(s, 0)
            if current?.number != number {
                close()
                // A number that is no day leaves its rows out, as the row reader does.
                current = (number, Int(exactly: number).flatMap { Day(number: $0) })
                sum = MarketDaySum()
            }
            guard current?.day != nil else { continue }
            let text = UnsafeBufferPointer(start: share, count: Int(sqlite3_column_bytes(s, 3)))
            sum.add(
                sales: sqlite3_column_int64(s, 2), audience: sqlite3_column_int64(s, 1),
                share: MarketDay.share(utf8: text))
        }
        close()
        return days
    }
}
