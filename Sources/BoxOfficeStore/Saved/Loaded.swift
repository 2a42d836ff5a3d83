import BoxOfficeCore
import Foundation

/// A value and where it came from, so the UI can say "sample data" or "saved data".
public struct Loaded<Value: Sendable>: Sendable {
    public enum Origin: Equatable, Sendable { case network, memory, disk, sample }

    public let value: Value
    public let origin: Origin
    /// When the data was fetched from the API (nil for the sample).
    public let fetchedAt: Date?
    /// Set when a revalidation failed and a saved copy is shown instead.
    public let refreshError: BoxOfficeError?

    public init(value: Value, origin: Origin, fetchedAt: Date?, refreshError: BoxOfficeError? = nil) {
        self.value = value
        self.origin = origin
        self.fetchedAt = fetchedAt
        self.refreshError = refreshError
    }

    public var isStale: Bool { refreshError != nil }
    public var isSample: Bool { origin == .sample }
}
