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
        var title: String
        var total: Int64
        var best: Int
        var firstDay: Int
        var openDay: Int?
    }

    static func films(_ db: Database) throws -> [KnownFilm] {
        var seen: [String: Seen] = [:]
        try step(
            db.cachedStatement(
                sql:
                    "SELECT movieCode, title, audienceTotal, rank, day, openDate FROM history WHERE segment = '' ORDER BY day DESC"
            )
        ) { s in
            guard let code = text(s, 0), let total = integer(s, 2), let rank = integer(s, 3), let day = integer(s, 4)
            else { return }  // an edited row of the wrong type is left out
            let open = integer(s, 5).flatMap { Int(exactly: $0) }
            if var film = seen[code] {
                film.total = max(film.total, total)
                film.best = min(film.best, Int(clamping: rank))
                film.firstDay = Int(clamping: day)
                if film.openDay == nil { film.openDay = open }
                seen[code] = film
            } else if let title = text(s, 1) {
                seen[code] = Seen(
                    title: title, total: total, best: Int(clamping: rank), firstDay: Int(clamping: day), openDay: open)
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
        for (code, film) in seen {
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
