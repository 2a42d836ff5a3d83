import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The window's refresh telling a followed film's forecast crossing even odds of its break-even, once, as GNOME
/// Shell would receive it (the fake `org.gtk.Notifications`).
final class ForecastNotificationTests: UITestCase {
    /// The forecast's figures these tests expect, in one place: the method is tuned, so they move with it
    /// (the same crossing as `CheckForecastTests`, in English: issue 44's method put 어벤져스: 인피니티 워's chance
    /// of 1,000만 above even odds from its D1, so this follows 공작 and a break-even of 500만, as that test does).
    enum Expected {
        static let title = "공작 has a 55% chance of reaching its break-even of 5 million"
        static let body = "Forecast ≈ 5.1 million admissions (D7, 2018-08-14)"
    }

    /// 2018-08-15 10:00 KST: yesterday is 2018-08-14, 공작's D7 (the 13th saved, the 14th fetched at launch), when
    /// its chance of its break-even of 500만 passes even odds (40 % on D6); F5 says nothing again.
    func testTheRefreshTellsTheForecastCrossingOnce() throws {
        let server = try XCTUnwrap(Self.notifications)
        server.clear()
        clock.set("2018-08-15T01:00:00Z")
        try MainActor.assumeIsolated {
            let cache = dir.appendingPathComponent("cache")
            try launch(language: .english) { _ in
                guard let saved = try? DiskCache(directory: cache),
                    let result = try? ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("market/2018/20180813.json")),
                    let day = try? Chart(result, kind: .daily)
                else { return XCTFail("no cache or fixture") }
                let history = HistoryStore(database: saved.database)
                history.record(day, day: Day("2018-08-13")!, segment: .everything)
                // As `boxoffice forecast 공작 --break-even 500만` saves it.
                history.setBreakEven(5_000_000, movieCode: "20179101")
                FollowStore(database: saved.database).follow(
                    FollowedFilm(movieCode: "20179101", title: "공작"), at: self.clock.now())
            }
            XCTAssertEqual(chart.day.iso, "2018-08-14")
            waitFor("the notification") { server.received.count == 1 }
            let appID = "kr.boxoffice.BoxOffice.Test\(Self.launches)"
            XCTAssertEqual(
                server.received.last,
                NotificationServer.Received(
                    appID: appID, id: "20179101:break-even:5000000", title: Expected.title, body: Expected.body,
                    action: "app.open-film", target: "20179101"))

            waitFor("the check's end", timeout: 30) { self.followChecks.ended == 1 }
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList"
            press(Int32(GDK_KEY_F5))
            waitFor("the refresh") { self.api.server.requests(to: daily).count == 2 && !self.chart.isBusy }
            // The refresh's check has ended and the bus has passed on whatever it sent: nothing more came.
            waitFor("the second check's end", timeout: 30) { self.followChecks.ended == 2 }
            XCTAssertTrue(server.settle(), "the bus never settled")
            XCTAssertEqual(server.received.count, 1, "told once")
        }
    }
}
