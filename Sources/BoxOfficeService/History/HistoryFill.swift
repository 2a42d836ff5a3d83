import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// Fills history for a range of days: asks the repository for each day's daily chart, so its caching
/// rules decide what costs a request (a settled saved day costs nothing). Runs on the main actor
/// between awaits, throttled to one request per `minimumInterval` (4 a second), within the daily
/// request budget; can be paused, cancelled, and resumed after a restart (the job is saved in SQLite).
@MainActor
public final class HistoryFill {
    public nonisolated static let defaultMinimumInterval = 0.25

    private let repository: BoxOfficeRepository
    private let store: HistoryStore?
    public let counter: RequestCounter
    private let clock: WallClock
    private let sleeper: FillSleeper
    private let minimumInterval: Double
    /// Where this fill's job is saved (the window's or the command line's).
    private let slot: HistoryStore.FillSlot
    /// Held while a fill runs, so no other process fetches the same days.
    private let lock: FillLock?

    /// The current or last fill's progress; nil before any.
    public private(set) var progress: FillProgress?
    /// What a fill's observers hear: `progress` changed.
    public enum Part: Hashable, Sendable { case progress }
    /// Told on every change of `progress`.
    public let changes = Changes<Part>()
    private var pauseRequested = false
    private var cancelRequested = false
    private var task: Task<FillProgress, Never>?
    private var lastRequestAt: Date?
    /// Set by the command line: called once when another process holds the lock, and the fill then waits
    /// for it instead of failing.
    public var waitForOther: (@MainActor () -> Void)?

    public init(
        repository: BoxOfficeRepository, store: HistoryStore?, counter: RequestCounter, clock: WallClock,
        sleeper: FillSleeper = TaskSleeper(), minimumInterval: Double = HistoryFill.defaultMinimumInterval,
        slot: HistoryStore.FillSlot = .window, lock: FillLock? = nil
    ) {
        self.repository = repository
        self.slot = slot
        self.lock = lock
        self.store = store
        self.counter = counter
        self.clock = clock
        self.sleeper = sleeper
        self.minimumInterval = max(0, minimumInterval)
    }

    public var isRunning: Bool { progress?.phase == .running }

    /// Another process (a `boxoffice history`, another window) is filling history now.
    public var isRunningElsewhere: Bool { !isRunning && (lock?.isHeldElsewhere ?? false) }

    /// Said when a fill cannot start because another process is filling.
    public static var busySentence: String {
        tr("Another BoxOffice is filling history now; this fill can start when it is done")
    }

    /// After a restart: the fill an earlier run left (quit in the middle, paused, or stopped by the
    /// budget or a failure) becomes `progress`. One the app quit in the middle of goes on at once; the
    /// others wait, paused, for `resume()`. Nil when none is pending.
    @discardableResult
    public func restore() -> FillProgress? {
        guard !isRunning, let saved = store?.savedFill(slot) else { return nil }
        set(FillProgress(job: saved.job, phase: .paused, done: saved.done, total: saved.job.queryCount))
        resumedAtRestore = !saved.paused
        if !saved.paused { start(saved.job) }
        return progress
    }

    /// `restore` found a fill the app quit in the middle of, and it goes on.
    public private(set) var resumedAtRestore = false

    /// Starts `job` in the background (one fill at a time: a running one is kept).
    public func start(_ job: FillJob) {
        guard !isRunning else { return }
        task = Task { await self.run(job) }
    }

    /// Goes on with the pending (saved) fill, if any.
    public func resume() {
        guard !isRunning, let job = progress.map(\.job) ?? store?.savedFill(slot)?.job else { return }
        start(job)
    }

    /// Stops after the day being fetched; the job stays saved.
    public func pause() { if isRunning { pauseRequested = true } }

    /// Stops now and forgets the job (the days already kept stay kept).
    public func cancel() {
        cancelRequested = true
        task?.cancel()
        if !isRunning {
            store?.clearFill(slot)
            if var p = progress, p.isResumable {
                p.phase = .cancelled
                set(p)
            }
        }
    }

    /// Fills `job` and returns how it ended. The command line awaits this; the window uses `start`.
    public func run(_ requested: FillJob) async -> FillProgress {
        if isRunning, let progress { return progress }
        pauseRequested = false
        cancelRequested = false
        let job = requested.clamped(to: repository.latestDay)
        // One fill at a time across processes: the command line waits its turn (every day the other one
        // fetched is then saved and costs nothing); the window says so and keeps its own job.
        if let lock, !lock.tryAcquire() {
            guard let waitForOther else {
                var busy = FillProgress(job: job, phase: .failed, done: 0, total: job.queryCount)
                busy.sentence = Self.busySentence
                set(busy)
                return busy
            }
            waitForOther()
            // Polled in real time (the other process keeps no clock of ours); a fifth of a second is nothing
            // against a fill, and the lock cannot signal across processes.
            while !lock.tryAcquire() {
                let waiting = FillProgress(job: job, phase: .running, done: 0, total: job.queryCount)
                do { try await Task.sleep(nanoseconds: 200_000_000) } catch { return finish(waiting, .cancelled) }
                if cancelRequested { return finish(waiting, .cancelled) }
            }
        }
        let queries = job.queries()
        // A saved chart the cache policy lets stand needs no request (and reading it keeps its history rows).
        // Details only: no chart at all, a day not kept is passed over.
        let needed: Set<ChartQuery> =
            job.detailsOnly ? [] : Set(queries.filter { repository.immediateChart($0) == nil })
        var plan = DetailsPlan(job: job, needed: needed, store: store)
        var p = FillProgress(
            job: job, phase: .running, done: queries.count - needed.count, total: queries.count,
            toFetch: needed.count)
        p.detailsLeft = plan.left
        p.estimatedSecondsLeft = estimate(p, secondsPerRequest: nil)
        store?.saveFill(.init(job: job, paused: false, done: p.done), slot: slot)
        set(p)
        let started = clock.now()
        for day in job.days {
            // The day's own chart, fetched or kept, names the films whose details come after it (fetched: those).
            var films: [String]?
            for query in job.queries(on: day) where needed.contains(query) {
                if let stop = stopBeforeRequest(&p) { return finish(p, stop) }
                do {
                    try await throttle()
                } catch {
                    return finish(p, .cancelled)
                }
                if let stop = stopBeforeRequest(&p) { return finish(p, stop) }
                lastRequestAt = clock.now()
                do {
                    let loaded = try await repository.chart(query)
                    // A saved copy shown because revalidation failed is a failure here: the day is not filled.
                    if let error = loaded.refreshError {
                        p.sentence = error.sentence
                        return finish(p, .failed)
                    }
                    if query == job.filmsQuery(day) {
                        films = plan.fetched(day, films: loaded.value.entries.map(\.movieCode))
                    }
                } catch let error as BoxOfficeError {
                    if error == .cancelled || cancelRequested { return finish(p, .cancelled) }
                    p.sentence = error.sentence
                    return finish(p, .failed)
                } catch {
                    return finish(p, .cancelled)
                }
                p.done += 1
                p.fetched += 1
                p.toFetch -= 1
                p.detailsLeft = plan.left
                p.estimatedSecondsLeft = estimate(p, secondsPerRequest: pace(p, since: started))
                store?.saveFill(.init(job: job, paused: false, done: p.done), slot: slot)
                set(p)
            }
            let codes = films ?? plan.films(of: day)
            if let stop = await saveDetails(of: codes, &plan, &p, dayStarted: films != nil, since: started) {
                return finish(p, stop)
            }
        }
        return finish(p, .finished)
    }

    /// Seconds a request took on average so far; nil before any.
    private func pace(_ p: FillProgress, since started: Date) -> Double? {
        p.requestsMade > 0 ? clock.now().timeIntervalSince(started) / Double(p.requestsMade) : nil
    }

    /// The details of the films a day's chart names that the cache has none of (the market's distributors come
    /// from them), each the first time the fill meets it, as the film window asks for them, throttled and counted
    /// like a chart. Pause waits for the day's films (it stops "after the day"); the budget and cancelling stop at
    /// once. A film whose details cannot be had now is left for a later fill. `dayStarted`: the day's chart was
    /// fetched, so its films belong to a day already begun.
    private func saveDetails(
        of codes: [String], _ plan: inout DetailsPlan, _ p: inout FillProgress, dayStarted: Bool, since started: Date
    ) async -> FillProgress.Phase? {
        for (index, code) in codes.enumerated() {
            let firstOfDay = index == 0 && !dayStarted
            if let stop = firstOfDay ? stopBeforeRequest(&p) : stopBeforeDetails(&p) { return stop }
            do {
                try await throttle()
            } catch {
                return .cancelled
            }
            if let stop = stopBeforeDetails(&p) { return stop }
            lastRequestAt = clock.now()
            plan.asked(code)
            p.detailsAsked += 1
            p.detailsLeft = plan.left
            do {
                _ = try await repository.film(code: code, retrying: false)
                p.detailsFetched += 1
            } catch let error as BoxOfficeError where error == .cancelled {
                return .cancelled
            } catch {
                if cancelRequested { return .cancelled }
            }
            p.estimatedSecondsLeft = estimate(p, secondsPerRequest: pace(p, since: started))
            set(p)
        }
        return nil
    }

    private func stopBeforeDetails(_ p: inout FillProgress) -> FillProgress.Phase? {
        if cancelRequested || Task.isCancelled { return .cancelled }
        if counter.isBudgetUsedUp {
            p.sentence = counter.budgetSentence
            return .budgetReached
        }
        return nil
    }

    /// Why the fill must stop before its next request, if it must.
    private func stopBeforeRequest(_ p: inout FillProgress) -> FillProgress.Phase? {
        if cancelRequested || Task.isCancelled { return .cancelled }
        if pauseRequested { return .paused }
        if counter.isBudgetUsedUp {
            p.sentence = counter.budgetSentence
            return .budgetReached
        }
        return nil
    }

    /// At most one request per `minimumInterval`, measured on the injected clock.
    private func throttle() async throws {
        guard let last = lastRequestAt else { return }
        let wait = minimumInterval - clock.now().timeIntervalSince(last)
        if wait > 0 { try await sleeper.sleep(seconds: wait) }
        try Task.checkCancellation()
    }

    private func estimate(_ p: FillProgress, secondsPerRequest: Double?) -> Double {
        Double(p.requestsLeft) * max(minimumInterval, secondsPerRequest ?? minimumInterval)
    }

    private func finish(_ ended: FillProgress, _ phase: FillProgress.Phase) -> FillProgress {
        var p = ended
        p.phase = phase
        p.estimatedSecondsLeft = phase == .finished ? 0 : nil
        switch phase {
        case .finished, .cancelled: store?.clearFill(slot)
        case .paused: store?.saveFill(.init(job: p.job, paused: true, done: p.done), slot: slot)
        // Budget and failures leave the job to be resumed (after midnight, or when the network is back).
        default: store?.saveFill(.init(job: p.job, paused: true, done: p.done), slot: slot)
        }
        pauseRequested = false
        cancelRequested = false
        task = nil
        lock?.release()
        set(p)
        return p
    }

    private func set(_ p: FillProgress) {
        progress = p
        changes.send(.progress)
    }
}
