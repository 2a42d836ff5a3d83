import Foundation
import LoopbackServer
import XCTest

/// The window's remembered state in GSettings, across real launches of the app (`boxoffice` opening the window).
final class WindowSettingsTests: CommandLineTestCase {
    /// The window's environment, its settings in GLib's key file under `config` (GSETTINGS_BACKEND=keyfile).
    private func windowEnvironment(_ extra: [String: String]) -> [String: String] {
        var env = environment(
            nil, kobisKey: nil, kakaoKey: nil,
            extra: [
                "BOXOFFICE_EXIT_AFTER_FIRST_FRAME": "1", "BOXOFFICE_TRACE_STARTUP": "1", "GSK_RENDERER": "cairo"
            ].merging(extra) { $1 })
        for name in ["DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS"] {
            env[name] = ProcessInfo.processInfo.environment[name]
        }
        return env
    }

    /// An earlier version's state.ini: the first launch shows its layout, moves it into GSettings and removes the file;
    /// `gsettings` reads the value back, and the second launch shows it again from GSettings alone.
    func testStateIniMovesIntoGSettingsAcrossLaunches() throws {
        try requireDisplay()
        let config = cacheDir.appendingPathComponent("config")
        let stateFile = config.appendingPathComponent("kr.boxoffice.BoxOffice/state.ini")
        try FileManager.default.createDirectory(
            at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("layout=grid\nwidth=1000\n".utf8).write(to: stateFile)
        let env = windowEnvironment(["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config.path])
        let first = try boxoffice(["--date", "2012-01-01"], env: env)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stderr.contains("first frame: page grid, 2012-01-01, 10 rows\n"), first.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stateFile.path))
        let keyfile = try String(
            contentsOf: config.appendingPathComponent("glib-2.0/settings/keyfile"), encoding: .utf8)
        XCTAssertTrue(keyfile.contains("layout='grid'"), keyfile)
        XCTAssertTrue(keyfile.contains("window-width=1000"), keyfile)
        let read = Process()
        read.executableURL = URL(fileURLWithPath: "/usr/bin/gsettings")
        read.arguments = ["get", "kr.boxoffice.BoxOffice", "layout"]
        read.environment = env
        let out = Pipe()
        read.standardOutput = out
        try read.run()
        read.waitUntilExit()
        XCTAssertEqual(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "'grid'\n")
        let second = try boxoffice(["--date", "2012-01-01"], env: env)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stderr.contains("first frame: page grid, 2012-01-01, 10 rows\n"), second.stderr)
    }

    /// A binary run where no schema folder has BoxOffice's schema: the window opens (g_settings_new would abort) on the
    /// defaults, says why once, and leaves an earlier state.ini in place.
    func testTheWindowOpensWithoutItsSchema() throws {
        try requireDisplay()
        let empty = cacheDir.appendingPathComponent("no-schemas")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let config = cacheDir.appendingPathComponent("config")
        let stateFile = config.appendingPathComponent("kr.boxoffice.BoxOffice/state.ini")
        try FileManager.default.createDirectory(
            at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("layout=grid\n".utf8).write(to: stateFile)
        let env = windowEnvironment([
            // The system's data (icons, GTK's own schemas) stays: only BoxOffice's schema is missing (AddressSanitizer's
            // run stalled past 30 s without them).
            "GSETTINGS_SCHEMA_DIR": empty.path, "XDG_DATA_DIRS": empty.path + ":/usr/share",
            "XDG_CONFIG_HOME": config.path
        ])
        let r = try boxoffice(["--date", "2012-01-01"], env: env, timeout: 120)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("first frame: page grid, 2012-01-01, 10 rows\n"), r.stderr)
        XCTAssertEqual(
            r.stderr.components(separatedBy: "the GSettings schema kr.boxoffice.BoxOffice is not installed").count, 2,
            r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stateFile.path), "kept for a launch that has the schema")
    }
}
