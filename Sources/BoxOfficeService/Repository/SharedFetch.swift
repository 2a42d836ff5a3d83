import Foundation

/// One request that several callers may wait for. Each waiter that is cancelled leaves; when the
/// last one leaves, the request itself is cancelled, down to its HTTP message.
final class SharedFetch<Value: Sendable>: @unchecked Sendable {
    private let task: Task<Value, Error>
    private let lock = NSLock()
    private var waiters = 0
    private var abandoned = false

    @MainActor
    init(_ work: @escaping @MainActor () async throws -> Value) {
        task = Task { @MainActor in try await work() }
    }

    @MainActor
    func value() async throws -> Value {
        lock.withLock { waiters += 1 }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            let last = lock.withLock { () -> Bool in
                waiters -= 1
                if waiters == 0 { abandoned = true }
                return abandoned
            }
            if last { task.cancel() }
        }
    }

    func cancel() {
        lock.withLock { abandoned = true }
        task.cancel()
    }

    /// Everyone gave up on it: a new caller must start a request of its own, not join this one.
    var isAbandoned: Bool { lock.withLock { abandoned } }
}
