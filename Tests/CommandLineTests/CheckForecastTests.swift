import BoxOfficeCore
import BoxOfficeStore
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// `boxoffice check` telling a followed film's forecast crossing even odds of 1,000만, once: the notification
/// the fake `org.gtk.Notifications` receives, in Korean, and nothing on a second check.
final class CheckForecastTests: CommandLineTestCase {
    /// The forecast's figures these tests expect, in one place: the method is tuned, so they move with it.
    enum Expected {
        /// 어벤져스: 인피니티 워 (opened 2018-04-25): its chance of 1,000만 passes 50 % on D6, 2018-04-30, the
        /// day it also passes 5 million.
        static let day = "20180430"
        static let dayBefore = "20180429"
        static let now = "2018-05-01T10:00:00+09:00"
        static let title = "「어벤져스: 인피니티 워」 1,000만 명 돌파 가능성 56%"
        static let body = "D6, 2018-04-30 기준 예상 ≈ 1,028만 명"
        static let fiveMillionTitle = "어벤져스: 인피니티 워 관객 500만 명 돌파"
        static let fiveMillionBody = "2018년 4월 30일 (월) 누적 관객 5,260,282명"
        /// Told by the check of 2018-05-03 (D9) after three days no check ran.
        static let gapLine = "「어벤져스: 인피니티 워」 1,000만 명 돌파 가능성 78% — D9, 2018-05-03 기준 예상 ≈ 1,143만 명"
    }

    static let film = FollowedFilm(movieCode: "20177478", title: "어벤져스: 인피니티 워")

    /// The day before in history (as the window left it) and the film followed.
    private func seed() throws {
        let cache = try DiskCache(directory: cacheDir)
        let result = try ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("market/2018/\(Expected.dayBefore).json"))
        HistoryStore(database: cache.database).record(
            try Chart(result, kind: .daily), day: Day(Expected.dayBefore)!, segment: .everything)
        FollowStore(database: cache.database).follow(Self.film, at: Date(timeIntervalSince1970: 1_525_000_000))
    }

    func testTheForecastCrossingIsToldOnceInKorean() throws {
        let server = try XCTUnwrap(NotificationServer.shared, "no fake notification server on the session bus")
        server.clear()
        try seed()
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(
            api,
            extra: [
                "BOXOFFICE_NOW": Expected.now, "GNOTIFICATION_BACKEND": "gtk", "LANG": "ko_KR.UTF-8",
                "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue(),
                "DBUS_SESSION_BUS_ADDRESS": ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] ?? ""
            ])
        let first = try boxoffice(["check"], env: env)
        XCTAssertEqual(first.status, 0, first.all)
        XCTAssertEqual(
            first.stdout,
            """
            \(Expected.fiveMillionTitle) — \(Expected.fiveMillionBody)
            \(Expected.title) — \(Expected.body)

            """)
        XCTAssertEqual(first.stderr, "")
        XCTAssertEqual(
            queries(api, "/kobis/boxoffice/searchDailyBoxOfficeList").map { $0["targetDt"] ?? "" }, [Expected.day])
        XCTAssertTrue(MainLoopBridge.iterate(timeout: 10) { server.received.count == 2 }, "\(server.received)")
        XCTAssertEqual(
            server.received.last,
            NotificationServer.Received(
                appID: "kr.boxoffice.BoxOffice", id: "20177478:forecast:10000000", title: Expected.title,
                body: Expected.body, action: "app.open-film", target: "20177478"))

        let again = try boxoffice(["check"], env: env)
        XCTAssertEqual(again.status, 0, again.all)
        XCTAssertEqual(again.all, "")
        XCTAssertTrue(server.settle(), "the bus never settled")  // the check has ended: all it sent has arrived
        XCTAssertEqual(server.received.count, 2, "told once")
    }

    /// Days a fill saved without a check between two checks: the crossing on one of them (D6) is told by the
    /// next check (D9), compared with the day last checked (D5) rather than the day before (D8, already past
    /// it); and not again by the check after.
    func testACrossingDuringDaysWithoutACheckIsToldOnce() throws {
        let cache = try DiskCache(directory: cacheDir)
        let history = HistoryStore(database: cache.database)
        func save(_ days: [String]) throws {
            for day in days {
                let result = try ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("market/2018/\(day).json"))
                history.record(try Chart(result, kind: .daily), day: try XCTUnwrap(Day(day)), segment: .everything)
            }
        }
        try save(["20180424", "20180425", "20180426", "20180427", "20180428"])
        // Followed before it opened (2018-04-20).
        FollowStore(database: cache.database).follow(Self.film, at: Date(timeIntervalSince1970: 1_524_182_400))
        let api = try MainActor.assumeIsolated { try self.api() }
        func check(_ now: String) throws -> [String] {
            let env = environment(
                api,
                extra: [
                    "BOXOFFICE_NOW": now, "GNOTIFICATION_BACKEND": "gtk", "LANG": "ko_KR.UTF-8",
                    "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue(),
                    "DBUS_SESSION_BUS_ADDRESS": ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] ?? ""
                ])
            let r = try boxoffice(["check"], env: env)
            XCTAssertEqual(r.status, 0, r.all)
            XCTAssertEqual(r.stderr, "")
            return r.stdout.split(separator: "\n").map(String.init).filter { $0.contains("돌파 가능성") }
        }
        // D5, 2018-04-29: below even odds (D4 was just above them: a dip is no crossing).
        XCTAssertEqual(try check("2018-04-30T10:00:00+09:00"), [])
        try save(["20180430", "20180501", "20180502"])  // a fill: no check on these three days
        XCTAssertEqual(try check("2018-05-04T10:00:00+09:00"), [Expected.gapLine], "D9, 2018-05-03")
        XCTAssertEqual(try check("2018-05-05T10:00:00+09:00"), [], "told once")
    }
}
