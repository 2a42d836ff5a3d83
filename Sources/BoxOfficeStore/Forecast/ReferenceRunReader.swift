import BoxOfficeCore
import Foundation
import GRDB
import GRDBSQLite

/// Every film's runs in the whole market, read straight from SQLite's C interface in the table's own order
/// (segment, day, film): a forecast reads all ten years of history, some 36,000 rows, on every answer. Going
/// film by film through the film index cost a seek into the table per row, most of the answer; so did
/// making a `HistoryRow` (five strings) of each row. Films are told apart by their code's bytes, and a
/// string is made once a film. A row with a column of the wrong type (the file can be edited) is left out,
/// as `HistoryRowReader` leaves it.
enum ReferenceRunReader {
    static let sql = """
        SELECT movieCode, day, rank, audience, audienceTotal, screens, shows, salesShare, title, openDate
        FROM history WHERE segment = '' ORDER BY day
        """

    /// One film's days as they are read, and how the newest row names it.
    private struct Film {
        var code: String
        var title: String
        var open: Day?
        var days: [ReferenceRun.DayFigures] = []
    }

    /// The runs, and the days the rows hold (each a whole-market chart): a gap in them is unknown, so it
    /// splits a film's days into runs only where enough of it is held (`ReferenceRun.runs`).
    static func runs(_ statement: Statement) throws -> (runs: [ReferenceRun], days: DaySpans) {
        let s = statement.sqliteStatement
        defer { sqlite3_reset(s) }
        func integer(_ i: Int32) -> Int64? {
            sqlite3_column_type(s, i) == SQLITE_INTEGER ? sqlite3_column_int64(s, i) : nil
        }
        func bytes(_ i: Int32) -> UnsafeBufferPointer<UInt8>? {
            guard sqlite3_column_type(s, i) == SQLITE_TEXT, let text = sqlite3_column_text(s, i) else { return nil }
            return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(s, i)))
        }
        func same(_ known: String, _ read: UnsafeBufferPointer<UInt8>) -> Bool {
            var known = known
            return known.withUTF8 { mine in
                guard mine.count == read.count else { return false }
                guard let a = mine.baseAddress, let b = read.baseAddress else { return true }
                return memcmp(a, b, read.count) == 0
            }
        }
        var films: [Film] = []
        // A code of up to 8 bytes (KOBIS's are 8) packed into a number: no string made to find its film.
        var byPackedCode: [UInt64: Int] = [:]
        var byCode: [String: Int] = [:]
        var held: [ClosedRange<Day>] = []
        while true {
            let step = sqlite3_step(s)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: step)) }
            guard let code = bytes(0), !code.isEmpty, let dayNumber = integer(1),
                let day = Int(exactly: dayNumber).flatMap({ Day(number: $0) }),
                let rank = integer(2).flatMap({ Int(exactly: $0) }), let audience = integer(3),
                let total = integer(4), let screens = integer(5), let shows = integer(6),
                sqlite3_column_type(s, 7) == SQLITE_TEXT, let share = sqlite3_column_text(s, 7),
                let title = bytes(8)
            else { continue }
            // Rows come by day: a day after the last span's end is one more span, or its next day.
            if let last = held.last, day <= last.upperBound.adding(days: 1) {
                if day > last.upperBound { held[held.count - 1] = last.lowerBound...day }
            } else {
                held.append(day...day)
            }
            let index: Int
            if code.count <= 8 {
                let packed = code.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                if let known = byPackedCode[packed] {
                    index = known
                } else {
                    index = films.count
                    byPackedCode[packed] = index
                    films.append(Film(code: String(decoding: code, as: UTF8.self), title: ""))
                }
            } else {
                let text = String(decoding: code, as: UTF8.self)
                if let known = byCode[text] {
                    index = known
                } else {
                    index = films.count
                    byCode[text] = index
                    films.append(Film(code: text, title: ""))
                }
            }
            films[index].days.append(
                .init(
                    day: day, rank: rank, audience: audience, audienceTotal: total, screens: screens, shows: shows,
                    salesShare: strtod(share, nil)))
            // The newest row names the film and its opening day, as `ReferenceRun.runs` takes them.
            if !same(films[index].title, title) { films[index].title = String(decoding: title, as: UTF8.self) }
            if let open = integer(9).flatMap({ Int(exactly: $0) }).flatMap({ Day(number: $0) }) {
                films[index].open = open
            }
        }
        let days = DaySpans(held)
        let runs = films.flatMap { film in
            ReferenceRun.runs(
                movieCode: film.code, title: film.title, openDate: film.open, days: film.days, known: days)
        }
        return (runs, days)
    }
}
