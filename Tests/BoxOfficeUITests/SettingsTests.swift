import BoxOfficeService
import CGtk
import Foundation
import XCTest

@testable import BoxOfficeUI

/// What the window remembers lives in GSettings (the test's own key file, `settingsFile`): an earlier version's
/// state.ini is read into it once and removed, and a choice made with a key is there on the next launch.
final class SettingsTests: UITestCase {
    func testStateIniIsReadOnceIntoGSettingsAndRemoved() throws {
        let stateFile = dir.appendingPathComponent("state.ini")
        try Data("width=1100\nheight=640\nlayout=table\n".utf8).write(to: stateFile)
        try MainActor.assumeIsolated {
            try launch()
            waitFor("the table shown") { self.visiblePage == "table" }
            XCTAssertEqual(defaultSize(), [1100, 640])
            XCTAssertFalse(FileManager.default.fileExists(atPath: stateFile.path), "state.ini is read once")
            let saved = try XCTUnwrap(AppSettings(keyFile: settingsFile))
            XCTAssertEqual(saved.text(.layout), "table")
            XCTAssertEqual(saved.int(.windowWidth), 1100)
            XCTAssertEqual(saved.int(.windowHeight), 640)
            gtk_window_close(cast(window.window))
            waitFor("the window closed") { self.app.mainWindow == nil }
            app = nil
            // The second launch has no state.ini: the same layout and size come from GSettings.
            try launch()
            waitFor("the table shown") { self.visiblePage == "table" }
            XCTAssertEqual(chart.layout, .table)
            XCTAssertEqual(defaultSize(), [1100, 640])
        }
    }

    /// Ctrl+2 shows the grid: the key file holds layout='grid', and the next launch opens on the grid.
    func testALayoutChosenByKeyIsInGSettingsOnTheNextLaunch() throws {
        try MainActor.assumeIsolated {
            try launch()
            XCTAssertEqual(AppSettings(keyFile: settingsFile)?.text(.layout), "list")
            press(Int32(GDK_KEY_2), control: true)
            waitFor("the grid shown") { self.visiblePage == "grid" }
            XCTAssertEqual(AppSettings(keyFile: settingsFile)?.text(.layout), "grid")
            XCTAssertTrue(try String(contentsOf: settingsFile, encoding: .utf8).contains("layout='grid'"))
            gtk_window_close(cast(window.window))
            waitFor("the window closed") { self.app.mainWindow == nil }
            app = nil
            try launch()
            waitFor("the grid shown") { self.visiblePage == "grid" }
            XCTAssertEqual(chart.layout, .grid)
        }
    }

    @MainActor private func defaultSize() -> [Int32] {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(cast(window.window), &width, &height)
        return [width, height]
    }
}
