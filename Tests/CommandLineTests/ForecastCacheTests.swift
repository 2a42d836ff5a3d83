import BoxOfficeCore
import BoxOfficeStore
import Foundation
import GRDB
import LoopbackServer
import XCTest

/// `boxoffice forecast` from the merged reference library cached beside the database
/// (`forecast-references.bin`): the same answers with and without it, a saved day learnt at once, and a
/// damaged, cut short or foreign file made again rather than trusted.
final class ForecastCacheTests: CommandLineTestCase {
    private var cacheFile: URL { cacheDir.appendingPathComponent(ReferenceLibraryCache.fileName) }
    /// 독전 under a code the shipped runs do not know (`historyOnly`), so its run is the history's alone.
    private static let historyOnly = "29179383"
    /// Films in 2018's history at D3, D7 and their latest day: 어벤져스: 인피니티 워 and 데드풀 2 (shipped runs
    /// too), 독전 (the history's alone); and 어벤져스's ended run asked with no day (its D3, D7 and D14 forecasts).
    private let cases: [[String]] = [
        ["20177478", "--at-day", "3"], ["20177478", "--at-day", "7"], ["20176848", "--as-of", "2018-05-31"],
        [ForecastCacheTests.historyOnly, "--at-day", "7"],
        [ForecastCacheTests.historyOnly], ["20177478"]
    ]

    /// April and May 2018 in history, as a fill leaves them.
    private func seed(through last: String = "20180531") throws {
        let cache = try DiskCache(directory: cacheDir)
        let history = HistoryStore(database: cache.database)
        var day = try XCTUnwrap(Day("20180401"))
        let end = try XCTUnwrap(Day(last))
        while day <= end {
            try record(day, history)
            day = day.adding(days: 1)
        }
    }

    private func record(_ day: Day, _ history: HistoryStore) throws {
        let name = String(format: "market/2018/%08d.json", day.number)
        let text = String(decoding: FixtureAPI.fixture(name), as: UTF8.self)
            .replacingOccurrences(of: "20179383", with: ForecastCacheTests.historyOnly)
        let result = try ResponseDecoding.kobisBoxOffice(Data(text.utf8))
        history.record(try Chart(result, kind: .daily), day: day, segment: .everything)
    }

    private func forecast(_ args: [String]) throws -> CommandResult {
        let env = environment(nil, extra: ["BOXOFFICE_TRACE_FORECAST": "1"])
        return try boxoffice(["forecast"] + args + ["--format", "json"], env: env)
    }

    private func answer(_ r: CommandResult, fromCache: Bool, _ args: [String]) -> String {
        XCTAssertEqual(r.status, 0, "\(args): \(r.all)")
        XCTAssertEqual(
            r.stderr.contains("runs from the cached library"), fromCache, "\(args) read the cache: \(r.stderr)")
        return r.stdout
    }

    func testTheSameForecastsWithAndWithoutTheCache() throws {
        try seed()
        for args in cases {
            try? FileManager.default.removeItem(at: cacheFile)
            let made = answer(try forecast(args), fromCache: false, args)
            XCTAssertTrue(FileManager.default.fileExists(atPath: cacheFile.path), "\(args): no cached library")
            let cached = answer(try forecast(args), fromCache: true, args)
            XCTAssertEqual(cached, made, "\(args)")
            XCTAssertTrue(made.contains("\"movieCd\" : \"\(args[0])\""), made)
        }
        // The app answers the same from the cache too.
        let app = try run(
            self.app, ["forecast", "20177478", "--at-day", "7", "--format", "json"], env: environment(nil))
        try? FileManager.default.removeItem(at: cacheFile)
        XCTAssertEqual(app.stdout, answer(try forecast(["20177478", "--at-day", "7"]), fromCache: false, []))
    }

    /// The ranges' past forecasts are cached with the library by the first forecast that works them out: every
    /// later forecast (of any film, at any day) reading them answers as one that works everything out again.
    func testTheRangesPastForecastsReadFromTheCache() throws {
        try seed()
        var fresh: [String] = []
        for args in cases {
            try? FileManager.default.removeItem(at: cacheFile)
            fresh.append(answer(try forecast(args), fromCache: false, args))
        }
        try? FileManager.default.removeItem(at: cacheFile)
        _ = answer(try forecast(cases[0]), fromCache: false, cases[0])
        var sizes: [Int] = []
        for (args, made) in zip(cases, fresh) {
            XCTAssertEqual(answer(try forecast(args), fromCache: true, args), made, "\(args)")
            sizes.append(try Data(contentsOf: cacheFile).count)
        }
        // Asked again, nothing is worked out anew: the file is not written.
        let kept = try Data(contentsOf: cacheFile)
        for (args, made) in zip(cases, fresh) {
            XCTAssertEqual(answer(try forecast(args), fromCache: true, args), made, "\(args)")
        }
        XCTAssertEqual(try Data(contentsOf: cacheFile), kept)
        // Each new film or day adds its 150 past runs' forecasts (16 bytes each) that were not there yet.
        XCTAssertEqual(sizes, [1_199_804, 1_202_204, 1_203_836, 1_204_076, 1_206_476, 1_208_876])
        // The range and the ended run's past forecasts are in the answers compared.
        XCTAssertTrue(fresh[1].contains("\"low\" : "), fresh[1])
        XCTAssertTrue(fresh[5].contains("\"past\" : ["), fresh[5])
        // 어벤져스's latest run (its 2020 re-release) reached D3 only.
        XCTAssertEqual(fresh[5].components(separatedBy: "\"high\" : ").count, 2, fresh[5])
        XCTAssertTrue(fresh[5].contains("\"low\" : 11224539"), fresh[5])
    }

    func testASavedDayIsLearntByTheNextForecast() throws {
        try seed(through: "20180524")
        let before = answer(try forecast([ForecastCacheTests.historyOnly]), fromCache: false, [])
        XCTAssertTrue(before.contains("\"asOf\" : \"2018-05-24\""), before)
        // The window (another process) saves the next day: the next forecast reads the history again.
        let cache = try DiskCache(directory: cacheDir)
        try record(try XCTUnwrap(Day("20180525")), HistoryStore(database: cache.database))
        let after = answer(try forecast([ForecastCacheTests.historyOnly]), fromCache: false, [])
        XCTAssertTrue(after.contains("\"asOf\" : \"2018-05-25\""), after)
        XCTAssertEqual(answer(try forecast([ForecastCacheTests.historyOnly]), fromCache: true, []), after)
        // A day changed in place (KOBIS corrects days) is a change too.
        try record(try XCTUnwrap(Day("20180525")), HistoryStore(database: cache.database))
        XCTAssertEqual(answer(try forecast([ForecastCacheTests.historyOnly]), fromCache: false, []), after)
    }

    func testADamagedCacheIsMadeAgain() throws {
        try seed()
        let args = ["20177478", "--at-day", "7"]
        let good = answer(try forecast(args), fromCache: false, args)
        let goodFile = try Data(contentsOf: cacheFile)
        XCTAssertGreaterThan(goodFile.count, 100_000)
        var flipped = goodFile
        flipped[goodFile.count / 2] ^= 0xFF
        var huge = goodFile
        huge.replaceSubrange(44..<56, with: [UInt8](repeating: 0xFF, count: 12))
        var version = goodFile
        version[8] &+= 1
        // The market's running totals (8 bytes a day before the strings), the second one made larger than the rest:
        // read by every forecast, even one that decodes only the runs it learns from.
        func count(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(goodFile[at + $1]) << (8 * $1) } }
        var falling = goodFile
        falling[goodFile.count - count(52) - count(68) * 8 + 15] = 0x01
        let damaged: [(String, Data)] = [
            ("cut short", goodFile.prefix(goodFile.count - 7)), ("empty", Data()), ("counts of 2^32-1", huge),
            ("another version", version), ("text", Data("not a library\n".utf8)),
            ("one more byte", goodFile + [0]), ("the market's totals falling", falling)
        ]
        for (what, bytes) in damaged {
            try bytes.write(to: cacheFile)
            XCTAssertEqual(answer(try forecast(args), fromCache: false, [what]), good, what)
            XCTAssertEqual(try Data(contentsOf: cacheFile), goodFile, "\(what): made again")
        }
        // A byte changed inside a day's figures still has the file's shape: the answer must not trap.
        try flipped.write(to: cacheFile)
        XCTAssertEqual(try forecast(args).status, 0)
    }

    /// The film's own rows come from the history: a day saved behind the counter's back (its triggers dropped,
    /// as an edit of the file could) is still in the film's next forecast, and the file is made again.
    func testTheFilmsOwnRowsComeFromTheHistory() throws {
        try seed(through: "20180524")
        let args = [ForecastCacheTests.historyOnly]
        _ = answer(try forecast(args), fromCache: false, args)
        let queue = try DatabaseQueue(path: cacheDir.appendingPathComponent("cache.sqlite").path)
        try queue.write { db in
            for name in ["historyInserted", "historyUpdated", "historyDeleted"] {
                try db.execute(sql: "DROP TRIGGER \(name)")
            }
        }
        try queue.close()
        let cache = try DiskCache(directory: cacheDir)
        try record(try XCTUnwrap(Day("20180525")), HistoryStore(database: cache.database))
        let after = try forecast(args)
        XCTAssertEqual(after.status, 0, after.all)
        XCTAssertTrue(after.stdout.contains("\"asOf\" : \"2018-05-25\""), after.stdout)
        try? FileManager.default.removeItem(at: cacheFile)
        XCTAssertEqual(answer(try forecast(args), fromCache: false, args), after.stdout)
    }
}
