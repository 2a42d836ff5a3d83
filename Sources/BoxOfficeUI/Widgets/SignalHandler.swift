import CGLib

/// A connected signal handler, kept to block it while code sets the value it reports (no feedback
/// from the view-model's own update). The widget it is on is owned elsewhere (`@Owned`) and outlives it.
struct SignalHandler {
    let instance: UnsafeMutableRawPointer
    let id: gulong

    /// Runs `body` with the handler blocked.
    @MainActor
    func withBlocked<R>(_ body: () throws -> R) rethrows -> R {
        g_signal_handler_block(instance, id)
        defer { g_signal_handler_unblock(instance, id) }
        return try body()
    }
}

extension Optional where Wrapped == SignalHandler {
    /// Runs `body`, with the handler blocked once it is connected (a handler kept in an optional
    /// property because its closure captures the object that keeps it).
    @MainActor
    func withBlocked<R>(_ body: () throws -> R) rethrows -> R {
        guard let handler = self else { return try body() }
        return try handler.withBlocked(body)
    }
}
