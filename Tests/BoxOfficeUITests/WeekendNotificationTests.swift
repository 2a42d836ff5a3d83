import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The window's refresh on a Monday after a weekend KOBIS has tallied (the real 2011-12-30–2012-01-01 weekend,
/// `weekly_20111230-20120101_weekend.json`): "last weekend's chart is out" said once, as GNOME Shell receives it.
final class WeekendNotificationTests: UITestCase {
    func testTheRefreshTellsTheWeekendOnce() throws {
        let server = try XCTUnwrap(Self.notifications)
        server.clear()
        clock.set("2012-01-04T01:00:00Z")  // 10:00 KST: yesterday 2012-01-03, the weekend just past is due
        try MainActor.assumeIsolated {
            let cache = dir.appendingPathComponent("cache")
            try launch(language: .english) { _ in
                guard let saved = try? DiskCache(directory: cache) else { return XCTFail("no cache") }
                FollowStore(database: saved.database).follow(
                    FollowedFilm(movieCode: "20112207", title: "미션임파서블:고스트프로토콜"), at: self.clock.now())
            }
            waitFor("the check's end", timeout: 30) { self.followChecks.ended == 1 }
            XCTAssertTrue(server.settle(), "the bus never settled")
            XCTAssertEqual(
                server.received,
                [
                    NotificationServer.Received(
                        appID: "kr.boxoffice.BoxOffice.Test\(Self.launches)", id: "weekend:20111230",
                        title: "Last weekend's box office is out",
                        body: "Dec 30, 2011–Jan 1, 2012: #1 미션임파서블:고스트프로토콜, 1,007,683 admissions",
                        action: "app.show-weekend",
                        target: "20111230")
                ])
            let weekly = "/kobis/boxoffice/searchWeeklyBoxOfficeList"
            XCTAssertEqual(api.server.requests(to: weekly).map { $0.query["targetDt"] ?? "" }, ["20111230"])

            // F5: the day asked again, its check ended, the bus settled: the weekend is not said again.
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList"
            let asked = api.server.requests(to: daily).count
            press(Int32(GDK_KEY_F5))
            waitFor("the refresh") { self.api.server.requests(to: daily).count > asked }
            waitFor("the second check's end", timeout: 30) { self.followChecks.ended == 2 }
            XCTAssertTrue(server.settle(), "the bus never settled")
            XCTAssertEqual(server.received.count, 1, "\(server.received)")
            XCTAssertEqual(api.server.requests(to: weekly).count, 1, "a told weekend is not asked again")
        }
    }
}
