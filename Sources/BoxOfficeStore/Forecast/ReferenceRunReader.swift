import BoxOfficeCore
import Foundation
import GRDB
import GRDBSQLite

/// Every film's runs in the whole market, read straight from SQLite's C interface film by film (the movie
/// index gives each film's days in order): a forecast reads all ten years of history, some 36,000 rows, on
/// every answer, and making a `HistoryRow` of each (five strings a row) took most of that answer's time.
/// A row with a column of the wrong type (the file can be edited) is left out, as `HistoryRowReader` leaves it.
enum ReferenceRunReader {
    static let sql = """
        SELECT movieCode, day, rank, audience, audienceTotal, screens, shows, salesShare, title, openDate
        FROM history INDEXED BY historyByMovie WHERE segment = '' ORDER BY movieCode, day
        """

    static func runs(_ statement: Statement) throws -> [ReferenceRun] {
        let s = statement.sqliteStatement
        defer { sqlite3_reset(s) }
        func integer(_ i: Int32) -> Int64? {
            sqlite3_column_type(s, i) == SQLITE_INTEGER ? sqlite3_column_int64(s, i) : nil
        }
        func text(_ i: Int32) -> String? {
            guard sqlite3_column_type(s, i) == SQLITE_TEXT, let bytes = sqlite3_column_text(s, i) else { return nil }
            return String(
                decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(s, i))), as: UTF8.self)
        }
        /// Whether column `i` holds `known`'s bytes: compared in place, so a row makes no string.
        func same(_ known: String, _ i: Int32) -> Bool {
            guard sqlite3_column_type(s, i) == SQLITE_TEXT, let bytes = sqlite3_column_text(s, i) else { return false }
            let count = Int(sqlite3_column_bytes(s, i))
            return known.utf8.count == count
                && known.utf8.elementsEqual(UnsafeBufferPointer(start: bytes, count: count))
        }
        var runs: [ReferenceRun] = []
        var code: String?
        var days: [ReferenceRun.DayFigures] = []
        var title = ""
        var open: Day?
        func closeFilm() {
            guard let code else { return }
            runs += ReferenceRun.runs(movieCode: code, title: title, openDate: open, days: days)
            days.removeAll(keepingCapacity: true)
        }
        while true {
            let step = sqlite3_step(s)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: step)) }
            if code.map({ same($0, 0) }) != true {
                closeFilm()
                code = text(0)
                title = ""
                open = nil
            }
            guard let dayNumber = integer(1), let day = Int(exactly: dayNumber).flatMap({ Day(number: $0) }),
                let rank = integer(2).flatMap({ Int(exactly: $0) }), let audience = integer(3),
                let total = integer(4), let screens = integer(5), let shows = integer(6),
                sqlite3_column_type(s, 7) == SQLITE_TEXT, let share = sqlite3_column_text(s, 7)
            else { continue }
            days.append(
                .init(
                    day: day, rank: rank, audience: audience, audienceTotal: total, screens: screens, shows: shows,
                    salesShare: strtod(share, nil)))
            // The newest row names the film and its opening day, as `ReferenceRun.runs` takes them.
            if !same(title, 8), let newest = text(8) { title = newest }
            open = integer(9).flatMap { Int(exactly: $0) }.flatMap { Day(number: $0) } ?? open
        }
        closeFilm()
        return runs
    }
}
