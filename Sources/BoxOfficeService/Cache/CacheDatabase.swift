import BoxOfficeCore
import Foundation
import GRDB

/// A saved response body and when it was fetched.
public struct CachedBody: Sendable, Equatable {
    public let body: Data
    public let fetchedAt: Date
}

/// The SQLite side of the disk cache: response bodies exactly as the APIs sent them, by key.
/// A database that cannot be opened or read is moved aside and recreated, never a crash.
public final class CacheDatabase: @unchecked Sendable {
    public let path: String
    private var queue: DatabaseQueue
    private let warn: @Sendable (String) -> Void

    public init(path: String, warn: @escaping @Sendable (String) -> Void) throws {
        self.path = path
        self.warn = warn
        do {
            queue = try Self.open(path)
        } catch {
            warn("the cache database at \(path) is unreadable (\(Self.describe(error))); starting a new one")
            try? FileManager.default.removeItem(atPath: path)
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            queue = try Self.open(path)
        }
    }

    private static func open(_ path: String) throws -> DatabaseQueue {
        var config = Configuration()
        config.busyMode = .timeout(2)
        let queue = try DatabaseQueue(path: path, configuration: config)
        // quick_check reads every page header: a file that is not a database fails here, not later.
        let check = try queue.read { try String.fetchOne($0, sql: "PRAGMA quick_check") }
        guard check == "ok" else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: check) }
        try migrator.migrate(queue)
        return queue
    }

    private static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        m.registerMigration("v1") { db in
            try db.create(table: "response") { t in
                t.column("kind", .text).notNull()        // "daily", "weekend", "movie", "posterSearch"
                t.column("key", .text).notNull()         // day, movie code …
                t.column("body", .blob).notNull()
                t.column("fetchedAt", .double).notNull()
                t.primaryKey(["kind", "key"])
            }
            try db.create(table: "posterFile") { t in
                t.column("movieCode", .text).primaryKey()
                t.column("sourceURL", .text).notNull()
                t.column("fileName", .text).notNull()
                t.column("bytes", .integer).notNull()
                t.column("fetchedAt", .double).notNull()
                t.column("lastUsed", .double).notNull()
            }
        }
        return m
    }

    static func describe(_ error: Error) -> String {
        (error as? DatabaseError).map { "\($0.resultCode)" } ?? "\(error)"
    }

    // MARK: responses

    public func body(kind: String, key: String) -> CachedBody? {
        attempt("read \(kind) \(key)") {
            try queue.read { db in
                try Row.fetchOne(db, sql: "SELECT body, fetchedAt FROM response WHERE kind = ? AND key = ?",
                                 arguments: [kind, key])
                    .map { CachedBody(body: $0["body"], fetchedAt: Date(timeIntervalSince1970: $0["fetchedAt"])) }
            }
        } ?? nil
    }

    public func store(kind: String, key: String, body: Data, fetchedAt: Date) {
        attempt("save \(kind) \(key)") {
            try queue.write { db in
                try db.execute(sql: "INSERT OR REPLACE INTO response (kind, key, body, fetchedAt) VALUES (?, ?, ?, ?)",
                               arguments: [kind, key, body, fetchedAt.timeIntervalSince1970])
            }
        }
    }

    // MARK: poster files index

    public struct PosterRecord: Sendable, Equatable {
        public let movieCode: String
        public let sourceURL: String
        public let fileName: String
        public let bytes: Int64
        public let fetchedAt: Date
    }

    public func poster(movieCode: String, usedAt: Date) -> PosterRecord? {
        attempt("read poster \(movieCode)") {
            try queue.write { db in
                try db.execute(sql: "UPDATE posterFile SET lastUsed = ? WHERE movieCode = ?",
                               arguments: [usedAt.timeIntervalSince1970, movieCode])
                return try Row.fetchOne(db, sql: "SELECT * FROM posterFile WHERE movieCode = ?", arguments: [movieCode])
                    .map(Self.posterRecord)
            }
        } ?? nil
    }

    public func storePoster(_ r: PosterRecord) {
        attempt("save poster \(r.movieCode)") {
            try queue.write { db in
                try db.execute(sql: """
                    INSERT OR REPLACE INTO posterFile (movieCode, sourceURL, fileName, bytes, fetchedAt, lastUsed)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """, arguments: [r.movieCode, r.sourceURL, r.fileName, r.bytes,
                                     r.fetchedAt.timeIntervalSince1970, r.fetchedAt.timeIntervalSince1970])
            }
        }
    }

    /// Poster records, least recently used first, for eviction.
    public func postersByLastUse() -> [PosterRecord] {
        attempt("list posters") {
            try queue.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM posterFile ORDER BY lastUsed ASC").map(Self.posterRecord)
            }
        } ?? []
    }

    public func removePoster(movieCode: String) {
        attempt("remove poster \(movieCode)") {
            try queue.write { try $0.execute(sql: "DELETE FROM posterFile WHERE movieCode = ?", arguments: [movieCode]) }
        }
    }

    private static func posterRecord(_ row: Row) -> PosterRecord {
        PosterRecord(movieCode: row["movieCode"], sourceURL: row["sourceURL"], fileName: row["fileName"],
                     bytes: row["bytes"], fetchedAt: Date(timeIntervalSince1970: row["fetchedAt"]))
    }

    /// A cache that fails is a cache miss plus a warning; the app keeps working from the network.
    private func attempt<T>(_ what: String, _ work: () throws -> T) -> T? {
        do { return try work() } catch {
            warn("could not \(what) in the cache (\(Self.describe(error)))")
            return nil
        }
    }
}
