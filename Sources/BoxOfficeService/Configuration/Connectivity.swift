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
        localOnly = baseURLs.allSatisfy { url in
            let host = URL(string: url)?.host ?? ""
            return host == "127.0.0.1" || host == "localhost" || host == "::1" || host.hasPrefix("127.")
        }
        isOnline = localOnly || g_network_monitor_get_network_available(monitor) != 0
        handler = Signals.connect1(UnsafeMutableRawPointer(monitor), "network-changed") { [weak self] _, _ in
            guard let self else { return }
            let online = self.localOnly || g_network_monitor_get_network_available(self.monitor) != 0
            guard online != self.isOnline else { return }
            self.isOnline = online
            self.onChange?(online)
        }
    }

    // The monitor outlives us: drop our handler (and its closure box) with us.
    isolated deinit { g_signal_handler_disconnect(UnsafeMutableRawPointer(monitor), handler) }
}

/// A switch tests flip by hand.
@MainActor
public final class ManualConnectivity: Connectivity {
    public var onChange: ((Bool) -> Void)?
    public var isOnline: Bool { didSet { if isOnline != oldValue { onChange?(isOnline) } } }
    public init(online: Bool = true) { isOnline = online }
}
