import BoxOfficeCore
import BoxOfficeStore
import Foundation

extension FollowCheck {
    /// How long the timer's run waits: for the network at most `patience`, and `retryAfter` before its one
    /// second try.
    public struct CatchUpTiming: Sendable {
        public var patience: Double
        public var retryAfter: Double
        public init(patience: Double = 600, retryAfter: Double = 60) {
            self.patience = patience
            self.retryAfter = retryAfter
        }
    }

    /// `boxoffice check` as the timer runs it, often the moment a machine wakes, before its network is up:
    /// it waits for the network (at most `timing.patience`), checks, and when yesterday's chart still could
    /// not be fetched (the network dropped, a name did not resolve yet) tries once more after
    /// `timing.retryAfter`, online again — so the day is told that morning, not at the next day's run.
    /// Nothing to check (no film followed, the sample): returns at once, asking nothing.
    public func catchUp(
        network: NetworkState, offline: Bool = false, sleeper: FillSleeper, timing: CatchUpTiming = CatchUpTiming(),
        waiting: (String) -> Void = { _ in }
    ) async -> [FollowEvent] {
        guard let follows, !follows.followed().isEmpty, !repository.isSampleMode else { return [] }
        // `--offline`: the saved charts only, nothing to wait for or try again.
        guard !offline else { return await check() }
        network.check()
        if network.isOffline {
            waiting("no network: waiting for it (at most \(Int(timing.patience / 60)) minutes)")
            await Self.online(network, within: timing.patience, sleeper: sleeper)
        }
        var told = await check()
        guard !hasYesterday, !(repository.requestCounter?.isBudgetUsedUp ?? false) else { return told }
        waiting("yesterday's chart could not be fetched: trying once more in \(Int(timing.retryAfter)) s")
        try? await sleeper.sleep(seconds: timing.retryAfter)
        await Self.online(network, within: timing.patience, sleeper: sleeper)
        told += await check()
        return told
    }

    /// Whether yesterday's whole-market chart is saved (fetched now or before).
    var hasYesterday: Bool {
        repository.saved.savedChart(ChartQuery(day: KoreanTime.yesterday(now: repository.clock.now()))) != nil
    }

    /// Returns once the network is there, or after `seconds` without it.
    private static func online(_ network: NetworkState, within seconds: Double, sleeper: FillSleeper) async {
        guard network.isOffline else { return }
        // The listener and the timer hold the wait weakly: it lives until the continuation has resumed.
        let wait = OnlineWait()
        defer { withExtendedLifetime(wait) {} }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            wait.start(continuation, network: network) { try? await sleeper.sleep(seconds: seconds) }
        }
    }
}

/// One wait for the network: ended by whichever comes first, the network or the time; the other is dropped.
@MainActor
private final class OnlineWait {
    private var continuation: CheckedContinuation<Void, Never>?
    private var token: Int?
    private var timer: Task<Void, Never>?
    private weak var network: NetworkState?

    func start(
        _ continuation: CheckedContinuation<Void, Never>, network: NetworkState,
        sleep: @escaping @MainActor () async -> Void
    ) {
        self.continuation = continuation
        self.network = network
        token = network.changes.observe { [weak self, weak network] _ in
            if network?.isOffline == false { self?.finish() }
        }
        timer = Task { [weak self] in
            await sleep()
            self?.finish()
        }
    }

    private func finish() {
        guard let continuation else { return }
        self.continuation = nil
        if let token { network?.changes.remove(token) }
        timer?.cancel()
        continuation.resume()
    }
}
