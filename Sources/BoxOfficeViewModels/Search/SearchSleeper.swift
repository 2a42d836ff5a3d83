/// Waits before a typed search is sent. The window uses real time; tests inject a clock they move by hand.
public protocol SearchSleeper: Sendable {
    func sleep(seconds: Double) async throws
}

/// Real time, for the window.
public struct TaskSleeper: SearchSleeper {
    public init() {}
    public func sleep(seconds: Double) async throws { try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1e9)) }
}
