import BoxOfficeCore
import BoxOfficeStore
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// `boxoffice check` and the running app on a Monday after a weekend KOBIS has tallied: the real weekend of
/// 2011-12-30–2012-01-01 (`weekly_20111230-20120101_weekend.json`, #1 미션임파서블:고스트프로토콜 with 1,007,683
/// admissions). 2012-01-04 10:00 KST, a film followed: its weekend is due, said once whoever says it first.
final class CheckWeekendTests: CommandLineTestCase {
    static let now = "2012-01-04T10:00:00+09:00"
    static let weekly = "/kobis/boxoffice/searchWeeklyBoxOfficeList"
    static let daily = "/kobis/boxoffice/searchDailyBoxOfficeList"

    static let english = NotificationServer.Received(
        appID: "kr.boxoffice.BoxOffice", id: "weekend:20111230", title: "Last weekend's box office is out",
        body: "Dec 30, 2011–Jan 1, 2012: #1 미션임파서블:고스트프로토콜, 1,007,683 admissions", action: "app.show-weekend",
        target: "20111230")

    private func follow() throws {
        FollowStore(database: try DiskCache(directory: cacheDir).database).follow(
            FollowedFilm(movieCode: "20112207", title: "미션임파서블:고스트프로토콜"),
            at: Date(timeIntervalSince1970: 1_325_000_000))
    }

    private func env(_ api: FixtureAPI, _ extra: [String: String] = [:]) -> [String: String] {
        environment(
            api,
            extra: [
                "BOXOFFICE_NOW": Self.now, "GNOTIFICATION_BACKEND": "gtk",
                "DBUS_SESSION_BUS_ADDRESS": ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] ?? ""
            ].merging(extra) { $1 })
    }

    /// Told once, in English: yesterday's chart and the weekend asked for; the second check asks nothing and says
    /// nothing, and once the bus has settled no second notification has come.
    func testTheWeekendIsToldOnceInEnglish() throws {
        let server = try XCTUnwrap(NotificationServer.shared, "no fake notification server on the session bus")
        server.clear()
        try follow()
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = env(api)
        let first = try boxoffice(["check"], env: env)
        XCTAssertEqual(first.status, 0, first.all)
        XCTAssertEqual(
            first.stdout,
            "Last weekend's box office is out — Dec 30, 2011–Jan 1, 2012: #1 미션임파서블:고스트프로토콜, 1,007,683 admissions\n")
        XCTAssertEqual(first.stderr, "")
        XCTAssertEqual(queries(api, Self.daily).map { $0["targetDt"] ?? "" }, ["20120103"])
        XCTAssertEqual(queries(api, Self.weekly).map { $0["targetDt"] ?? "" }, ["20111230"])
        XCTAssertEqual(queries(api, Self.weekly).map { $0["weekGb"] ?? "" }, ["1"])
        XCTAssertTrue(server.settle(), "the bus never settled")
        XCTAssertEqual(server.received, [Self.english])

        let again = try boxoffice(["check"], env: env)
        XCTAssertEqual(again.status, 0, again.all)
        XCTAssertEqual(again.all, "")
        XCTAssertEqual(queries(api, Self.weekly).count, 1, "a told weekend is not asked again")
        XCTAssertTrue(server.settle(), "the bus never settled")
        XCTAssertEqual(server.received, [Self.english], "said once")
    }

    /// In Korean (po/ko.po's wording), printed and as the notification.
    func testTheWeekendIsToldInKorean() throws {
        let server = try XCTUnwrap(NotificationServer.shared, "no fake notification server on the session bus")
        server.clear()
        try follow()
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = env(api, ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()])
        let check = try boxoffice(["check"], env: env)
        XCTAssertEqual(check.status, 0, check.all)
        XCTAssertEqual(check.stdout, "지난 주말 박스오피스 발표 — 2011년 12월 30일–2012년 1월 1일 1위 미션임파서블:고스트프로토콜, 관객 1,007,683명\n")
        XCTAssertTrue(server.settle(), "the bus never settled")
        XCTAssertEqual(
            server.received,
            [
                NotificationServer.Received(
                    appID: "kr.boxoffice.BoxOffice", id: "weekend:20111230", title: "지난 주말 박스오피스 발표",
                    body: "2011년 12월 30일–2012년 1월 1일 1위 미션임파서블:고스트프로토콜, 관객 1,007,683명", action: "app.show-weekend",
                    target: "20111230")
            ])
    }

    /// The day's budget spent (BOXOFFICE_DAILY_BUDGET=1, taken by yesterday's chart): the weekend is not asked
    /// for, nothing is said and nothing marked told; with the budget back, the next check tells it.
    func testASpentBudgetAsksNoWeekend() throws {
        let server = try XCTUnwrap(NotificationServer.shared, "no fake notification server on the session bus")
        server.clear()
        try follow()
        let api = try MainActor.assumeIsolated { try self.api() }
        let spent = try boxoffice(["check"], env: env(api, ["BOXOFFICE_DAILY_BUDGET": "1"]))
        XCTAssertEqual(spent.status, 0, spent.all)
        XCTAssertEqual(spent.all, "")
        XCTAssertEqual(queries(api, Self.daily).count, 1)
        XCTAssertEqual(queries(api, Self.weekly).count, 0, "the weekend asked for past the budget")
        XCTAssertTrue(server.settle(), "the bus never settled")
        XCTAssertEqual(server.received, [])

        let later = try boxoffice(["check"], env: env(api, ["BOXOFFICE_DAILY_BUDGET": "2"]))
        XCTAssertEqual(
            later.stdout,
            "Last weekend's box office is out — Dec 30, 2011–Jan 1, 2012: #1 미션임파서블:고스트프로토콜, 1,007,683 admissions\n")
        XCTAssertEqual(queries(api, Self.weekly).map { $0["targetDt"] ?? "" }, ["20111230"])
    }

    /// The app running (started by the bus as the Shell starts it) tells the weekend after its own refresh; the
    /// morning's `boxoffice check` then asks nothing and says nothing, and no second notification comes: the
    /// app's end-of-check marker and the settled bus prove each had its chance.
    func testTheRunningAppAndTheCheckTellTheWeekendOnce() throws {
        try requireDisplay()
        let server = try XCTUnwrap(NotificationServer.shared, "no fake notification server on the session bus")
        server.clear()
        try follow()
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = env(api, ["BOXOFFICE_TRACE_FOLLOW": "1"])
        let app = try BusStartedApp(environment: env)
        guard let pid = try app.launch() else { return }
        XCTAssertTrue(app.waitForLog("follow: follow check of 2012-01-03 ended"), "\(app.logLines)")
        XCTAssertTrue(server.settle(), "the bus never settled")
        XCTAssertEqual(server.received, [Self.english])
        XCTAssertEqual(queries(api, Self.weekly).map { $0["targetDt"] ?? "" }, ["20111230"])

        let check = try boxoffice(["check"], env: env)
        XCTAssertEqual(check.status, 0, check.all)
        XCTAssertEqual(check.all, "", "the app told it already")
        XCTAssertEqual(queries(api, Self.weekly).count, 1)
        XCTAssertTrue(server.settle(), "the bus never settled")
        XCTAssertEqual(server.received, [Self.english], "said once")
        XCTAssertEqual(app.process, pid, "the same app throughout")
        XCTAssertTrue(try app.quit(), "still running")
    }
}
