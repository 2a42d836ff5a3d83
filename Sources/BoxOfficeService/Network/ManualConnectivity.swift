import BoxOfficeCore

/// A switch tests flip by hand.
@MainActor
public final class ManualConnectivity: Connectivity {
    public let changes = Changes<ConnectivityPart>()
    public var isOnline: Bool { didSet { if isOnline != oldValue { changes.send(.online) } } }
    public init(online: Bool = true) { isOnline = online }
}
