import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import CAdw
import CGtk
import CXTest
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// A fill that ends while no window of the app has the focus is told on the desktop; a click opens Fill
/// History.
final class FillNotificationTests: UITestCase {
    func testAFillFinishingUnfocusedIsTold() throws {
        let server = try XCTUnwrap(Self.notifications)
        server.clear()
        try MainActor.assumeIsolated {
            clock.set("2018-02-01T01:00:00Z")  // yesterday in Korea: 2018-01-31
            try launch(language: .english)
            guard let model = runSevenDayFillUnfocused() else { return }
            waitFor("the fill finished", timeout: 30) { model.progress?.phase == .finished }
            waitFor("the notification") { server.received.count == 1 }
            XCTAssertEqual(
                server.received,
                [
                    NotificationServer.Received(
                        appID: "kr.boxoffice.BoxOffice.Test\(Self.launches)", id: "history-fill",
                        title: "History filled", body: "History holds all 7 days", action: "app.fill-history",
                        target: nil)
                ])
        }
    }
}
