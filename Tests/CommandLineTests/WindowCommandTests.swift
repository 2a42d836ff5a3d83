import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// `boxoffice` with no subcommand opens the window (this test runs under Xvfb like the UI tests).
final class WindowCommandTests: CommandLineTestCase {
    func testDateOptionOpensTheWindowOnThatDay() throws {
        try requireDisplay()
        var env = environment(
            nil, kobisKey: nil, kakaoKey: nil,
            extra: [
                "BOXOFFICE_EXIT_AFTER_FIRST_FRAME": "1", "BOXOFFICE_TRACE_STARTUP": "1",
                "GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": cacheDir.path
            ])
        for name in ["DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS"] {
            env[name] = ProcessInfo.processInfo.environment[name]
        }
        let r = try boxoffice(["--date", "2012-01-01"], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("first frame: page list, 2012-01-01, 10 rows\n"), r.stderr)
        let bad = try boxoffice(["--date", "2012-13-01"], env: env)
        XCTAssertEqual(bad.status, 64)  // a usage error, as for every command that takes a day
        XCTAssertTrue(bad.stderr.contains("\"2012-13-01\" is not a date"), bad.stderr)
    }

    /// GNOME Shell launches BoxOffice by D-Bus (the desktop file's `DBusActivatable=true`): `Activate` on its id starts
    /// `boxoffice-app --gapplication-service` from the service file, which shows the main window (on the sample: the
    /// keys are emptied, since the bus keeps what earlier tests gave it); a second `Activate` raises that window
    /// rather than starting another process.
    func testTheShellStartsTheAppByItsID() throws {
        try requireDisplay()
        let app = try BusStartedApp(
            environment: environment(
                nil, kobisKey: "", kakaoKey: "", extra: ["BOXOFFICE_NOW": "2022-01-22T10:00:00+09:00"]))
        try app.bus.activate(app.id)
        let pid = try XCTUnwrap(app.process, "the bus started nothing")
        XCTAssertTrue(BusStartedApp.waitForWindows(["BoxOffice"], of: pid), "\(BusStartedApp.windows(of: pid))")
        try app.bus.activate(app.id)
        XCTAssertEqual(app.process, pid)
        XCTAssertEqual(BusStartedApp.windows(of: pid), ["BoxOffice"])
        XCTAssertTrue(try app.quit(), "still running")
    }

    /// The other clicks a notification has, each with the app not running: last weekend's chart (from Monday) starts
    /// the app on that weekend, which it asks KOBIS for; a fill's opens Fill History over the main window.
    func testAWeekendOrFillNotificationsClickStartsTheApp() throws {
        try requireDisplay()
        let api = try MainActor.assumeIsolated { try self.api() }
        let app = try BusStartedApp(
            environment: environment(api, extra: ["BOXOFFICE_NOW": "2012-01-02T10:00:00+09:00"]))
        try app.bus.activateAction(of: app.id, "show-weekend", target: "20111230")
        let weekend = try XCTUnwrap(app.process, "the bus started nothing")
        XCTAssertTrue(BusStartedApp.waitForWindows(["BoxOffice"], of: weekend), "\(BusStartedApp.windows(of: weekend))")
        let asked = MainLoopBridge.iterate(timeout: 20) {
            self.queries(api, "/kobis/boxoffice/searchWeeklyBoxOfficeList").contains {
                $0["targetDt"] == "20111230" && $0["weekGb"] == "1"
            }
        }
        XCTAssertTrue(asked, "the weekend of 2011-12-30 not asked for: \(queries(api, "/"))")
        BusStartedApp.screenshot("weekend-click-started-app", of: weekend)
        XCTAssertTrue(try app.quit(), "still running")

        try app.bus.activateAction(of: app.id, "fill-history", target: nil)
        let fill = try XCTUnwrap(app.process, "the bus started nothing")
        XCTAssertNotEqual(fill, weekend)
        XCTAssertTrue(
            BusStartedApp.waitForWindows(["BoxOffice", "Fill History"], of: fill), "\(BusStartedApp.windows(of: fill))"
        )
        XCTAssertTrue(try app.quit(), "still running")
    }

    /// `--film` while BoxOffice runs: the running app opens the film, and the handing process ends at once and says
    /// nothing (no GLib warning that it "did not unregister from D-Bus" as it goes).
    func testAFilmHandedToTheRunningAppOpensItQuietly() throws {
        try requireDisplay()
        let env = environment(nil, kobisKey: "", kakaoKey: "", extra: ["BOXOFFICE_NOW": "2022-01-22T10:00:00+09:00"])
        let app = try BusStartedApp(environment: env)
        guard let pid = try app.launch() else { return }
        let r = try boxoffice(["--film", "20199882"], env: BusStartedApp.beside(env))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.all, "")
        XCTAssertTrue(
            BusStartedApp.waitForWindows(["BoxOffice", "The Policeman’s Lineage"], of: pid),
            "\(BusStartedApp.windows(of: pid))")
        XCTAssertEqual(app.process, pid, "the running app took it")
        XCTAssertTrue(try app.quit(), "still running")
    }

    /// `--date` while BoxOffice runs: the running app shows that day's chart (it asks KOBIS for it), and the handing
    /// process ends at once, saying nothing.
    func testADateHandedToTheRunningAppShowsThatDay() throws {
        try requireDisplay()
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api, extra: ["BOXOFFICE_NOW": "2012-01-02T10:00:00+09:00"])
        let app = try BusStartedApp(environment: env)
        guard let pid = try app.launch() else { return }
        let daily = "/kobis/boxoffice/searchDailyBoxOfficeList"
        XCTAssertTrue(
            MainLoopBridge.iterate(timeout: 20) { self.queries(api, daily).contains { $0["targetDt"] == "20120101" } },
            "the app's own day not asked: \(queries(api, daily))")
        let r = try boxoffice(["--date", "2011-12-25"], env: BusStartedApp.beside(env))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.all, "")
        XCTAssertTrue(
            MainLoopBridge.iterate(timeout: 20) { self.queries(api, daily).contains { $0["targetDt"] == "20111225" } },
            "the handed day not asked: \(queries(api, daily))")
        XCTAssertEqual(app.process, pid, "the running app took it")
        XCTAssertEqual(BusStartedApp.windows(of: pid), ["BoxOffice"])
        XCTAssertTrue(try app.quit(), "still running")
    }

    /// What the desktop's search starts when BoxOffice is not running: `--film CODE` opens the window and the
    /// film's; anything that is not a KOBIS code is a usage error, before any window.
    func testFilmOptionTakesAKobisCode() throws {
        let bad = try boxoffice(["--film", "../../etc"], env: environment(nil, kobisKey: nil, kakaoKey: nil))
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("\"../../etc\" is not a KOBIS movie code"), bad.stderr)
        try requireDisplay()
        var env = environment(
            nil, kobisKey: nil, kakaoKey: nil,
            extra: [
                "BOXOFFICE_EXIT_AFTER_FIRST_FRAME": "1", "BOXOFFICE_TRACE_STARTUP": "1", "GSK_RENDERER": "cairo",
                "XDG_CONFIG_HOME": cacheDir.path
            ])
        for name in ["DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS"] {
            env[name] = ProcessInfo.processInfo.environment[name]
        }
        let r = try boxoffice(["--film", "20199882", "--date", "2012-01-01"], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("first frame: page list, 2012-01-01, 10 rows\n"), r.stderr)
    }
}
