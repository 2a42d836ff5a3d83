import BoxOfficeCore

/// A monitor made when first asked about the network. GIO loads its modules and opens a netlink socket
/// and a D-Bus proxy to make one, and a chart shown from the cache or the sample asks nothing of the
/// network before the window's first frame: it is asked right after it (`NetworkState.check`).
@MainActor
public final class LazyConnectivity: Connectivity {
    private let make: @MainActor () -> Connectivity
    private var made: Connectivity?

    public init(_ make: @escaping @MainActor () -> Connectivity) { self.make = make }

    /// The monitor's changes, told again here (observing this makes no monitor).
    public let changes = Changes<ConnectivityPart>()

    public var isOnline: Bool { monitor.isOnline }

    /// Whether the monitor exists yet (for tests of what launch does).
    public var isMade: Bool { made != nil }

    private var monitor: Connectivity {
        if let made { return made }
        let monitor = make()
        monitor.changes.observe(while: self) { [weak self] parts in self?.changes.send(parts) }
        made = monitor
        return monitor
    }
}
