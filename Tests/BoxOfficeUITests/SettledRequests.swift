import BoxOfficeCore
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Request counts that cannot be read too early: "no second request" is true only once a second request
/// had its chance to be sent, not merely because the main loop went idle before it was.
extension UITestCase {
    static let settlePath = "/settle"

    /// The requests to `prefix` the fixture server has seen, counted after an explicit round trip: once the
    /// main loop has run what the last action queued, one more request (a marker, answered 404) goes out
    /// through the app's own HTTP client, behind any request the action started, and the count is read once
    /// the server has seen that marker. The markers are left out of every count (they are under `/settle`).
    @MainActor func settledRequestCount(
        to prefix: String, file: StaticString = #filePath, line: UInt = #line
    ) -> Int {
        // What is ready now runs first (an action's task starts its request); an animation may keep the loop
        // from ever being idle, so this is not a condition of its own: the marker below is.
        _ = MainLoopBridge.iterate(timeout: 5) { g_main_context_pending(nil) == 0 }
        let server = api.server
        let marks = server.requests(to: Self.settlePath).count
        guard let url = URL(string: server.baseURL + Self.settlePath + "?n=\(marks + 1)") else {
            XCTFail("no marker address", file: file, line: line)
            return -1
        }
        let http = app.model.services.http
        Task { @MainActor in _ = try? await http.get(Endpoint(url: url), maxBytes: 1024) }
        waitFor("the marker request seen by the server", timeout: 30, file: file, line: line) {
            server.requests(to: Self.settlePath).count == marks + 1
        }
        return server.requests(to: prefix).count
    }
}
