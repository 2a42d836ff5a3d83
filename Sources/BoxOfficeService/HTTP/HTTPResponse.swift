import Foundation

/// What came back from one GET: the status, the content type and the whole body.
public struct HTTPResponse: Sendable {
    public let status: Int
    public let contentType: String?
    public let body: Data
}

/// Transport failures, before any API meaning is attached.
public enum HTTPFailure: Error, Equatable, Sendable {
    case timedOut
    case cancelled
    case tooLarge(limit: Int)
    case invalidURL
    case transport(String)
}
