import BoxOfficeCore
import CGLib
import Foundation
import GLibSupport

/// GIO's network monitor. Servers on this machine (loopback) count as always reachable, so a
/// test server or a local mirror works on a machine without a default route.
@MainActor
public final class NetworkMonitorConnectivity: Connectivity {
    public let changes = Changes<ConnectivityPart>()
    private let monitor: OpaquePointer
    private let localOnly: Bool
    private var handler: gulong = 0
    public private(set) var isOnline: Bool

    public init(baseURLs: [String]) {
        monitor = g_network_monitor_get_default()!  // a singleton GIO owns
        localOnly = baseURLs.allSatisfy { Endpoint.isLoopback(host: URL(string: $0)?.host ?? "") }
        isOnline = Self.isOnline(
            networkAvailable: g_network_monitor_get_network_available(monitor) != 0, localOnly: localOnly)
        // GNetworkMonitor::network-changed(gboolean network_available)
        handler = Signals.connectUInt(UnsafeMutableRawPointer(monitor), "network-changed") { [weak self] _, available in
            guard let self else { return }
            let online = Self.isOnline(networkAvailable: available != 0, localOnly: self.localOnly)
            guard online != self.isOnline else { return }
            self.isOnline = online
            self.changes.send(.online)
        }
    }

    /// The mapping: no network means offline, unless every server is on this machine.
    nonisolated static func isOnline(networkAvailable: Bool, localOnly: Bool) -> Bool { localOnly || networkAvailable }

    // The monitor outlives us: drop our handler (and its closure box) with us.
    isolated deinit { g_signal_handler_disconnect(UnsafeMutableRawPointer(monitor), handler) }
}
