import BoxOfficeCore

/// Retries requests that failed for transient reasons (timeouts, unreachable, 5xx), a bounded number
/// of times with growing pauses. Anything else — a bad key, bad data — fails at once.
public struct RetryPolicy: Sendable {
    /// Pause before each retry, in seconds; its length is the number of retries.
    public var delays: [Double]

    public init(delays: [Double] = [0.5, 1.5]) { self.delays = delays }

    public static let none = RetryPolicy(delays: [])

    @MainActor
    public func run<T>(_ work: @MainActor () async throws -> T) async throws -> T {
        var attempt = 0
        while true {
            do {
                return try await work()
            } catch let error as BoxOfficeError where error.isTransient && attempt < delays.count {
                try await Task.sleep(nanoseconds: UInt64(delays[attempt] * 1_000_000_000))
                attempt += 1
            }
        }
    }
}
