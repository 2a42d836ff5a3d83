import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// Waits by moving the test's manual clock instead of real time, and remembers every wait.
final class ManualSleeper: FillSleeper, @unchecked Sendable {
    private let clock: ManualClock
    private let lock = NSLock()
    private var waits: [Double] = []
    init(_ clock: ManualClock) { self.clock = clock }
    func sleep(seconds: Double) async throws {
        lock.withLock { waits.append(seconds) }
        clock.advance(seconds)
    }
    var slept: [Double] { lock.withLock { waits } }
}

/// The history stack on one cache folder: store, counter, repository and fill, as AppServices wires them.
struct HistoryStack {
    let cache: DiskCache
    let store: HistoryStore
    let counter: RequestCounter
    let repository: BoxOfficeRepository
    let fill: HistoryFill
    let sleeper: ManualSleeper
}

class HistoryTestCase: RepositoryTestCase {
    /// A new stack on the test's folder; a second call is the app after a restart.
    @MainActor func stack(
        _ api: FixtureAPI?, budget: Int? = nil, slot: HistoryStore.FillSlot = .window,
        locked: Bool = false
    ) throws -> HistoryStack {
        let cache = try DiskCache(directory: dir)
        let store = HistoryStore(database: cache.database)
        let counter = RequestCounter(store: store, clock: clock, budgetOverride: budget)
        let repository = BoxOfficeRepository(
            configuration: configuration(api), http: HTTPClient(timeoutSeconds: 2), cache: cache,
            clock: clock, retry: .none, history: store, requestCounter: counter)
        let sleeper = ManualSleeper(clock)
        let fill = HistoryFill(
            repository: repository, store: store, counter: counter, clock: clock, sleeper: sleeper,
            slot: slot, lock: locked ? FillLock(directory: dir) : nil)
        return HistoryStack(
            cache: cache, store: store, counter: counter, repository: repository, fill: fill, sleeper: sleeper)
    }

    func day(_ text: String) -> Day { Day(text)! }

    /// The whole market's #1 on a day as the store keeps it ("title audience"), nil for a day not kept:
    /// what tells a day saved under the wrong date, as every day of 2018 has its own figures.
    func number1(_ store: HistoryStore, _ text: String) -> String? {
        store.rows(on: day(text)).first { $0.rank == 1 }.map { "\($0.title) \($0.audience)" }
    }

    /// The targetDt of every daily request the server saw, in order.
    @MainActor func dailyRequests(_ api: FixtureAPI) -> [String] {
        api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").compactMap { $0.query["targetDt"] }
    }

    /// Serves the loop until `condition` holds (a condition, never a fixed sleep).
    @MainActor func waitUntil(_ what: String, timeout: Double = 10, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline {
                XCTFail("timed out waiting for \(what)")
                return
            }
            try await Task.sleep(nanoseconds: 2_000_000)
        }
    }
}
