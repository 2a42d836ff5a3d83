import BoxOfficeCore
import Foundation
import GRDB

/// What the desktop's search reads: every known film, and a number that changes when another process (the
/// window, a fill) writes, so a long-running reader knows when to read again.
extension HistoryStore {
    /// Every film in the whole-market history or in saved details; empty when the cache cannot be read.
    public func knownFilms() -> [KnownFilm] {
        database.reading("read the known films") { try KnownFilmReader.films($0) } ?? []
    }

    /// SQLite's `data_version`: the same while no other connection has written.
    public var dataVersion: Int? {
        database.readingOnce("read the data version") { try Int.fetchOne($0, sql: "PRAGMA data_version") } ?? nil
    }
}
