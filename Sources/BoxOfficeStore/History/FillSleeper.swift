/// Waits between requests; injected so tests move a manual clock instead of waiting.
public protocol FillSleeper: Sendable {
    func sleep(seconds: Double) async throws
}

/// Real time, for the app and the command line.
public struct TaskSleeper: FillSleeper {
    public init() {}
    public func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(min(seconds, 3600) * 1_000_000_000))
    }
}
