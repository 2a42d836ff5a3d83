import BoxOfficeCore
@testable import BoxOfficeService
import Foundation
import LoopbackServer
import XCTest

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
        XCTAssertEqual(again.database.body(kind: "daily", key: "20220105"), CachedBody(body: Data("{}".utf8), fetchedAt: at))
        XCTAssertNil(again.database.body(kind: "daily", key: "20220106"))
        XCTAssertEqual(warnings, [])
    }

    func testCorruptDatabaseIsRecreatedWithAWarning() throws {
        try Data("this is not a database, it is garbage written over the cache file ........".utf8)
            .write(to: dir.appendingPathComponent("cache.sqlite"))
        let cache = try open()
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("unreadable"), warnings[0])
        cache.database.store(kind: "movie", key: "1", body: Data("x".utf8), fetchedAt: Date())
        XCTAssertNotNil(cache.database.body(kind: "movie", key: "1"))
    }

    func testTruncatedDatabaseIsRecreated() throws {
        try open().database.store(kind: "daily", key: "20220105", body: Data(repeating: 1, count: 20_000), fetchedAt: Date())
        let path = dir.appendingPathComponent("cache.sqlite")
        let data = try Data(contentsOf: path)
        try data.prefix(2000).write(to: path)   // cut mid-page
        let cache = try open()
        cache.database.store(kind: "daily", key: "x", body: Data(), fetchedAt: Date())
        XCTAssertNotNil(cache.database.body(kind: "daily", key: "x"))
    }

    func testPosterFilesAreEvictedLeastRecentlyUsedFirst() throws {
        let cache = try open(cap: 25_000)
        let t0 = Date(timeIntervalSince1970: 1_700_000_000)
        cache.posters.store(movieCode: "A", sourceURL: "http://a", data: Data(repeating: 1, count: 10_000), fetchedAt: t0)
        cache.posters.store(movieCode: "B", sourceURL: "http://b", data: Data(repeating: 2, count: 10_000), fetchedAt: t0 + 1)
        _ = cache.posters.poster(movieCode: "A", now: t0 + 2)   // A is now the most recently used
        cache.posters.store(movieCode: "C", sourceURL: "http://c", data: Data(repeating: 3, count: 10_000), fetchedAt: t0 + 3)
        XCTAssertNotNil(cache.posters.poster(movieCode: "A", now: t0 + 4))
        XCTAssertNil(cache.posters.poster(movieCode: "B", now: t0 + 4))
        XCTAssertEqual(cache.posters.poster(movieCode: "C", now: t0 + 4)?.data.first, 3)
        XCTAssertEqual(cache.posters.totalBytes, 20_000)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("posters").path)
        XCTAssertEqual(files.sorted(), ["poster-A.img", "poster-C.img"])
    }

    func testPosterFileDeletedBehindOurBackIsAMiss() throws {
        let cache = try open()
        cache.posters.store(movieCode: "A", sourceURL: "http://a", data: Data([1]), fetchedAt: Date())
        try FileManager.default.removeItem(at: dir.appendingPathComponent("posters/poster-A.img"))
        XCTAssertNil(cache.posters.poster(movieCode: "A", now: Date()))
    }
}
