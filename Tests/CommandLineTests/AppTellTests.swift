import BoxOfficeCore
import BoxOfficeStore
import CGLib
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// `app.tell` as any process on the session bus may call it (`org.gtk.Actions.Activate` on the running app's
/// object path, as `gdbus call` would): the app, started by the bus as the Shell starts it, sends only a bounded
/// payload with a told event's click for an event its Store recorded; anything else is refused with a log line
/// and nothing is shown.
final class AppTellTests: CommandLineTestCase {
    static let id = "kr.boxoffice.BoxOffice"
    /// An event the morning's check told (recorded in the Store).
    static let told = FollowEvent(
        kind: .passed(threshold: 1_000_000), movieCode: "20179462", title: "위대한 쇼맨", day: Day("2018-01-06")!,
        audienceTotal: 1_031_799, rank: 3)

    private func packed(id: String, title: String, body: String, action: String, target: String) -> String {
        [id, title, body, action, target].joined(separator: "\u{1F}")
    }

    /// The app running with nothing followed, `told` recorded, the notification server cleared.
    private func runningApp(backend: String) throws -> (NotificationServer, BusStartedApp, pid_t)? {
        try requireDisplay()
        let server = try XCTUnwrap(NotificationServer.shared, "no fake notification server on the session bus")
        server.clear()
        _ = FollowStore(database: try DiskCache(directory: cacheDir).database).claim(
            [Self.told], at: Date(timeIntervalSince1970: 1_515_300_000))
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(
            api,
            extra: [
                "BOXOFFICE_NOW": "2018-01-07T10:00:00+09:00", "GNOTIFICATION_BACKEND": backend,
                "DBUS_SESSION_BUS_ADDRESS": ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] ?? ""
            ])
        let app = try BusStartedApp(environment: env)
        guard let pid = try app.launch() else { return nil }
        return (server, app, pid)
    }

    func testHostilePayloadsAreRefusedAndAToldOneIsShown() throws {
        guard let (server, app, pid) = try runningApp(backend: "gtk") else { return }
        let refused = "boxoffice: warning: app.tell refused: "
        let long = packed(
            id: Self.told.id, title: String(repeating: "가", count: 1400), body: "", action: "app.open-film",
            target: "20179462")
        XCTAssertGreaterThan(long.utf8.count, 4096)
        let hostile: [(OpaquePointer?, String)] = [
            (g_variant_new_string(long), "4248 bytes, over 4096"),
            (
                g_variant_new_string(
                    packed(id: Self.told.id, title: "t", body: "b", action: "app.quit", target: "")),
                #"the click "app.quit" is not a told event's"#
            ),
            (
                g_variant_new_string(
                    packed(
                        id: "20179462:passed:9000000", title: "t", body: "b", action: "app.open-film",
                        target: "20179462")),
                #"the event "20179462:passed:9000000" was not told by BoxOffice"#
            )
        ]
        for (index, (parameter, reason)) in hostile.enumerated() {
            // The reply comes once the handler has run: its log line is there, and anything it sent went first.
            try app.bus.activateGtkAction(of: Self.id, "tell", parameter: parameter)
            XCTAssertTrue(app.waitForLog(refused, count: index + 1), "\(app.logLines)")
            XCTAssertEqual(app.logLines.filter { $0.hasPrefix(refused) }.last, refused + reason)
        }
        // The wrong type (an int, not a string): refused by GLib before any handler, as a D-Bus error.
        XCTAssertThrowsError(try app.bus.activateGtkAction(of: Self.id, "tell", parameter: g_variant_new_int32(7))) {
            XCTAssertTrue("\($0)".contains("Activate"), "\($0)")
        }
        XCTAssertEqual(app.logLines.filter { $0.contains("CRITICAL") }, [])
        XCTAssertTrue(server.settle(), "the bus never settled")
        XCTAssertEqual(server.received.map(\.id), [], "nothing shown")

        // The check's own payload: shown, its text as it came (GNOME Shell shows plain text itself).
        try app.bus.activateGtkAction(
            of: Self.id, "tell",
            parameter: g_variant_new_string(
                packed(
                    id: Self.told.id, title: "<위대한 쇼맨> & co", body: "Sat, Jan 6, 2018: 1,031,799 admissions in all",
                    action: "app.open-film", target: "20179462")))
        XCTAssertTrue(server.settle(), "the bus never settled")
        XCTAssertEqual(server.received.map(\.id), [Self.told.id])
        XCTAssertEqual(
            server.received,
            [
                NotificationServer.Received(
                    appID: Self.id, id: Self.told.id, title: "<위대한 쇼맨> & co",
                    body: "Sat, Jan 6, 2018: 1,031,799 admissions in all", action: "app.open-film",
                    target: "20179462")
            ])
        XCTAssertEqual(app.logLines.filter { $0.hasPrefix(refused) }.count, 3)
        XCTAssertEqual(app.process, pid)
        XCTAssertTrue(try app.quit(), "still running")
    }

    /// Under another desktop's server (GLib's freedesktop backend passes the text raw to servers that read
    /// markup): KOBIS's "<", ">" and "&" arrive escaped, in the title and the body.
    func testMarkupIsEscapedForAFreedesktopServer() throws {
        guard let (server, app, _) = try runningApp(backend: "freedesktop") else { return }
        try app.bus.activateGtkAction(
            of: Self.id, "tell",
            parameter: g_variant_new_string(
                packed(
                    id: Self.told.id, title: "<위대한 쇼맨> & co", body: "#1 <b>Tom & Jerry</b>", action: "app.open-film",
                    target: "20179462")))
        XCTAssertTrue(MainLoopBridge.iterate(timeout: 30) { server.freedesktop.count == 1 }, "no notification")
        XCTAssertEqual(
            server.freedesktop.map { [$0.summary, $0.body] },
            [["&lt;위대한 쇼맨&gt; &amp; co", "#1 &lt;b&gt;Tom &amp; Jerry&lt;/b&gt;"]])
        XCTAssertTrue(try app.quit(), "still running")
    }
}
