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

    /// The real 2018 answers of `days` alone, recorded into a new cache in `cacheDirectory` (a history that
    /// lacks the other days, as a user's can).
    public static func write(into cacheDirectory: URL, days: [Day]) throws {
        let cache = try DiskCache(directory: cacheDirectory)
        let store = HistoryStore(database: cache.database)
        for day in days where day.year == 2018 {
            if let chart = chart("market/2018/\(day.compact).json") {
                store.record(chart, day: day, segment: .everything)
            }
        }
    }

    /// The days of 2018's holiday periods but Christmas Day (Seollal, May, the summer peak, Chuseok).
    public static var holidaysButChristmas2018: [Day] {
        HolidayPeriod.periods(in: 2018).filter { $0.name != .christmas }.flatMap(\.days)
    }

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
