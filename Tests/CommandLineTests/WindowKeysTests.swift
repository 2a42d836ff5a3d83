import CXTest
import Foundation
import GLibSupport
import XCTest

/// Ctrl+W and Ctrl+Q pressed through the X server in the window of a running `boxoffice-app` (started as the Shell
/// starts it): the window goes, and Ctrl+Q with no fill running ends the process without asking.
final class WindowKeysTests: CommandLineTestCase {
    private func startedApp() throws -> (BusStartedApp, pid_t)? {
        try requireDisplay()
        let app = try BusStartedApp(
            environment: environment(
                nil, kobisKey: "", kakaoKey: "", extra: ["BOXOFFICE_NOW": "2022-01-22T10:00:00+09:00"]))
        guard let pid = try app.launch() else { return nil }
        // Drawn and settled: a key sent while the window is still being built could be lost.
        XCTAssertTrue(BusStartedApp.waitUntilQuiet(pid, timeout: 30), "the app never settled")
        return (app, pid)
    }

    func testCtrlWClosesTheMainWindow() throws {
        guard let (app, pid) = try startedApp() else { return }
        XCTAssertNotEqual(boxoffice_xtest_key_in_process(Int(pid), "BoxOffice", UInt32(GDK_KEY_w), 1), 0)
        XCTAssertTrue(BusStartedApp.waitForWindows([], of: pid, timeout: 30), "\(BusStartedApp.windows(of: pid))")
        XCTAssertTrue(try app.quit(), "still running")
    }

    func testCtrlQQuitsWithNoFillRunning() throws {
        guard let (app, pid) = try startedApp() else { return }
        XCTAssertNotEqual(boxoffice_xtest_key_in_process(Int(pid), "BoxOffice", UInt32(GDK_KEY_q), 1), 0)
        XCTAssertTrue(
            MainLoopBridge.iterate(timeout: 30) { app.process == nil && kill(pid, 0) != 0 },
            "still running, its windows: \(BusStartedApp.windows(of: pid))")
    }
}
