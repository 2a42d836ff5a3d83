import BoxOfficeViewModels
import Foundation

/// A debounce clock the test moves by hand: sleeps end only when `advance` passes their deadline,
/// and a cancelled sleep ends at once. No real time passes.
final class ManualSleeper: SearchSleeper, @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0.0
    private var waiting: [UUID: (deadline: Double, continuation: CheckedContinuation<Void, Error>)] = [:]
    private var started = 0

    /// Sleeps waiting now, and every sleep ever begun.
    var pending: Int { lock.withLock { waiting.count } }
    var begun: Int { lock.withLock { started } }

    func sleep(seconds: Double) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, Error>) in
                lock.withLock {
                    started += 1
                    // Cancelled before it began: the handler below found nothing to end.
                    if Task.isCancelled {
                        c.resume(throwing: CancellationError())
                        return
                    }
                    waiting[id] = (now + seconds, c)
                }
            }
        } onCancel: {
            lock.withLock { waiting.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    func advance(_ seconds: Double) {
        let due = lock.withLock { () -> [CheckedContinuation<Void, Error>] in
            now += seconds
            let ids = waiting.filter { $0.value.deadline <= now + 1e-9 }.map(\.key)
            return ids.compactMap { waiting.removeValue(forKey: $0)?.continuation }
        }
        due.forEach { $0.resume() }
    }
}
