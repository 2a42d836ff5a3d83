import BoxOfficeCore
import Foundation
import GRDB
import GRDBSQLite

/// Every film the cache knows, for the desktop's search: one pass over the whole-market history (newest day
/// first, so a film's first row carries its current title) and the saved film details, whose titles SQLite
/// reads out of the JSON itself (decoding hundreds of bodies in Swift would cost the search's cold start).
/// Read through SQLite's C interface, as `HistoryRowReader`: ten years of history are some 36,000 rows.
enum KnownFilmReader {
    /// What history says of one film.
    private struct Seen {
        let code: String
        var title: String
        var total: Int64
        var best: Int
        var firstDay: Int
        var openDay: Int?
    }

    static func films(_ db: Database) throws -> [KnownFilm] {
        // Films by code: KOBIS codes are 8 characters ("20199882", "2023C168"), looked up as one integer of their
        // bytes (36,000 rows, one lookup each: a String key made and hashed for each was a third of the read).
        var seen: [Seen] = []
        var short: [UInt64: Int] = [:]
        var long: [String: Int] = [:]
        try step(
            db.cachedStatement(
                sql:
                    "SELECT movieCode, title, audienceTotal, rank, day, openDate FROM history WHERE segment = '' ORDER BY day DESC"
            )
        ) { s in
            guard sqlite3_column_type(s, 0) == SQLITE_TEXT, let bytes = sqlite3_column_text(s, 0),
                let total = integer(s, 2), let rank = integer(s, 3), let day = integer(s, 4)
            else { return }  // an edited row of the wrong type is left out
            let count = Int(sqlite3_column_bytes(s, 0))
            var packed: UInt64?
            if count <= 8, !UnsafeBufferPointer(start: bytes, count: count).contains(0) {
                packed = UnsafeBufferPointer(start: bytes, count: count).reduce(UInt64(count)) { $0 << 8 | UInt64($1) }
            }
            let known = packed.map { short[$0] } ?? text(s, 0).flatMap { long[$0] }
            if let i = known {
                seen[i].total = max(seen[i].total, total)
                seen[i].best = min(seen[i].best, Int(clamping: rank))
                seen[i].firstDay = Int(clamping: day)  // rows come newest first
                if seen[i].openDay == nil { seen[i].openDay = integer(s, 5).flatMap { Int(exactly: $0) } }
            } else if let code = text(s, 0), let title = text(s, 1) {
                if let packed { short[packed] = seen.count } else { long[code] = seen.count }
                seen.append(
                    Seen(
                        code: code, title: title, total: total, best: Int(clamping: rank), firstDay: Int(clamping: day),
                        openDay: integer(s, 5).flatMap { Int(exactly: $0) }))
            }
        }
        var details: [String: (title: String?, english: String?, year: Int?)] = [:]
        let info = "'$.movieInfoResult.movieInfo."
        try step(
            db.cachedStatement(
                sql: """
                    SELECT key, json_extract(body, \(info)movieNm'), json_extract(body, \(info)movieNmEn'),
                           json_extract(body, \(info)openDt'), json_extract(body, \(info)prdtYear')
                    FROM (SELECT key, CAST(body AS TEXT) AS body FROM response WHERE kind = 'movie')
                    WHERE json_valid(body)
                    """)
        ) { s in
            guard let code = text(s, 0) else { return }
            let year = text(s, 3).flatMap { Int($0.prefix(4)) } ?? text(s, 4).flatMap { Int($0.prefix(4)) }
            details[code] = (text(s, 1).map(clean), text(s, 2).map(clean), year)
        }
        var films: [KnownFilm] = []
        films.reserveCapacity(seen.count + details.count)
        for film in seen {
            let code = film.code
            let saved = details.removeValue(forKey: code)
            let year = film.openDay.map { $0 / 10_000 } ?? saved?.year ?? film.firstDay / 10_000
            films.append(
                KnownFilm(
                    movieCode: code, title: clean(film.title), englishTitle: nonEmpty(saved?.english), year: year,
                    audienceTotal: film.total, bestRank: film.best))
        }
        for (code, saved) in details {
            guard let title = nonEmpty(saved.title) else { continue }
            films.append(
                KnownFilm(movieCode: code, title: title, englishTitle: nonEmpty(saved.english), year: saved.year))
        }
        return films
    }

    private static func clean(_ text: String) -> String { OutsideText.clean(text) }
    private static func nonEmpty(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }

    private static func step(_ statement: Statement, _ row: (SQLiteStatement) -> Void) throws {
        let s = statement.sqliteStatement
        defer { sqlite3_reset(s) }
        while true {
            let code = sqlite3_step(s)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
            row(s)
        }
    }

    private static func integer(_ s: SQLiteStatement, _ i: Int32) -> Int64? {
        sqlite3_column_type(s, i) == SQLITE_INTEGER ? sqlite3_column_int64(s, i) : nil
    }

    private static func text(_ s: SQLiteStatement, _ i: Int32) -> String? {
        guard sqlite3_column_type(s, i) == SQLITE_TEXT, let bytes = sqlite3_column_text(s, i) else { return nil }
        return String(
            decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(s, i))), as: UTF8.self)
    }
}
