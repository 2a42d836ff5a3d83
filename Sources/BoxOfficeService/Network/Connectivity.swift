import BoxOfficeCore

/// Whether the network is there, and `changes` telling when that changes.
@MainActor
public protocol Connectivity: AnyObject {
    var isOnline: Bool { get }
    var changes: Changes<ConnectivityPart> { get }
}

/// What a connectivity's observers hear: `isOnline` changed.
public enum ConnectivityPart: Hashable, Sendable { case online }
