import BoxOfficeCore
import CPixbuf
import CSoup
import CGLib
import Foundation
import GLibSupport

/// Whether the network is there, and a callback when that changes.
@MainActor
public protocol Connectivity: AnyObject {
    var isOnline: Bool { get }
    var onChange: ((Bool) -> Void)? { get set }
}

/// GIO's network monitor. Servers on this machine (loopback) count as always reachable, so a
/// test server or a local mirror works on a machine without a default route.
@MainActor
public final class NetworkMonitorConnectivity: Connectivity {
    public var onChange: ((Bool) -> Void)?
    private let monitor: OpaquePointer
    private let localOnly: Bool
    private var handler: gulong = 0
    public private(set) var isOnline: Bool

    public init(baseURLs: [String]) {
        monitor = g_network_monitor_get_default()!   // a singleton GIO owns
        localOnly = baseURLs.allSatisfy { Endpoint.isLoopback(host: URL(string: $0)?.host ?? "") }
        isOnline = Self.isOnline(networkAvailable: g_network_monitor_get_network_available(monitor) != 0, localOnly: localOnly)
        // GNetworkMonitor::network-changed(gboolean network_available)
        handler = Signals.connectUInt(UnsafeMutableRawPointer(monitor), "network-changed") { [weak self] _, available in
            guard let self else { return }
            let online = Self.isOnline(networkAvailable: available != 0, localOnly: self.localOnly)
            guard online != self.isOnline else { return }
            self.isOnline = online
            self.onChange?(online)
        }
    }

    /// The mapping: no network means offline, unless every server is on this machine.
    nonisolated static func isOnline(networkAvailable: Bool, localOnly: Bool) -> Bool { localOnly || networkAvailable }

    // The monitor outlives us: drop our handler (and its closure box) with us.
    isolated deinit { g_signal_handler_disconnect(UnsafeMutableRawPointer(monitor), handler) }
}

/// A monitor made when first asked about the network. GIO loads its modules and opens a netlink socket
/// and a D-Bus proxy to make one, and a chart shown from the cache or the sample asks nothing of the
/// network before the window's first frame: the chart asks right after it (`ChartViewModel`).
@MainActor
public final class LazyConnectivity: Connectivity {
    private let make: @MainActor () -> Connectivity
    private var made: Connectivity?

    public init(_ make: @escaping @MainActor () -> Connectivity) { self.make = make }

    public var onChange: ((Bool) -> Void)? {
        didSet { made?.onChange = onChange }
    }

    public var isOnline: Bool { monitor.isOnline }

    /// Whether the monitor exists yet (for tests of what launch does).
    public var isMade: Bool { made != nil }

    private var monitor: Connectivity {
        if let made { return made }
        let monitor = make()
        monitor.onChange = onChange
        made = monitor
        return monitor
    }
}

/// A switch tests flip by hand.
@MainActor
public final class ManualConnectivity: Connectivity {
    public var onChange: ((Bool) -> Void)?
    public var isOnline: Bool { didSet { if isOnline != oldValue { onChange?(isOnline) } } }
    public init(online: Bool = true) { isOnline = online }
}
