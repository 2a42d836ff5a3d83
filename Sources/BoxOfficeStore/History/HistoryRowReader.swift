import BoxOfficeCore
import Foundation
import GRDB
import GRDBSQLite

/// Reads history rows straight from SQLite's C interface: a year's market reads some 11,000 rows, and GRDB's
/// `Row` (a value per column, converted through `DatabaseValue`) made that 14 ms of the answer's 19. The rules
/// are `HistoryTables.row`'s: a column of the wrong type (the file can be edited) leaves the row out.
enum HistoryRowReader {
    /// The rows `statement` (selecting `HistoryTables.columns`) finds with `arguments`; `segmentKey` is the
    /// segment the statement asks for (every row's, read once).
    /// `expected`: about how many rows there are (a span of days holds ten a day), so the array is made once
    /// instead of doubling: growing a year's rows copied them eleven times and faulted in twice their pages.
    static func rows(
        _ statement: Statement, arguments: StatementArguments, segmentKey: String, expected: Int = 0
    ) throws -> [HistoryRow] {
        try statement.setArguments(arguments)
        let s = statement.sqliteStatement
        defer { sqlite3_reset(s) }
        var rows: [HistoryRow] = []
        rows.reserveCapacity(min(max(0, expected), 100_000))
        var titles: [String: String] = [:]  // one String per film, not per row
        while true {
            let code = sqlite3_step(s)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
            if let row = row(s, segmentKey: segmentKey, titles: &titles) { rows.append(row) }
        }
        return rows
    }

    private static func row(_ s: SQLiteStatement, segmentKey: String, titles: inout [String: String]) -> HistoryRow? {
        func integer(_ i: Int32) -> Int64? {
            sqlite3_column_type(s, i) == SQLITE_INTEGER ? sqlite3_column_int64(s, i) : nil
        }
        func text(_ i: Int32) -> String? {
            guard sqlite3_column_type(s, i) == SQLITE_TEXT, let bytes = sqlite3_column_text(s, i) else { return nil }
            return String(
                decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(s, i))), as: UTF8.self)
        }
        // Columns as HistoryTables.columns orders them: day, segment, movieCode, rank, audience, sales, screens,
        // shows, audienceTotal, salesTotal, salesShare, title, openDate.
        guard let dayNumber = integer(0), let day = Int(exactly: dayNumber).flatMap({ Day(number: $0) }),
            let code = text(2),
            let rank = integer(3).flatMap({ Int(exactly: $0) }), let audience = integer(4), let sales = integer(5),
            let screens = integer(6), let shows = integer(7), let audienceTotal = integer(8),
            let salesTotal = integer(9),
            let share = text(10)
        else { return nil }
        let title: String
        if let known = titles[code], sqlite3_column_type(s, 11) == SQLITE_TEXT,
            sqlite3_column_bytes(s, 11) == Int32(truncatingIfNeeded: known.utf8.count),
            let bytes = sqlite3_column_text(s, 11),
            // memcmp on the string's own bytes (a native string's are contiguous): elementsEqual went byte by byte.
            known.utf8.withContiguousStorageIfAvailable({
                $0.baseAddress.map { memcmp($0, bytes, known.utf8.count) == 0 } ?? true
            }) ?? known.utf8.elementsEqual(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(s, 11))))
        {
            title = known
        } else {
            guard let read = text(11) else { return nil }
            titles[code] = read
            title = read
        }
        let open = integer(12).flatMap { Int(exactly: $0) }.flatMap { Day(number: $0) }
        return HistoryRow(
            day: day, segmentKey: segmentKey, movieCode: code, rank: rank, audience: audience, sales: sales,
            screens: screens, shows: shows, audienceTotal: audienceTotal, salesTotal: salesTotal,
            salesShare: share, title: title, openDate: open)
    }
}
