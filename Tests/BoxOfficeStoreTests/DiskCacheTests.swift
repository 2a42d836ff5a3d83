import BoxOfficeCore
import Foundation
import GRDB
import LoopbackServer
import XCTest

@testable import BoxOfficeStore

final class DiskCacheTests: XCTestCase {
    var dir: URL!
    var warnings: [String] = []
    let lock = NSLock()

    override func setUp() { dir = makeTemporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    func open(cap: Int64 = PosterFileStore.defaultCapBytes) throws -> DiskCache {
        try DiskCache(directory: dir, posterCapBytes: cap) { [self] w in lock.withLock { warnings.append(w) } }
    }

    func testBodiesSurviveReopening() throws {
        let at = Date(timeIntervalSince1970: 1_700_000_000)
        try open().database.store(kind: "daily", key: "20220105", body: Data("{}".utf8), fetchedAt: at)
        let again = try open()
        XCTAssertEqual(
            again.database.body(kind: "daily", key: "20220105"), CachedBody(body: Data("{}".utf8), fetchedAt: at))
        XCTAssertNil(again.database.body(kind: "daily", key: "20220106"))
        XCTAssertEqual(warnings, [])
    }

    /// Opening skips the migrator when the file's user_version says every migration has run; a file from
    /// before the version was kept (migrated, version 0) is brought up to it, its bodies kept.
    func testTheSchemaVersionCountsEveryMigrationAndOlderFilesGetIt() throws {
        XCTAssertEqual(CacheDatabase.migrator.migrations.count, CacheDatabase.schemaVersion)
        let at = Date(timeIntervalSince1970: 1_700_000_000)
        try open().database.store(kind: "daily", key: "20220105", body: Data("{}".utf8), fetchedAt: at)
        let path = dir.appendingPathComponent("cache.sqlite").path
        func version() throws -> Int {
            try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "PRAGMA user_version") ?? -1 }
        }
        XCTAssertEqual(try version(), CacheDatabase.schemaVersion)
        try DatabaseQueue(path: path).write { try $0.execute(sql: "PRAGMA user_version = 0") }
        let again = try open()
        XCTAssertEqual(
            again.database.body(kind: "daily", key: "20220105"), CachedBody(body: Data("{}".utf8), fetchedAt: at))
        XCTAssertEqual(try version(), CacheDatabase.schemaVersion)
        XCTAssertEqual(warnings, [])
    }

    /// A file of version 2 (one shared fill row) keeps the window's pending fill when it gets the slots.
    func testAPendingFillSurvivesTheMoveToSlots() throws {
        _ = try open()
        let path = dir.appendingPathComponent("cache.sqlite").path
        let queue = try DatabaseQueue(path: path)
        let job = try JSONEncoder().encode(FillJob(first: Day("2022-01-01")!, last: Day("2022-01-09")!))
        try queue.write { db in  // back to version 2, as an earlier BoxOffice left it
            try db.execute(
                sql: """
                    DROP TABLE fillJob;
                    CREATE TABLE fillJob (id INTEGER PRIMARY KEY CHECK (id = 1), job BLOB NOT NULL, paused INTEGER NOT NULL, done INTEGER NOT NULL);
                    DELETE FROM grdb_migrations WHERE identifier = 'v3-fill-slots';
                    PRAGMA user_version = 2;
                    """)
            try db.execute(sql: "INSERT INTO fillJob VALUES (1, ?, 1, 3)", arguments: [job])
        }
        try queue.close()
        let store = HistoryStore(database: try open().database)
        XCTAssertEqual(store.savedFill(.window)?.done, 3)
        store.saveFill(
            .init(job: FillJob(first: Day("2022-02-01")!, last: Day("2022-02-02")!), paused: false, done: 0),
            slot: .command)
        XCTAssertEqual(store.savedFill(.command)?.job.dayCount, 2)
        XCTAssertEqual(store.savedFill(.window)?.done, 3, "each slot its own row")
        XCTAssertEqual(warnings, [])
    }

    /// The cache is the user's alone (folders 0700, files 0600); old searches go (by age, then by size),
    /// charts stay; rows edited into hostile values are misses, never traps or paths outside the cache.
    func testTheCacheIsPrivatePrunedAndReadDefensively() throws {
        let cache = try open()
        func mode(_ url: URL) -> Int {
            var info = stat()
            stat(url.path, &info)
            return Int(info.st_mode & 0o777)
        }
        XCTAssertEqual(mode(dir), 0o700)
        XCTAssertEqual(mode(dir.appendingPathComponent("cache.sqlite")), 0o600)
        XCTAssertEqual(mode(cache.posters.directory), 0o700)
        let day: TimeInterval = 86_400
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        cache.posters.store(
            movieCode: "20199882", sourceURL: "https://img/x.png", data: Data([1, 2, 3]), fetchedAt: now)
        XCTAssertEqual(mode(cache.posters.directory.appendingPathComponent("poster-20199882.img")), 0o600)

        let db = cache.database
        db.store(kind: "daily", key: "20220105", body: Data("{}".utf8), fetchedAt: now.addingTimeInterval(-400 * day))
        db.store(kind: "movielist", key: "old", body: Data("{}".utf8), fetchedAt: now.addingTimeInterval(-31 * day))
        db.store(kind: "movielist", key: "recent", body: Data("{}".utf8), fetchedAt: now.addingTimeInterval(-day))
        db.store(kind: "peoplelist", key: "new", body: Data("{}".utf8), fetchedAt: now)
        XCTAssertNil(db.body(kind: "movielist", key: "old"), "a search over 30 days old is dropped")
        XCTAssertNotNil(db.body(kind: "movielist", key: "recent"))
        XCTAssertNotNil(db.body(kind: "daily", key: "20220105"), "a chart stays, however old")
        // Past the cap the oldest searches go first, the newest stays.
        let big = Data(count: 12 * 1_048_576)
        for (i, key) in ["a", "b", "c"].enumerated() {
            db.store(kind: "posterSearch", key: key, body: big, fetchedAt: now.addingTimeInterval(Double(i) * 60))
        }
        XCTAssertNil(db.body(kind: "movielist", key: "recent"))
        XCTAssertNil(db.body(kind: "posterSearch", key: "a"))
        XCTAssertNotNil(db.body(kind: "posterSearch", key: "b"))
        XCTAssertNotNil(db.body(kind: "posterSearch", key: "c"))

        // Hostile rows, written behind the app's back.
        let queue = try DatabaseQueue(path: dir.appendingPathComponent("cache.sqlite").path)
        try queue.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO response VALUES ('movie', 'text', 'not a blob but text', 'yesterday')")
            try db.execute(sql: "INSERT OR REPLACE INTO response VALUES ('movie', 'future', x'7b7d', 1e300)")
            try db.execute(sql: "UPDATE posterFile SET fileName = '../../cache.sqlite' WHERE movieCode = '20199882'")
            try db.execute(sql: "INSERT INTO posterFile VALUES ('x', 'u', 'poster-x.img', 'many', 'soon', 0)")
        }
        try queue.close()
        XCTAssertNil(db.body(kind: "movie", key: "text"))
        XCTAssertEqual(db.body(kind: "movie", key: "future")?.fetchedAt, .distantPast, "never fresh forever")
        XCTAssertNil(
            cache.posters.poster(movieCode: "20199882", now: now), "a path outside the poster folder is not read")
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("cache.sqlite").path))
        XCTAssertNil(cache.posters.poster(movieCode: "x", now: now))
    }

    func testCorruptDatabaseIsRecreatedWithAWarning() throws {
        try Data("this is not a database, it is garbage written over the cache file ........".utf8)
            .write(to: dir.appendingPathComponent("cache.sqlite"))
        let garbage = try Data(contentsOf: dir.appendingPathComponent("cache.sqlite"))
        let cache = try open()
        let path = dir.appendingPathComponent("cache.sqlite").path
        XCTAssertEqual(
            warnings,
            [
                "the cache database at \(path) is damaged (26 (file is not a database)); it was moved to \(path).corrupt and a new one started"
            ])
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: path + ".corrupt")), garbage, "moved aside, not deleted")
        cache.database.store(kind: "movie", key: "1", body: Data("x".utf8), fetchedAt: Date(timeIntervalSince1970: 5))
        XCTAssertEqual(
            cache.database.body(kind: "movie", key: "1"),
            CachedBody(body: Data("x".utf8), fetchedAt: Date(timeIntervalSince1970: 5)))
    }

    func testTruncatedDatabaseIsRecreated() throws {
        try open().database.store(
            kind: "daily", key: "20220105", body: Data(repeating: 1, count: 20_000), fetchedAt: Date())
        let path = dir.appendingPathComponent("cache.sqlite")
        let data = try Data(contentsOf: path)
        try data.prefix(2000).write(to: path)  // cut mid-page
        let cache = try open()
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(
            warnings.first?.hasPrefix("the cache database at \(path.path) is damaged (") ?? false, warnings.first ?? "")
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: path.path + ".corrupt")).count, 2000,
            "the damaged file is kept aside")
        cache.database.store(kind: "daily", key: "x", body: Data(), fetchedAt: Date(timeIntervalSince1970: 7))
        XCTAssertEqual(
            cache.database.body(kind: "daily", key: "x"),
            CachedBody(body: Data(), fetchedAt: Date(timeIntervalSince1970: 7)))
    }

    func testPosterFilesAreEvictedLeastRecentlyUsedFirst() throws {
        let cache = try open(cap: 25_000)
        let t0 = Date(timeIntervalSince1970: 1_700_000_000)
        cache.posters.store(
            movieCode: "A", sourceURL: "http://a", data: Data(repeating: 1, count: 10_000), fetchedAt: t0)
        cache.posters.store(
            movieCode: "B", sourceURL: "http://b", data: Data(repeating: 2, count: 10_000), fetchedAt: t0 + 1)
        _ = cache.posters.poster(movieCode: "A", now: t0 + 2)  // A is now the most recently used
        cache.posters.store(
            movieCode: "C", sourceURL: "http://c", data: Data(repeating: 3, count: 10_000), fetchedAt: t0 + 3)
        XCTAssertNotNil(cache.posters.poster(movieCode: "A", now: t0 + 4))
        XCTAssertNil(cache.posters.poster(movieCode: "B", now: t0 + 4))
        XCTAssertEqual(cache.posters.poster(movieCode: "C", now: t0 + 4)?.data.first, 3)
        XCTAssertEqual(cache.posters.totalBytes, 20_000)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("posters").path)
        XCTAssertEqual(files.sorted(), ["poster-A.img", "poster-C.img"])
    }

    func testThePosterCapIs200MegabytesByDefault() throws {
        XCTAssertEqual(PosterFileStore.defaultCapBytes, 200 * 1_048_576)
        XCTAssertEqual(try open().posters.capBytes, 200 * 1_048_576)
    }

    func testPosterFileDeletedBehindOurBackIsAMiss() throws {
        let cache = try open()
        cache.posters.store(movieCode: "A", sourceURL: "http://a", data: Data([1]), fetchedAt: Date())
        try FileManager.default.removeItem(at: dir.appendingPathComponent("posters/poster-A.img"))
        XCTAssertNil(cache.posters.poster(movieCode: "A", now: Date()))
    }

    /// Another process holding the database (the window while `boxoffice daily` starts) is waited
    /// for, never taken for damage: nothing is moved or deleted.
    func testABusyDatabaseIsNotReplaced() throws {
        let at = Date(timeIntervalSince1970: 1_700_000_000)
        try open().database.store(kind: "daily", key: "20220105", body: Data("{}".utf8), fetchedAt: at)
        let path = dir.appendingPathComponent("cache.sqlite").path
        let other = try Self.lockingConnection(path)
        try other.inDatabase { try $0.execute(sql: "BEGIN EXCLUSIVE") }
        XCTAssertThrowsError(
            try DiskCache(directory: dir, busyTimeout: 0.05) { [self] w in lock.withLock { warnings.append(w) } })
        try other.inDatabase { try $0.execute(sql: "COMMIT") }
        XCTAssertEqual(warnings, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".corrupt"))
        XCTAssertEqual(
            try open().database.body(kind: "daily", key: "20220105"), CachedBody(body: Data("{}".utf8), fetchedAt: at))
    }

    /// Marking a poster used is best effort: when the database cannot be written (another writer
    /// holds it, a full disk, a read-only folder), the saved poster is still read.
    func testAPosterIsReadWhenTheDatabaseCannotBeWritten() throws {
        let cache = try DiskCache(directory: dir, busyTimeout: 0.05) { [self] w in lock.withLock { warnings.append(w) }
        }
        let t0 = Date(timeIntervalSince1970: 1_700_000_000)
        cache.posters.store(movieCode: "A", sourceURL: "http://a", data: Data([7, 8]), fetchedAt: t0)
        let other = try Self.lockingConnection(dir.appendingPathComponent("cache.sqlite").path)
        try other.inDatabase { try $0.execute(sql: "BEGIN IMMEDIATE") }  // writes now fail with SQLITE_BUSY
        defer { try? other.inDatabase { try $0.execute(sql: "ROLLBACK") } }
        let poster = cache.posters.poster(movieCode: "A", now: t0 + 60)
        XCTAssertEqual(poster, PosterFileStore.Poster(data: Data([7, 8]), sourceURL: "http://a", fetchedAt: t0))
    }

    /// A second connection, as another process would hold one, allowed to keep a transaction open.
    static func lockingConnection(_ path: String) throws -> DatabaseQueue {
        var config = Configuration()
        config.allowsUnsafeTransactions = true
        return try DatabaseQueue(path: path, configuration: config)
    }
}
