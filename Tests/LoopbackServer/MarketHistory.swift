import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// A cache folder whose history holds the real 2018 answers (Tests/Fixtures/market): every day of the year
/// and January's Korean chart, saved the way the repository saves them (`HistoryStore.record`), made once
/// per process and copied into each test's cache folder.
public enum MarketHistory {
    public static let template: URL = {
        let dir = makeTemporaryDirectory("market-template")
        guard let cache = try? DiskCache(directory: dir) else { return dir }
        let store = HistoryStore(database: cache.database)
        guard let january1 = Day(year: 2018, month: 1, day: 1) else { return dir }
        for day in (0..<365).map({ january1.adding(days: $0) }) {
            if let chart = chart("market/2018/\(day.compact).json") {
                store.record(chart, day: day, segment: .everything)
            }
            if day.month == 1, let k = chart("market/2018-01-korean/\(day.compact)_K.json") {
                store.record(k, day: day, segment: HistoryStore.koreanSegment)
            }
        }
        return dir
    }()

    /// Copies the template's database into `cacheDirectory` (made if missing).
    public static func copy(into cacheDirectory: URL) throws {
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: template.path)
        for name in files where name.hasPrefix("cache.sqlite") {
            try FileManager.default.copyItem(
                at: template.appendingPathComponent(name), to: cacheDirectory.appendingPathComponent(name))
        }
    }

    public static func chart(_ name: String) -> Chart? {
        (try? ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture(name))).flatMap { try? Chart($0, kind: .daily) }
    }
}
