import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The window's refresh telling a followed film's forecast crossing even odds of 1,000만, once, as GNOME Shell
/// would receive it (the fake `org.gtk.Notifications`).
final class ForecastNotificationTests: UITestCase {
    /// The forecast's figures these tests expect, in one place: the method is tuned, so they move with it
    /// (the same crossing as `CheckForecastTests`, in English).
    enum Expected {
        static let title = "어벤져스: 인피니티 워 has a 56% chance of passing 10 million"
        static let body = "Forecast ≈ 10.3 million admissions (D6, 2018-04-30)"
    }

    /// 2018-05-01 10:00 KST: yesterday is 2018-04-30, 어벤져스: 인피니티 워's D6 (the 29th saved, the 30th fetched at
    /// launch); F5 says nothing again.
    func testTheRefreshTellsTheForecastCrossingOnce() throws {
        let server = try XCTUnwrap(Self.notifications)
        server.clear()
        clock.set("2018-05-01T01:00:00Z")
        try MainActor.assumeIsolated {
            let cache = dir.appendingPathComponent("cache")
            try launch(language: .english) { _ in
                guard let saved = try? DiskCache(directory: cache),
                    let result = try? ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("market/2018/20180429.json")),
                    let day = try? Chart(result, kind: .daily)
                else { return XCTFail("no cache or fixture") }
                HistoryStore(database: saved.database).record(day, day: Day("2018-04-29")!, segment: .everything)
                FollowStore(database: saved.database).follow(
                    FollowedFilm(movieCode: "20177478", title: "어벤져스: 인피니티 워"), at: self.clock.now())
            }
            XCTAssertEqual(chart.day.iso, "2018-04-30")
            waitFor("the notifications") { server.received.count == 2 }
            let appID = "kr.boxoffice.BoxOffice.Test\(Self.launches)"
            XCTAssertEqual(server.received.first?.id, "20177478:passed:5000000")
            XCTAssertEqual(
                server.received.last,
                NotificationServer.Received(
                    appID: appID, id: "20177478:forecast:10000000", title: Expected.title, body: Expected.body,
                    action: "app.open-film", target: "20177478"))

            waitFor("the check's end", timeout: 30) { self.app.followChecks == 1 }
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList"
            press(Int32(GDK_KEY_F5))
            waitFor("the refresh") { self.api.server.requests(to: daily).count == 2 && !self.chart.isBusy }
            // The refresh's check has ended and the bus has passed on whatever it sent: nothing more came.
            waitFor("the second check's end", timeout: 30) { self.app.followChecks == 2 }
            XCTAssertTrue(server.settle(), "the bus never settled")
            XCTAssertEqual(server.received.count, 2, "told once")
        }
    }
}
