@testable import BoxOfficeUI
import BoxOfficeCore
import BoxOfficeService
import CGtk
import Foundation
import GLibSupport
import XCTest

/// What waits for the first frame: the sample's chart is painted before the cache database is opened
/// and before the network monitor is made, and a history fill the last run left going resumes once the
/// chart is on screen.
final class LaunchTests: UITestCase {
    var databasePath: String { dir.appendingPathComponent("cache/cache.sqlite").path }

    func testTheSampleIsPaintedBeforeTheDatabaseIsOpened() throws {
        try MainActor.assumeIsolated {
            try launch(kobisKey: nil, waitForChart: false)
            XCTAssertEqual(chart.rows.count, 10)   // shown at once, from the bundled sample
            XCTAssertFalse(FileManager.default.fileExists(atPath: databasePath))
            waitForFrame()
            waitFor("the database opened after the first frame") { FileManager.default.fileExists(atPath: self.databasePath) }
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
            XCTAssertEqual(gtk_widget_get_visible(window.offlineBar), 0)
            waitForFrame()
            waitFor("the monitor made after the first frame") { made }
            waitForText("Offline — showing saved data") { self.window.offlineBar }
        }
    }

    func testAFillLeftGoingResumesAfterTheFirstFrame() throws {
        let saved = try DiskCache(directory: dir.appendingPathComponent("cache"))
        let job = FillJob(first: try XCTUnwrap(Day("2022-01-02")), last: try XCTUnwrap(Day("2022-01-04")))
        HistoryStore(database: saved.database).saveFill(.init(job: job, paused: false, done: 0))
        try MainActor.assumeIsolated {
            try launch { $0.dailyTemplate = "daily_20220121.json" }
            waitFor("the saved fill to finish") { self.app.model.historyFill.progress?.phase == .finished }
            let days = api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").compactMap { $0.query["targetDt"] }
            XCTAssertEqual(days.filter { $0 != "20220105" }, ["20220102", "20220103", "20220104"])
        }
    }
}
