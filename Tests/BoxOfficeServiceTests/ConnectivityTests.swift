import BoxOfficeCore
import BoxOfficeService
import CGLib
import Foundation
import GLibSupport
import XCTest

/// GIO's real network monitor, driven through its own "network-changed" signal.
final class ConnectivityTests: XCTestCase {
    func testTheRealMonitorMapsNetworkChangesToOnlineAndOffline() throws {
        try MainLoopBridge.run(timeout: 5) {
            let monitor = UnsafeMutableRawPointer(g_network_monitor_get_default()!)
            let remote = NetworkMonitorConnectivity(baseURLs: [
                "https://www.kobis.or.kr/kobisopenapi/webservice/rest", "https://dapi.kakao.com"
            ])
            var changes: [Bool] = []
            remote.changes.observe { [remote] _ in changes.append(remote.isOnline) }
            boxoffice_signal_emit_bool(monitor, "network-changed", 0)
            XCTAssertFalse(remote.isOnline)
            boxoffice_signal_emit_bool(monitor, "network-changed", 0)  // no change, no callback
            boxoffice_signal_emit_bool(monitor, "network-changed", 1)
            XCTAssertTrue(remote.isOnline)
            XCTAssertEqual(changes, [false, true])

            // Servers on this machine are reachable without a network.
            let local = NetworkMonitorConnectivity(baseURLs: ["http://127.0.0.1:8080/kobis", "http://localhost:9/kakao"]
            )
            var localChanges: [Bool] = []
            local.changes.observe { [local] _ in localChanges.append(local.isOnline) }
            boxoffice_signal_emit_bool(monitor, "network-changed", 0)
            XCTAssertTrue(local.isOnline)
            XCTAssertEqual(localChanges, [])
            boxoffice_signal_emit_bool(monitor, "network-changed", 1)
        }
    }
}
