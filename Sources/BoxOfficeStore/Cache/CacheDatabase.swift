import BoxOfficeCore
import Foundation
import GRDB

/// The SQLite side of the disk cache: response bodies exactly as the APIs sent them, by key.
public final class CacheDatabase: @unchecked Sendable {
    public let path: String
    private let warn: @Sendable (String) -> Void
    private let busyTimeout: TimeInterval
    private let recoverDamaged: Bool
    /// Opened by `init`, or on first use (`openNow: false`); a failure is kept, not retried on every read.
    private var opened: Result<DatabaseQueue, Error>?
    private let openLock = NSLock()

    /// Opens (creating) the database. Busy or locked files and the race of two processes creating it
    /// at once are waited out and retried; only a file SQLite reports as corrupt (or not a database) is
    /// replaced, and it is moved aside to `cache.sqlite.corrupt` (one generation kept), never deleted.
    /// `openNow: false` waits for the first read or write: the window's first frame needs no database
    /// when it shows the sample, and opening one costs launch time and memory (docs/PERFORMANCE.md).
    /// `recoverDamaged: false` leaves a damaged file where it is and fails instead (the command line's
    /// cached answers hand such a cache to the app, which moves it aside and says so once).
    public init(
        path: String, busyTimeout: TimeInterval = 5, openNow: Bool = true, recoverDamaged: Bool = true,
        warn: @escaping @Sendable (String) -> Void
    ) throws {
        self.path = path
        self.warn = warn
        self.busyTimeout = busyTimeout
        self.recoverDamaged = recoverDamaged
        if openNow {
            opened = .success(
                try Self.openOrRecover(path, busyTimeout: busyTimeout, recover: recoverDamaged, warn: warn))
        }
    }

    /// The open database, opening it the first time it is needed.
    private var queue: DatabaseQueue {
        get throws {
            openLock.lock()
            defer { openLock.unlock() }
            let result =
                opened
                ?? Result {
                    try Self.openOrRecover(path, busyTimeout: busyTimeout, recover: recoverDamaged, warn: warn)
                }
            opened = result
            return try result.get()
        }
    }

    private static func openOrRecover(
        _ path: String, busyTimeout: TimeInterval, recover: Bool,
        warn: @Sendable (String) -> Void
    ) throws -> DatabaseQueue {
        var attempt = 0
        while true {
            do {
                return try open(path, busyTimeout: busyTimeout)
            } catch let error as DatabaseError
                where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
            {
                guard recover else { throw error }
                let aside = path + ".corrupt"
                warn(
                    "the cache database at \(path) is damaged (\(describe(error))); it was moved to \(aside) and a new one started"
                )
                moveAside(path, to: aside)
                return try open(path, busyTimeout: busyTimeout)
            } catch {
                // Busy, locked, or another process migrating a fresh file right now: wait and look again.
                attempt += 1
                guard attempt < 5 else { throw error }
                usleep(useconds_t(50_000 * attempt))
            }
        }
    }

    private static func moveAside(_ path: String, to aside: String) {
        let fm = FileManager.default
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? fm.removeItem(atPath: aside + suffix)
            if fm.fileExists(atPath: path + suffix) { try? fm.moveItem(atPath: path + suffix, toPath: aside + suffix) }
        }
    }

    private static func open(_ path: String, busyTimeout: TimeInterval) throws -> DatabaseQueue {
        var config = Configuration()
        config.busyMode = .timeout(busyTimeout)
        let queue = try DatabaseQueue(path: path, configuration: config)
        chmod(path, 0o600)  // what the user looked up is theirs alone (SQLite creates it as the umask says)
        // Checked here, not later: a file that is not a database fails its first statement, and one cut
        // short is smaller than its pages. (quick_check, which reads every page, took 8 ms per launch
        // with a year of history; damage inside a page shows up as an error when it is read, a cache miss.)
        // One statement needs no transaction (`read` would wrap it in one, and switch query_only on and off).
        let (expected, version) = try queue.inDatabase { db in
            let pages = try Row.fetchOne(
                db,
                sql:
                    "SELECT page_count * page_size, user_version FROM pragma_page_count, pragma_page_size, pragma_user_version"
            )
            return (pages?[0] as Int? ?? 0, pages?[1] as Int? ?? 0)
        }
        var status = stat()
        let bytes = stat(path, &status) == 0 ? Int(status.st_size) : 0
        guard bytes >= expected else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "\(bytes) bytes where the pages need \(expected)")
        }
        // The migrator reads its own table in a write transaction: skipped once the file says it is current.
        if version < schemaVersion {
            try migrator.migrate(queue)
            try queue.write { try $0.execute(sql: "PRAGMA user_version = \(schemaVersion)") }
        }
        return queue
    }

    /// The number of migrations below, kept in the file's `user_version` once they have run.
    static let schemaVersion = 5

    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        m.registerMigration("v1") { db in
            try db.create(table: "response", options: .ifNotExists) { t in
                t.column("kind", .text).notNull()  // "daily", "weekend", "movie", "posterSearch"
                t.column("key", .text).notNull()  // day, film code …
                t.column("body", .blob).notNull()
                t.column("fetchedAt", .double).notNull()
                t.primaryKey(["kind", "key"])
            }
            try db.create(table: "posterFile", options: .ifNotExists) { t in
                t.column("movieCode", .text).primaryKey()
                t.column("sourceURL", .text).notNull()
                t.column("fileName", .text).notNull()
                t.column("bytes", .integer).notNull()
                t.column("fetchedAt", .double).notNull()
                t.column("lastUsed", .double).notNull()
            }
        }
        // History (issue 12): rows of every daily chart, the KOBIS request counter, the pending fill.
        m.registerMigration("v2-history") { db in try HistoryTables.create(db) }
        // The window's and the command line's pending fills apart (ids 1 and 2): the one row each had to share
        // let a `boxoffice history` overwrite and delete the window's paused fill.
        m.registerMigration("v3-fill-slots") { db in try HistoryTables.allowFillSlots(db) }
        // Followed films and the events told about them (issue 27).
        m.registerMigration("v4-follow") { db in try FollowStore.create(db) }
        // A counter of the whole market's history writes, for the forecast's cached library (issue 35).
        m.registerMigration("v5-history-changes") { db in try HistoryStore.createChangeCounter(db) }
        return m
    }

    static func describe(_ error: Error) -> String {
        (error as? DatabaseError).map { "\($0.resultCode)" } ?? "\(error)"
    }

    // MARK: responses

    public func body(kind: String, key: String) -> CachedBody? {
        attempt("read \(kind) \(key)") {
            try queue.inDatabase { db in  // one statement: no transaction needed
                try Row.fetchOne(
                    db, sql: "SELECT body, fetchedAt FROM response WHERE kind = ? AND key = ?",
                    arguments: [kind, key]
                )
                .flatMap { row in
                    guard let body = Data.fromDatabaseValue(row["body"]),
                        let at = Double.fromDatabaseValue(row["fetchedAt"])
                    else { return nil }
                    return CachedBody(body: body, fetchedAt: Self.date(at))
                }
            }
        } ?? nil
    }

    /// When a saved response was fetched, without reading its body.
    public func fetchedAt(kind: String, key: String) -> Date? {
        attempt("read \(kind) \(key)") {
            try queue.inDatabase { db in
                try Double.fetchOne(
                    db, sql: "SELECT fetchedAt FROM response WHERE kind = ? AND key = ?", arguments: [kind, key])
            }
        }?.map(Self.date)
    }

    public func store(kind: String, key: String, body: Data, fetchedAt: Date) {
        attempt("save \(kind) \(key)") {
            try queue.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO response (kind, key, body, fetchedAt) VALUES (?, ?, ?, ?)",
                    arguments: [kind, key, body, fetchedAt.timeIntervalSince1970])
                if Self.prunedKinds.contains(kind) { try Self.prune(db, now: fetchedAt) }
            }
        }
    }

    /// Answers kept only as long as they are useful: every typed search would otherwise stay forever.
    /// Charts, films, people and companies stay (they are the offline data and the history).
    static let prunedKinds = ["movielist", "peoplelist", "companylist", "posterSearch"]
    /// Searches older than this are dropped; past the cap, the oldest go first.
    static let prunedAge: TimeInterval = 30 * 86_400
    static let prunedCapBytes = 32 * 1_048_576

    static func prune(_ db: Database, now: Date) throws {
        let kinds = prunedKinds.map { "'\($0)'" }.joined(separator: ", ")
        try db.execute(
            sql: "DELETE FROM response WHERE kind IN (\(kinds)) AND fetchedAt < ?",
            arguments: [now.timeIntervalSince1970 - prunedAge])
        let total =
            try Int64.fetchOne(db, sql: "SELECT COALESCE(SUM(LENGTH(body)), 0) FROM response WHERE kind IN (\(kinds))")
            ?? 0
        guard total > Int64(prunedCapBytes) else { return }
        // Oldest first, until the rest fits: a running sum over the rows by age.
        try db.execute(
            sql: """
                DELETE FROM response WHERE rowid IN (
                  SELECT rowid FROM (SELECT rowid, SUM(LENGTH(body)) OVER (ORDER BY fetchedAt DESC, rowid DESC) AS kept
                                     FROM response WHERE kind IN (\(kinds))) WHERE kept > ?)
                """, arguments: [prunedCapBytes])
    }

    // MARK: poster files index

    public struct PosterRecord: Sendable, Equatable {
        public let movieCode: String
        public let sourceURL: String
        public let fileName: String
        public let bytes: Int64
        public let fetchedAt: Date
    }

    /// The poster's record. Marking it used is best effort: a read-only folder or a full disk must
    /// not cost the user a saved poster.
    public func poster(movieCode: String, usedAt: Date) -> PosterRecord? {
        let record =
            attempt("read poster \(movieCode)") {
                try queue.read { db in
                    try Row.fetchOne(db, sql: "SELECT * FROM posterFile WHERE movieCode = ?", arguments: [movieCode])
                        .flatMap(Self.posterRecord)
                }
            } ?? nil
        if record != nil {
            _ = try? queue.write { db in
                try db.execute(
                    sql: "UPDATE posterFile SET lastUsed = ? WHERE movieCode = ?",
                    arguments: [usedAt.timeIntervalSince1970, movieCode])
            }
        }
        return record
    }

    /// The poster's file name, read only (its use is not recorded): for another process that shows it.
    public func posterFileName(movieCode: String) -> String? {
        attempt("read poster \(movieCode)") {
            try queue.inDatabase { db in
                try Row.fetchOne(db, sql: "SELECT fileName FROM posterFile WHERE movieCode = ?", arguments: [movieCode])
                    .flatMap { String.fromDatabaseValue($0[0]) }
            }
        } ?? nil
    }

    public func storePoster(_ r: PosterRecord) {
        attempt("save poster \(r.movieCode)") {
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO posterFile (movieCode, sourceURL, fileName, bytes, fetchedAt, lastUsed)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        r.movieCode, r.sourceURL, r.fileName, r.bytes,
                        r.fetchedAt.timeIntervalSince1970, r.fetchedAt.timeIntervalSince1970
                    ])
            }
        }
    }

    /// Poster records, least recently used first, for eviction.
    public func postersByLastUse() -> [PosterRecord] {
        attempt("list posters") {
            try queue.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM posterFile ORDER BY lastUsed ASC").compactMap(
                    Self.posterRecord)
            }
        } ?? []
    }

    public func removePoster(movieCode: String) {
        attempt("remove poster \(movieCode)") {
            try queue.write {
                try $0.execute(sql: "DELETE FROM posterFile WHERE movieCode = ?", arguments: [movieCode])
            }
        }
    }

    /// A row as it was written, or nil: the file is the user's to edit, and a value of the wrong type
    /// must be a miss, not a trap in a conversion.
    private static func posterRecord(_ row: Row) -> PosterRecord? {
        guard let code = String.fromDatabaseValue(row["movieCode"]),
            let source = String.fromDatabaseValue(row["sourceURL"]),
            let file = String.fromDatabaseValue(row["fileName"]), let bytes = Int64.fromDatabaseValue(row["bytes"]),
            bytes >= 0,
            let at = Double.fromDatabaseValue(row["fetchedAt"]), at.isFinite
        else { return nil }
        return PosterRecord(movieCode: code, sourceURL: source, fileName: file, bytes: bytes, fetchedAt: Self.date(at))
    }

    /// A saved time; one in the far future (an edited row) counts as long ago, so it is never fresh forever.
    static func date(_ seconds: Double) -> Date {
        seconds.isFinite && seconds <= Date().timeIntervalSince1970 + 86_400
            ? Date(timeIntervalSince1970: seconds) : .distantPast
    }

    /// For the history store, which shares this database: a read or write that fails is a warning and nil.
    func reading<T>(_ what: String, _ work: (Database) throws -> T) -> T? {
        attempt(what) { try queue.read(work) }
    }

    /// `reading` for one statement, which needs no transaction (`read` wraps it in one, and switches
    /// query_only on and off around it: three statements more).
    func readingOnce<T>(_ what: String, _ work: (Database) throws -> T) -> T? {
        attempt(what) { try queue.inDatabase(work) }
    }

    @discardableResult
    func writing<T>(_ what: String, _ work: (Database) throws -> T) -> T? {
        attempt(what) { try queue.write(work) }
    }

    /// A cache that fails is a cache miss plus a warning; the app keeps working from the network.
    private func attempt<T>(_ what: String, _ work: () throws -> T) -> T? {
        do { return try work() } catch {
            warn("could not \(what) in the cache (\(Self.describe(error)))")
            return nil
        }
    }
}
