import BoxOfficeCore
import BoxOfficeStore
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// `boxoffice check` telling a followed film's forecast crossing even odds of a mark, once: the notification
/// the fake `org.gtk.Notifications` receives, in Korean, and nothing on a second check.
final class CheckForecastTests: CommandLineTestCase {
    /// The forecast's figures these tests expect, in one place: the method is tuned, so they move with it.
    /// (Issue 44's method put 어벤져스: 인피니티 워's chance of 1,000만 above even odds from its D1, so these
    /// tests now follow 공작 and a break-even of 500만, saved by `forecast --break-even` as a user would.)
    enum Expected {
        /// 공작 (opened 2018-08-08): its chance of its break-even, 500만, passes 50 % on D7, 2018-08-14 (42 % on
        /// D6).
        static let day = "20180814"
        static let dayBefore = "20180813"
        static let now = "2018-08-15T10:00:00+09:00"
        /// Everything the check says that day, the crossing last.
        static let lines = ["「공작」 손익분기점 500만 명 돌파 가능성 55% — D7, 2018-08-14 기준 예상 ≈ 509만 명"]
        static let title = "「공작」 손익분기점 500만 명 돌파 가능성 55%"
        static let body = "D7, 2018-08-14 기준 예상 ≈ 509만 명"
        /// Told by the check of 2018-08-16 (D9) after two days no check ran.
        static let gapLine = "「공작」 손익분기점 500만 명 돌파 가능성 90% — D9, 2018-08-16 기준 예상 ≈ 590만 명"
    }

    static let film = FollowedFilm(movieCode: "20179101", title: "공작")

    /// The break-even of 500만 saved for 공작, as `boxoffice forecast 공작 --break-even 500만` saves it.
    private func saveBreakEven() throws {
        let r = try boxoffice(["forecast", "20179101", "--at-day", "1", "--break-even", "500만"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
    }

    /// The day before in history (as the window left it), the film followed and its break-even saved.
    private func seed() throws {
        try saveBreakEven()
        let cache = try DiskCache(directory: cacheDir)
        let result = try ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("market/2018/\(Expected.dayBefore).json"))
        HistoryStore(database: cache.database).record(
            try Chart(result, kind: .daily), day: Day(Expected.dayBefore)!, segment: .everything)
        FollowStore(database: cache.database).follow(Self.film, at: Date(timeIntervalSince1970: 1_534_150_000))
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
        XCTAssertEqual(first.stdout.split(separator: "\n").map(String.init), Expected.lines)
        XCTAssertEqual(Expected.lines.last, "\(Expected.title) — \(Expected.body)")
        XCTAssertEqual(first.stderr, "")
        XCTAssertEqual(
            queries(api, "/kobis/boxoffice/searchDailyBoxOfficeList").map { $0["targetDt"] ?? "" }, [Expected.day])
        XCTAssertTrue(
            MainLoopBridge.iterate(timeout: 10) { server.received.count == Expected.lines.count }, "\(server.received)")
        XCTAssertEqual(
            server.received.last,
            NotificationServer.Received(
                appID: "kr.boxoffice.BoxOffice", id: "20179101:break-even:5000000", title: Expected.title,
                body: Expected.body, action: "app.open-film", target: "20179101"))

        let again = try boxoffice(["check"], env: env)
        XCTAssertEqual(again.status, 0, again.all)
        XCTAssertEqual(again.all, "")
        XCTAssertTrue(server.settle(), "the bus never settled")  // the check has ended: all it sent has arrived
        XCTAssertEqual(server.received.count, Expected.lines.count, "told once")
    }

    /// Days a fill saved without a check between two checks: the crossing on one of them (D7) is told by the
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
        try saveBreakEven()
        try save(["20180807", "20180808", "20180809", "20180810", "20180811"])
        // Followed before it opened (2018-08-01).
        FollowStore(database: cache.database).follow(Self.film, at: Date(timeIntervalSince1970: 1_533_081_600))
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
        // D5, 2018-08-12: below even odds.
        XCTAssertEqual(try check("2018-08-13T10:00:00+09:00"), [])
        try save(["20180813", "20180814", "20180815"])  // a fill: no check on these three days
        XCTAssertEqual(try check("2018-08-17T10:00:00+09:00"), [Expected.gapLine], "D9, 2018-08-16")
        XCTAssertEqual(try check("2018-08-18T10:00:00+09:00"), [], "told once")
    }
}
