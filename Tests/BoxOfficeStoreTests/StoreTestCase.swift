import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// What is saved on one cache folder, opened as the app opens it: the database, the history and the
/// request counter, on a temporary folder and a manual clock. No network: this is the Store alone.
class StoreTestCase: XCTestCase {
    var dir: URL!
    // 2022-01-10 09:00 KST: 2022-01-05 is long settled, yesterday is 2022-01-09.
    let clock = ManualClock("2022-01-10T00:00:00Z")

    override func setUp() {
        KoreanWords.install()
        dir = makeTemporaryDirectory()
    }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    struct Opened {
        let cache: DiskCache
        let store: HistoryStore
        let counter: RequestCounter
    }

    /// The folder opened; a second call is the app (or the command line) after a restart.
    @MainActor func opened(budget: Int? = nil) throws -> Opened {
        let cache = try DiskCache(directory: dir)
        let store = HistoryStore(database: cache.database)
        return Opened(
            cache: cache, store: store, counter: RequestCounter(store: store, clock: clock, budgetOverride: budget))
    }

    func day(_ text: String) -> Day { Day(text)! }
}
