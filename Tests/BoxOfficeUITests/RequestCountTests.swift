import BoxOfficeCore
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The daily request count Preferences shows: the window's requests and a `boxoffice` command's, run as a process
/// on the same cache between two of the window's, counted together; opening charts is not held to the budget.
final class RequestCountTests: UITestCase {
    func testPreferencesCountsTheWindowsAndTheCommandLinesRequestsTogether() throws {
        try MainActor.assumeIsolated {
            try launch(language: .english) { $0.dailyTemplate = "daily_20220105.json" }
            waitForFrame()
            // The day's chart, then its ten films' details, saved in the background.
            waitFor("the launch's requests", timeout: 60) { self.api.server.requests(to: "/kobis").count == 11 }
            XCTAssertEqual(api.server.requests(to: "/kobis/movie/searchMovieInfo.json").count, 10, asked())
            XCTAssertEqual(usageShown(), "11 of 2,500 KOBIS requests used today (Korea time).")

            // `boxoffice daily` on another day, as a process, on the window's cache: one request.
            let r = try command(["daily", "--date", "2022-01-03", "--format", "csv"])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 12, asked())
            // The window's own next request: the day before.
            press(Int32(GDK_KEY_Left), alt: true)
            waitFor("2022-01-04 shown") { self.chart.day == Day("2022-01-04") && self.chart.phase == .loaded }
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 13, asked())
            XCTAssertEqual(usageShown(), "13 of 2,500 KOBIS requests used today (Korea time).")

            // The day the command saved opens without a request (one database); a budget of 1 does not stop a
            // chart that is not saved from being asked for.
            app.model.historyFill.setBudget(1)
            press(Int32(GDK_KEY_Left), alt: true)
            waitFor("2022-01-03 shown") { self.chart.day == Day("2022-01-03") && self.chart.phase == .loaded }
            press(Int32(GDK_KEY_Left), alt: true)
            waitFor("2022-01-02 shown") { self.chart.day == Day("2022-01-02") && self.chart.phase == .loaded }
            XCTAssertEqual(chart.rows.count, 10)
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 14, "only 2022-01-02 was asked for")
            XCTAssertEqual(usageShown(), "14 of 1 KOBIS requests used today (Korea time).")
        }
    }

    @MainActor private func asked() -> String {
        api.server.requests(to: "/kobis").map { $0.path + " " + ($0.query["targetDt"] ?? "") }.joined(separator: ", ")
    }

    /// Opens Preferences by Ctrl+, and reads the count's line as shown, then closes it.
    @MainActor private func usageShown(file: StaticString = #filePath, line: UInt = #line) -> String? {
        press(Int32(GDK_KEY_comma), control: true)
        waitFor("Preferences", file: file, line: line) {
            self.app.preferences.map { gtk_widget_get_mapped($0.window) != 0 } ?? false
        }
        guard let prefs = app.preferences else { return nil }
        waitForFrame(prefs.window)
        let shown = visibleTexts(prefs.ui.budgetGroup).first { $0.contains("KOBIS requests used today") }
        gtk_window_close(cast(prefs.window))
        waitFor("Preferences closed", file: file, line: line) {
            self.app.preferences.map { gtk_widget_get_mapped($0.window) == 0 } ?? true
        }
        return shown
    }

    /// `boxoffice ARGS` as a process on this test's cache, server and clock; the main loop serves it meanwhile.
    @MainActor private func command(_ args: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("boxoffice")
        process.arguments = args
        var env = [
            "PATH": "/usr/bin:/bin", "HOME": dir.path, "LANG": "C.UTF-8",
            "BOXOFFICE_CACHE_DIR": dir.appendingPathComponent("cache").path,
            "BOXOFFICE_KOBIS_URL": api.kobisURL, "BOXOFFICE_KAKAO_URL": api.kakaoURL,
            "BOXOFFICE_KOBIS_KEY": FixtureAPI.kobisKey, "BOXOFFICE_NOW": "2022-01-06T10:00:00+09:00"
        ]
        for name in ["ASAN_OPTIONS", "G_DEBUG"] { env[name] = ProcessInfo.processInfo.environment[name] }
        process.environment = env
        let out = dir.appendingPathComponent("stdout")
        let err = dir.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        waitFor("boxoffice \(args) done", timeout: 60) { !process.isRunning }
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: try Data(contentsOf: out), as: UTF8.self),
            String(decoding: try Data(contentsOf: err), as: UTF8.self)
        )
    }
}
