import CXTest
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// The built `boxoffice-app` as GNOME starts it: by its id on the session bus, from a D-Bus service file
/// (`--gapplication-service`, as meson installs it). What it shows is read from the X server, as a user sees it.
final class BusStartedApp {
    let bus: SessionBusClient
    let id: String

    /// The service file written; nothing runs until a call names `id`. The app gets `environment`, the display and
    /// the session bus, and the GTK settings of the tests (memory GSettings, cairo, no accessibility bus), nothing
    /// else: the service file's `Exec` sets them with `env -i`, since the bus's own activation environment is the
    /// whole session's and outlives this test. Skips if something holds `id` already (it is not this test's).
    init(id: String = "kr.boxoffice.BoxOffice", environment: [String: String]) throws {
        bus = try SessionBusClient()
        self.id = id
        if let owner = bus.owner(of: id) { throw XCTSkip("\(id) is held by process \(owner) already") }
        let app = CommandLineTestCase.executable.deletingLastPathComponent().appendingPathComponent("boxoffice-app")
        var environment = environment
        let inherited = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS"] { environment[name] = inherited[name] }
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["GSETTINGS_SCHEMA_DIR"] = TestSchemas.prepare().path
        environment["GSK_RENDERER"] = "cairo"
        environment["GTK_A11Y"] = "none"  // no accessibility bus started for the session from here
        // D-Bus reads Exec as a shell would, without expansion: each word single-quoted.
        let words = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + [app.path]
        for word in words where word.contains(where: { "'\"\\$`".contains($0) }) {
            throw XCTSkip("a quote in the environment: \(word)")
        }
        // Through a shell, for its stderr in `log` (the app's log lines, the markers tests wait for).
        log = FileManager.default.temporaryDirectory.appendingPathComponent("bus-started-\(UUID().uuidString).log")
        let command =
            "exec /usr/bin/env -i " + words.map { "'\($0)'" }.joined(separator: " ")
            + " --gapplication-service 2>>'\(log.path)'"
        try bus.install(name: id, exec: "/bin/sh -c \"\(command)\"")
    }

    /// What the app wrote on stderr.
    let log: URL

    /// The app's stderr lines so far.
    var logLines: [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Waits until the app's stderr has `count` lines starting with `prefix`; false if not within `timeout`.
    func waitForLog(_ prefix: String, count: Int = 1, timeout: Double = 30) -> Bool {
        MainLoopBridge.iterate(timeout: timeout) { self.logLines.filter { $0.hasPrefix(prefix) }.count >= count }
    }

    /// Stops what is still running and removes the service file.
    deinit {
        bus.stop(id)
        bus.uninstall(name: id)
        try? FileManager.default.removeItem(at: log)
    }

    /// Launched as the Shell launches it (`Activate` on its id), its main window waited for: the running app's
    /// process, or nil (the failure recorded) if the bus started nothing or no window came.
    func launch(file: StaticString = #filePath, line: UInt = #line) throws -> pid_t? {
        try bus.activate(id)
        guard let pid = process else {
            XCTFail("the bus started nothing", file: file, line: line)
            return nil
        }
        guard Self.waitForWindows(["BoxOffice"], of: pid) else {
            XCTFail("no main window: \(Self.windows(of: pid))", file: file, line: line)
            return nil
        }
        return pid
    }

    /// `environment` with this test process's display and session bus: a command run beside the app reaches it.
    static func beside(_ environment: [String: String]) -> [String: String] {
        var beside = environment
        for name in ["DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS"] {
            beside[name] = ProcessInfo.processInfo.environment[name]
        }
        return beside
    }

    /// The process holding the app's id.
    var process: pid_t? { bus.owner(of: id) }

    /// The titles of `process`'s windows that the X server shows, sorted.
    static func windows(of process: pid_t) -> [String] {
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard boxoffice_xtest_window_titles(&buffer, buffer.count) >= 0 else { return ["no display"] }
        let prefix = "\(process)\t"
        return String(cString: buffer).split(separator: "\n").filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }.sorted()
    }

    /// Waits until the X server shows exactly these windows of `process` (titles, any order); false if it did
    /// not within `timeout`.
    static func waitForWindows(_ titles: [String], of process: pid_t, timeout: Double = 20) -> Bool {
        MainLoopBridge.iterate(timeout: timeout) { windows(of: process) == titles.sorted() }
    }

    /// Waits until `process` has gone quiet: its CPU time unchanged for 300 ms (a chart's rows are drawn, and what
    /// follows a load is done, a moment after its response); false if it never did in `timeout`.
    static func waitUntilQuiet(_ process: pid_t, timeout: Double = 10) -> Bool {
        var last: String?
        var since = g_get_monotonic_time()
        return MainLoopBridge.iterate(timeout: timeout) {
            let now = cpuTime(process)
            if now != last {
                last = now
                since = g_get_monotonic_time()
            }
            return g_get_monotonic_time() - since >= 300_000
        }
    }

    /// What the X server shows once `process` has gone quiet and something is drawn, saved as `NAME.png` in
    /// `BOXOFFICE_SCREENSHOT_DIR` when that is set.
    static func screenshot(_ name: String, of process: pid_t) {
        guard let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"] else { return }
        let idle = waitUntilQuiet(process)
        let saved = MainLoopBridge.iterate(timeout: 10) { boxoffice_xtest_save_screen("\(folder)/\(name).png") != 0 }
        XCTAssertTrue(idle && saved, "screenshot \(name): never quiet, or nothing drawn")
    }

    /// User and system time of `process` in clock ticks (fields 14 and 15 of /proc/PID/stat, after the name).
    private static func cpuTime(_ process: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        return fields.count > 12 ? "\(fields[11]) \(fields[12])" : nil
    }

    /// The app's Quit (`app.quit` over D-Bus), then its name and its process gone; false if either stayed.
    func quit() throws -> Bool {
        guard let pid = process else { return true }
        let ended = { self.process == nil && kill(pid, 0) != 0 }
        do {
            try bus.activateAction(of: id, "quit", target: nil)
        } catch {
            // Already leaving (its last window closed): its actions went off the bus on the way out.
            guard MainLoopBridge.iterate(timeout: 10, until: ended) else { throw error }
            return true
        }
        return MainLoopBridge.iterate(timeout: 10, until: ended)
    }
}
