@testable import BoxOfficeUI
import BoxOfficeCore
import BoxOfficeService
import Foundation
import GLibSupport
import XCTest

/// What waits for the first frame: the sample's chart is painted before the cache database is opened,
/// and a history fill the last run left going resumes once the chart is on screen.
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
