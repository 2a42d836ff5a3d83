import BoxOfficeCore
import BoxOfficeStore
import CGtk
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// `boxoffice --date DAY` while BoxOffice runs: the real `boxoffice-app` process finds the running app by its id
/// on the session bus and hands the day over (`app.show-day`); the window shows that day's chart, in front of the
/// market if that was shown, and the process ends with 0.
final class DayHandOverTests: KoreanUITestCase {
    static let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("boxoffice-app")

    func testDateOptionReachesTheRunningWindow() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            // Under the app's own id, as a user's running BoxOffice (this test's session bus is its own).
            try launch(ownsBusName: true, applicationID: AppPaths.appID) { $0.dailyTemplate = "daily_20220105.json" }
            waitForFrame()
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market shown") { self.window.marketShown != nil }
            XCTAssertEqual(chart.day, Day("2022-01-05"))

            let process = Process()
            process.executableURL = Self.program
            process.arguments = ["--date", "2022-01-03"]
            var env = ["LANG": "C.UTF-8", "BOXOFFICE_CACHE_DIR": dir.appendingPathComponent("other-cache").path]
            for name in ["DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS", "PATH", "ASAN_OPTIONS"] {
                env[name] = ProcessInfo.processInfo.environment[name]
            }
            env["HOME"] = dir.path
            process.environment = env
            let stderr = Pipe()
            process.standardError = stderr
            try process.run()
            // The running app answers over the bus while this loop runs.
            waitFor("the command done", timeout: 30) { !process.isRunning }
            XCTAssertEqual(process.terminationStatus, 0)
            let said = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertEqual(said, "", "nothing said")
            waitFor("the chart on 2022-01-03") {
                self.chart.day == Day("2022-01-03") && self.chart.phase == .loaded && self.window.marketShown == nil
            }
            XCTAssertEqual(chart.kind, .daily)
            waitForText("2022년 1월 3일 (월)") { self.window.header.root }
            waitForFrame()
            waitForFrame()
            screenshot("date-handed-over-ko", window.window)
        }
    }
}
