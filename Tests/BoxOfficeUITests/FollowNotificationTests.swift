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

/// The notifications a refresh sends, as GNOME Shell would receive them: a fake `org.gtk.Notifications` owned
/// by this process on the session bus, with `GNOTIFICATION_BACKEND=gtk`.
final class FollowNotificationTests: UITestCase {
    /// 2018-01-07 10:00 KST: yesterday is 2018-01-06, the day 위대한 쇼맨 passed a million (987,834 the day
    /// before, saved; 1,031,799 that day, fetched at launch). 1987 and the rest are not followed.
    func testTheRefreshTellsAFollowedFilmPassingAMillionOnce() throws {
        let server = try XCTUnwrap(Self.notifications)
        server.clear()
        clock.set("2018-01-07T01:00:00Z")
        try MainActor.assumeIsolated {
            XCTAssertEqual(server.received.count, 0)
            let cache = dir.appendingPathComponent("cache")
            try launch(language: .english) { _ in
                guard let saved = try? DiskCache(directory: cache),
                    let result = try? ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("market/2018/20180105.json")),
                    let jan5 = try? Chart(result, kind: .daily)
                else { return XCTFail("no cache or fixture") }
                HistoryStore(database: saved.database).record(jan5, day: Day("2018-01-05")!, segment: .everything)
                FollowStore(database: saved.database).follow(
                    FollowedFilm(movieCode: "20179462", title: "위대한 쇼맨"), at: self.clock.now())
            }
            XCTAssertEqual(chart.day.iso, "2018-01-06")
            waitFor("the notification") { server.received.count == 1 }
            let appID = "kr.boxoffice.BoxOffice.Test\(Self.launches)"
            XCTAssertEqual(
                server.received,
                [
                    NotificationServer.Received(
                        appID: appID, id: "20179462:passed:1000000",
                        title: "위대한 쇼맨 passed 1 million admissions",
                        body: "Sat, Jan 6, 2018: 1,031,799 admissions in all", action: "app.open-film",
                        target: "20179462")
                ])
            // The weekend just past (Dec 29–31, 2017) has no chart yet here: asked once, told nothing.
            let weekly = "/kobis/boxoffice/searchWeeklyBoxOfficeList"
            waitFor("the weekend asked for") { self.api.server.requests(to: weekly).count == 1 && !self.chart.isBusy }
            XCTAssertEqual(api.server.requests(to: weekly).first?.query["targetDt"], "20171229")
            waitFor("the check's end", timeout: 30) { self.followChecks.ended == 1 }

            // F5: the day fetched again, nothing said again.
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList"
            XCTAssertEqual(api.server.requests(to: daily).count, 1)
            press(Int32(GDK_KEY_F5))
            waitFor("the refresh") { self.api.server.requests(to: daily).count == 2 && !self.chart.isBusy }
            // The refresh's check has ended and the bus has passed on whatever it sent: nothing more came.
            waitFor("the second check's end", timeout: 30) { self.followChecks.ended == 2 }
            XCTAssertTrue(server.settle(), "the bus never settled")
            XCTAssertEqual(server.received.count, 1)

            // The notification's click: the film's window.
            activate(AppAction.openFilm.with("20179462"), on: window.window)
            waitFor("the film's window") { self.app.details["20179462"] != nil }
        }
    }
}
