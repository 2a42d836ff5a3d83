import XCTest

@testable import BoxOfficeUI

/// `app.tell` takes a packed notification from any process on the session bus: bounded, and only what a told
/// event's click does.
final class DesktopNotificationTests: XCTestCase {
    private let told = DesktopNotification(
        id: "20179462:passed:1000000", title: "위대한 쇼맨 passed 1 million admissions",
        body: "Sat, Jan 6, 2018: 1,031,799 admissions in all", action: "app.open-film", target: "20179462")

    func testAToldEventTravelsWhole() {
        XCTAssertEqual(DesktopNotification(packed: told.packed), told)
        let fill = DesktopNotification(
            id: "history-fill", title: "History filled", body: "History holds all 7 days", action: "app.fill-history",
            target: nil)
        XCTAssertEqual(DesktopNotification(packed: fill.packed), fill)
    }

    func testAnythingElseIsRefused() {
        XCTAssertNil(
            DesktopNotification(packed: told.packed.replacingOccurrences(of: "app.open-film", with: "app.quit")))
        XCTAssertNil(DesktopNotification(packed: "a\u{1F}b\u{1F}c\u{1F}app.open-film"), "four fields")
        let long = DesktopNotification(
            id: "x", title: String(repeating: "가", count: 1400), body: "", action: "app.open-film", target: "1")
        XCTAssertGreaterThan(long.packed.utf8.count, DesktopNotification.packedLimit)
        XCTAssertNil(DesktopNotification(packed: long.packed))
    }
}
