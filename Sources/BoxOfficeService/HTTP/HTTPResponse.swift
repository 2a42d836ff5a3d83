import Foundation

/// What came back from one GET: the status, the content type and the whole body.
public struct HTTPResponse: Sendable {
    public let status: Int
    public let contentType: String?
    public let body: Data
    /// A redirect's `Location` (only read from a request that does not follow redirects itself).
    public var location: String? = nil
}
