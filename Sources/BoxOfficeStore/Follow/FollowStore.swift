import BoxOfficeCore
import Foundation
import GRDB

/// The films the user follows and the events already told, in the cache's database: the window and
/// `boxoffice check` share them, and an event claimed by one is never said by the other.
public final class FollowStore: @unchecked Sendable {
    let database: CacheDatabase

    public init(database: CacheDatabase) { self.database = database }

    /// The tables (migration "v4-follow").
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE followedFilm (movieCode TEXT PRIMARY KEY, title TEXT NOT NULL, followedAt REAL NOT NULL);
                CREATE TABLE saidEvent (id TEXT PRIMARY KEY, day INTEGER NOT NULL, saidAt REAL NOT NULL);
                """)
    }

    public func follow(_ film: FollowedFilm, at: Date) {
        database.writing("follow \(film.movieCode)") { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO followedFilm (movieCode, title, followedAt) VALUES (?, ?, ?)",
                arguments: [film.movieCode, film.title, at.timeIntervalSince1970])
        }
    }

    public func unfollow(_ movieCode: String) {
        database.writing("unfollow \(movieCode)") { db in
            try db.execute(sql: "DELETE FROM followedFilm WHERE movieCode = ?", arguments: [movieCode])
        }
    }

    public func isFollowed(_ movieCode: String) -> Bool {
        database.readingOnce("read the followed films") { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM followedFilm WHERE movieCode = ?)", arguments: [movieCode])
                ?? false
        } ?? false
    }

    /// The followed films, the first followed first.
    public func followed() -> [FollowedFilm] {
        database.readingOnce("read the followed films") { db in
            try Row.fetchAll(db, sql: "SELECT movieCode, title FROM followedFilm ORDER BY followedAt, movieCode")
                .compactMap { r in
                    guard let code = String.fromDatabaseValue(r[0]), let title = String.fromDatabaseValue(r[1]) else {
                        return nil  // the file can be edited
                    }
                    return FollowedFilm(movieCode: code, title: title)
                }
        } ?? []
    }

    /// The events not said before, now recorded as said, in one transaction: of two processes claiming the
    /// same event, one gets it.
    public func claim(_ events: [FollowEvent], at: Date) -> [FollowEvent] {
        guard !events.isEmpty else { return [] }
        return database.writing("record what was told") { db in
            try events.filter { event in
                try db.execute(
                    sql: "INSERT OR IGNORE INTO saidEvent (id, day, saidAt) VALUES (?, ?, ?)",
                    arguments: [event.id, event.day.number, at.timeIntervalSince1970])
                return db.changesCount == 1
            }
        } ?? []
    }

    /// Whether the event with this id was said.
    public func wasSaid(_ id: String) -> Bool {
        database.readingOnce("read what was told") { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM saidEvent WHERE id = ?)", arguments: [id])
                ?? false
        } ?? false
    }
}
