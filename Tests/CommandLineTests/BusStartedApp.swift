import CXTest
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// The built `boxoffice-app` as GNOME starts it: by its id on the session bus, from a D-Bus service file
/// (`--gapplication-service`, as meson installs it), in the environment the bus hands the processes it starts. What
/// it shows is read from the X server, as a user sees it.
final class BusStartedApp {
    let bus: SessionBusClient
    let id: String

    /// The service file written and the environment set; nothing runs until a call names `id`.
    init(id: String = "kr.boxoffice.BoxOffice", environment: [String: String]) throws {
        bus = try SessionBusClient()
        self.id = id
        XCTAssertNil(bus.owner(of: id), "\(id) is running already")
        let app = CommandLineTestCase.executable.deletingLastPathComponent().appendingPathComponent("boxoffice-app")
        try bus.install(name: id, exec: "\(app.path) --gapplication-service")
        var environment = environment
        let inherited = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "XAUTHORITY"] { environment[name] = inherited[name] }
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["GSK_RENDERER"] = "cairo"
        environment["NO_AT_BRIDGE"] = "1"
        try bus.setActivationEnvironment(environment)
    }

    /// Stops what is still running and removes the service file.
    deinit {
        bus.stop(id)
        bus.uninstall(name: id)
    }

    /// The process holding the app's id.
    var process: pid_t? { bus.owner(of: id) }

    /// The X server's windows as "PID<tab>TITLE", sorted.
    static func windows() -> [String] {
        var buffer = [CChar](repeating: 0, count: 16_384)
        guard boxoffice_xtest_window_titles(&buffer, buffer.count) >= 0 else { return ["no display"] }
        return String(cString: buffer).split(separator: "\n").map(String.init).sorted()
    }

    /// Waits until the X server shows exactly these windows of `process` (titles, any order); false if it did
    /// not within `timeout`.
    static func waitForWindows(_ titles: [String], of process: pid_t, timeout: Double = 20) -> Bool {
        let expected = titles.map { "\(process)\t\($0)" }.sorted()
        return MainLoopBridge.iterate(timeout: timeout) { windows() == expected }
    }

    /// The app's Quit (`app.quit` over D-Bus), then its name and its process gone; false if either stayed.
    func quit() throws -> Bool {
        guard let pid = process else { return true }
        try bus.activateAction(of: id, "quit", target: nil)
        return MainLoopBridge.iterate(timeout: 10) { self.process == nil && kill(pid, 0) != 0 }
    }
}
