import Foundation

/// Transport failures, before any API meaning is attached.
public enum HTTPFailure: Error, Equatable, Sendable {
    /// The server stayed silent longer than the idle timeout.
    case timedOut
    /// The whole request took longer than the overall deadline.
    case deadlinePassed
    case cancelled
    /// A keyed request to a plain-HTTP address off this machine.
    case insecure
    /// A keyed request answered with a redirect (never followed).
    case redirected(status: Int)
    case tooLarge(limit: Int)
    case invalidURL
    case transport(String)
    /// A download that follows outside links was led to a loopback, private or link-local address.
    case privateDestination(host: String)
    /// More redirects than a download follows.
    case tooManyRedirects
}
