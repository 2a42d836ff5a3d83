/// A switch tests flip by hand.
@MainActor
public final class ManualConnectivity: Connectivity {
    public var onChange: ((Bool) -> Void)?
    public var isOnline: Bool { didSet { if isOnline != oldValue { onChange?(isOnline) } } }
    public init(online: Bool = true) { isOnline = online }
}
