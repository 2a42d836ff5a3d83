import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// README's command-line promises run as processes: `daily`'s default day, `--offline` for the window, and `boxoffice`
/// answering from saved data without GTK.
final class PromisedCommandTests: CommandLineTestCase {
    /// Without `--date`: yesterday in Korea with a key (half past midnight in Seoul, still the 5th in UTC), the sample's
    /// newest day without one.
    func testDailyWithoutADateIsYesterdayInKoreaOrTheNewestSampleDay() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let keyed = try boxoffice(
            ["daily"], env: environment(api, extra: ["BOXOFFICE_NOW": "2022-01-06T00:30:00+09:00"]))
        XCTAssertEqual(keyed.status, 0, keyed.stderr)
        XCTAssertEqual(
            queries(api, "/kobis/boxoffice/searchDailyBoxOfficeList").map { $0["targetDt"] ?? "" }, ["20220105"])
        let lines = keyed.stdout.components(separatedBy: "\n")
        XCTAssertEqual(
            Array(lines.prefix(5)),
            [
                "Daily box office Wed, Jan 5, 2022", "",
                "Rank  Change  Title                    Opened      Audience      Total  Sales (KRW)  Share",
                "------------------------------------------------------------------------------------------",
                "   1  NEW     경관의 피                2022-01-05    64,050     69,228  584,559,330  34.2%"
            ])

        let sample = try boxoffice(
            ["daily"],
            env: environment(nil, kobisKey: nil, kakaoKey: nil, extra: ["BOXOFFICE_NOW": "2022-06-01T12:00:00+09:00"]))
        XCTAssertEqual(sample.status, 0, sample.stderr)
        XCTAssertEqual(
            Array(sample.stdout.components(separatedBy: "\n").prefix(5)),
            [
                "Daily box office Fri, Jan 21, 2022 — sample data (set BOXOFFICE_KOBIS_KEY for live numbers)", "",
                "Rank  Change  Title                    Opened      Audience      Total  Sales (KRW)  Share",
                "------------------------------------------------------------------------------------------",
                "   1  –       스파이더맨: 노 웨이 홈   2021-12-15    31,569  7,039,482  286,449,810  29.9%"
            ])
    }

    /// `boxoffice --offline` opens the window on the saved day and asks nothing: an hour and a half after the day was
    /// saved, yesterday before noon would otherwise be asked again.
    func testOfflineOpensTheWindowOnSavedDataWithoutARequest() throws {
        try requireDisplay()
        let api = try MainActor.assumeIsolated { try self.api() }
        let saved = try boxoffice(
            ["daily", "--format", "csv"], env: environment(api, extra: ["BOXOFFICE_NOW": "2022-01-06T10:00:00+09:00"]))
        XCTAssertEqual(saved.status, 0, saved.stderr)
        XCTAssertEqual(MainActor.assumeIsolated { api.server.requests.count }, 1)
        var env = environment(
            api,
            extra: [
                "BOXOFFICE_NOW": "2022-01-06T11:30:00+09:00", "BOXOFFICE_EXIT_AFTER_FIRST_FRAME": "1",
                "BOXOFFICE_TRACE_STARTUP": "1", "GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": cacheDir.path
            ])
        for name in ["DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS"] {
            env[name] = ProcessInfo.processInfo.environment[name]
        }
        let window = try boxoffice(["--offline"], env: env)
        XCTAssertEqual(window.status, 0, window.stderr)
        XCTAssertTrue(window.stderr.contains("first frame: page list, 2022-01-05, 10 rows\n"), window.stderr)
        // Settled by a round trip: a request made after the window's exit reaches the server as the second one,
        // so any request of the window's would have come before it.
        let marker = try boxoffice(
            ["daily", "--date", "2022-01-05", "--refresh", "--format", "csv"], env: environment(api))
        XCTAssertEqual(marker.status, 0, marker.stderr)
        XCTAssertEqual(
            queries(api, "/").map { $0["targetDt"] ?? "?" }, ["20220105", "20220105"],
            "the window asked nothing: only the saving run and the marker")
    }

    /// `boxoffice` answers a saved chart itself: neither it nor any process it starts loads GTK (the loader's own
    /// record of what it maps, LD_DEBUG, per process). How fast stays with meson-helpers/benchmark-cli.sh.
    func testASavedChartIsAnsweredWithoutLoadingGTK() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api)
        let first = try boxoffice(["daily", "--date", "2022-01-05", "--format", "csv"], env: env)
        XCTAssertEqual(first.status, 0, first.stderr)
        let log = cacheDir.appendingPathComponent("ld")
        let again = try boxoffice(
            ["daily", "--date", "2022-01-05", "--format", "csv"],
            env: env.merging(["LD_DEBUG": "files", "LD_DEBUG_OUTPUT": log.path]) { $1 })
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, first.stdout)
        XCTAssertEqual(MainActor.assumeIsolated { api.server.requests.count }, 1, "answered from the saved day")
        let ldd = try run(URL(fileURLWithPath: "/usr/bin/ldd"), [Self.executable.path], env: ["PATH": "/usr/bin:/bin"])
        XCTAssertFalse(ldd.all.contains("libgtk"), ldd.all)
        // A static `boxoffice` (the release build) loads nothing, so the loader keeps no record of it.
        let dynamic = ldd.stdout.contains("libsqlite3")
        let logs = try FileManager.default.contentsOfDirectory(atPath: cacheDir.path).filter { $0.hasPrefix("ld.") }
        XCTAssertEqual(logs.count, dynamic ? 1 : 0, "one process: nothing handed on")
        let loaded = try logs.map { try String(contentsOf: cacheDir.appendingPathComponent($0), encoding: .utf8) }
            .joined()
        XCTAssertEqual(loaded.contains("libsqlite3"), dynamic, "the loader's record is there")
        for library in ["libgtk-4", "libadwaita", "libsoup"] {
            XCTAssertFalse(loaded.contains(library), library)
        }
    }
}
