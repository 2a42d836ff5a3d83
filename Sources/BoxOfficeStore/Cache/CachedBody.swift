import Foundation

/// A saved response body and when it was fetched.
public struct CachedBody: Sendable, Equatable {
    public let body: Data
    public let fetchedAt: Date
}
