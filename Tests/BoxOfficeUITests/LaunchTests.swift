import BoxOfficeCore
import BoxOfficeService
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeStore
@testable import BoxOfficeUI

/// What waits for the first frame: the sample's chart is painted before the cache database is opened
/// and before the network monitor is made, and a history fill the last run left going resumes once the
/// chart is on screen.
final class LaunchTests: UITestCase {
    var databasePath: String { dir.appendingPathComponent("cache/cache.sqlite").path }

    func testTheSampleIsPaintedBeforeTheDatabaseIsOpened() throws {
        try MainActor.assumeIsolated {
            try launch(kobisKey: nil, waitForChart: false)
            XCTAssertEqual(chart.rows.count, 10)  // shown at once, from the bundled sample
            XCTAssertFalse(FileManager.default.fileExists(atPath: databasePath))
            waitForFrame()
            waitFor("the database opened after the first frame") {
                FileManager.default.fileExists(atPath: self.databasePath)
            }
        }
    }

    /// An offline machine: the sample is painted without asking the monitor, which is made after the
    /// first frame, and then the offline bar shows.
    func testTheNetworkMonitorIsMadeAfterTheFirstFrame() throws {
        try MainActor.assumeIsolated {
            var made = false
            let monitor = LazyConnectivity {
                made = true
                return ManualConnectivity(online: false)
            }
            try launch(kobisKey: nil, waitForChart: false, connectivity: monitor)
            XCTAssertEqual(chart.rows.count, 10)
            XCTAssertFalse(made)
            XCTAssertFalse(window.ui.offlineBar.isVisible)
            waitForFrame()
            waitFor("the monitor made after the first frame") { made }
            waitForText("Offline — showing saved data") { self.window.ui.offlineBar }
        }
    }

    /// The fill resumed saves each day's own chart: the real days of 2018, read back in a film's run (1987's
    /// audience on D7–D9, 2018-01-02 to 01-04, and D10, the day shown).
    func testAFillLeftGoingResumesAfterTheFirstFrame() throws {
        let saved = try DiskCache(directory: dir.appendingPathComponent("cache"))
        let job = FillJob(first: try XCTUnwrap(Day("2018-01-02")), last: try XCTUnwrap(Day("2018-01-04")))
        HistoryStore(database: saved.database).saveFill(.init(job: job, paused: false, done: 0))
        try MainActor.assumeIsolated {
            clock.set("2018-01-06T01:00:00Z")  // 10:00 in Korea: yesterday is 2018-01-05
            try launch()
            waitFor("the saved fill to finish") { self.app.model.historyFill.progress?.phase == .finished }
            let days = api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").compactMap {
                $0.query["targetDt"]
            }
            XCTAssertEqual(days.filter { $0 != "20180105" }, ["20180102", "20180103", "20180104"])
            openFilm(at: 1)
            guard let detail = app.details["20170590"], let run = detail.run else { return XCTFail("no run of 1987") }
            waitFor("the run drawn") { run.chart.input.points.count == 10 }
            XCTAssertEqual(
                run.chart.input.points.suffix(4).map { [$0.label, $0.value.map { String(Int($0)) } ?? "-"] },
                [["D7", "217247"], ["D8", "174979"], ["D9", "163429"], ["D10", "202189"]])
            waitFor("the film's details answered") { detail.model.isFinished }
            gtk_window_close(cast(detail.window))
            waitFor("the film's window closed") { self.app.details.isEmpty }
        }
    }

    /// An edited database (a pending fill whose year is 10^18, figures at Int64's extremes) opens: the
    /// fill is refused as unreadable and the film window draws the absurd run, in English too.
    func testAHostileDatabaseOpensAndItsFiguresDrawWithoutATrap() throws {
        let saved = try DiskCache(directory: dir.appendingPathComponent("cache"))
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20220105.json")), kind: .daily)
        let history = HistoryStore(database: saved.database)
        // The day before the one the window opens on (which it fetches again, replacing that day's rows).
        history.record(chart, day: try XCTUnwrap(Day("2022-01-04")), segment: .everything)
        saved.database.writing("make the database hostile") { db in
            try db.execute(
                sql:
                    "UPDATE history SET audience = 9223372036854775807, sales = 9223372036854775807 WHERE day = 20220104"
            )
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO fillJob (id, job, paused, done) VALUES
                      (1, '{"first":{"year":999999999999999999,"month":1,"day":1},"last":{"year":2022,"month":1,"day":9},"segment":{"nation":"all","films":"all"}}', 0, 0)
                    """)
        }
        XCTAssertEqual(history.rows(movieCode: "20199882").first?.audience, .max)
        try MainActor.assumeIsolated {
            try launch(language: .english) { $0.dailyTemplate = "daily_20220105.json" }
            waitForFrame()
            XCTAssertNil(app.model.historyFill.progress, "no fill from an unreadable job")
            openFilm(at: 0)
            guard let detail = app.details["20199882"], let run = detail.run else { return XCTFail("no film window") }
            waitFor("the run drawn") { run.chart.input.points.count == 2 }
            XCTAssertEqual(run.chart.input.points.first?.value, Double(Int64.max), "the absurd day drawn as it is")
            waitForFrame(detail.window)
        }
    }

    /// The primary menu costs the launch nothing: F10 builds it when first pressed, with every entry,
    /// its entries act, and it is built once.
    func testTheMainMenuIsBuiltWhenFirstOpened() throws {
        try MainActor.assumeIsolated {
            try launch()
            let button = window.ui.menuButton
            XCTAssertFalse(button.hasMenu, "no menu before it is opened")
            guard let popover = openMainMenu() else { return XCTFail("no menu") }
            let model = gtk_menu_button_get_menu_model(button.pointer)
            waitForFrame(popover)
            // The kinds' and the styles' section headings ("Chart", "Style") are shown or not depending on what ran before in the process
            // (GTK 4.8 maps a section label lazily); the entries are what this checks.
            XCTAssertEqual(
                visibleTexts(popover).filter { $0 != "Chart" && $0 != "Style" },
                [
                    "Refresh", "F5", "Show as List", "Ctrl+1", "Show as Grid", "Ctrl+2",
                    "Show as Table", "Ctrl+3", "Copy Chart", "Ctrl+C", "Copy as Image", "Shift+Ctrl+C",
                    "Export as CSV…",
                    "Ctrl+E", "Save as Image…", "Shift+Ctrl+S", "Print…", "Ctrl+P",
                    "Daily", "Alt+1", "Weekend", "Alt+2", "Week", "Alt+3", "Weekdays", "Alt+4",
                    "Filter", "Box Office", "Ctrl+B", "Market", "Ctrl+M", "System Style", "Light Style", "Dark Style",
                    "Search KOBIS…",
                    "Ctrl+K", "Following",
                    "Shift+Ctrl+D", "Upcoming Films", "Shift+Ctrl+O", "Fill History…",
                    "Preferences", "Ctrl+,",
                    "Keyboard Shortcuts", "Ctrl+?", "Help", "F1", "About BoxOffice", "Quit", "Ctrl+Q"
                ])
            screenshot("main-menu", window.window, overlays: [overlay(popover, under: button.widget)])
            guard
                let grid = firstDescendant(
                    of: popover, type: gtk_label_get_type(),
                    where: {
                        String(cString: gtk_label_get_text(cast($0))) == "Show as Grid"
                    })
            else { return XCTFail("no Show as Grid") }
            click(grid)
            waitFor("the grid") { self.chart.layout == .grid && gtk_widget_get_mapped(popover) == 0 }
            guard let again = openMainMenu(click: true) else { return XCTFail("no menu the second time") }
            XCTAssertEqual(gtk_menu_button_get_menu_model(cast(button)), model, "built once")
            XCTAssertEqual(again, popover)
            press(Int32(GDK_KEY_Escape), in: again)
            waitFor("the menu closed") { gtk_widget_get_mapped(again) == 0 }
        }
    }
}
