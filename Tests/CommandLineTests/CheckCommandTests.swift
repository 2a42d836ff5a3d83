import BoxOfficeCore
import BoxOfficeStore
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// `boxoffice check`: one refresh for the followed films, its requests counted, its sentences printed and its
/// notifications received by a fake `org.gtk.Notifications` this test process owns on the session bus.
final class CheckCommandTests: CommandLineTestCase {
    /// The cache as the window left it: 2018-01-05's chart in history and the films followed.
    private func seed(day: String, following films: [FollowedFilm]) throws {
        let cache = try DiskCache(directory: cacheDir)
        let result = try ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("market/2018/\(day).json"))
        HistoryStore(database: cache.database).record(
            try Chart(result, kind: .daily), day: Day(day)!, segment: .everything)
        let follows = FollowStore(database: cache.database)
        for film in films { follows.follow(film, at: Date(timeIntervalSince1970: 1_515_000_000)) }
    }

    private func env(_ api: FixtureAPI, now: String) -> [String: String] {
        environment(
            api,
            extra: [
                "BOXOFFICE_NOW": now, "GNOTIFICATION_BACKEND": "gtk",
                "DBUS_SESSION_BUS_ADDRESS": ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] ?? ""
            ])
    }

    /// What the check says of 위대한 쇼맨's million on 2018-01-06, printed and as the notification the Shell gets.
    static let millionSentence =
        "위대한 쇼맨 passed 1 million admissions — Sat, Jan 6, 2018: 1,031,799 admissions in all\n"
    static let million = NotificationServer.Received(
        appID: "kr.boxoffice.BoxOffice", id: "20179462:passed:1000000", title: "위대한 쇼맨 passed 1 million admissions",
        body: "Sat, Jan 6, 2018: 1,031,799 admissions in all", action: "app.open-film", target: "20179462")

    /// 2018-01-07 10:00 KST, 위대한 쇼맨 followed (1987 not), the notification server cleared: `boxoffice check` run.
    private func checkWithAMillionToTell() throws -> (NotificationServer, FixtureAPI, [String: String], CommandResult) {
        let server = try XCTUnwrap(NotificationServer.shared, "no fake notification server on the session bus")
        server.clear()
        try seed(day: "20180105", following: [FollowedFilm(movieCode: "20179462", title: "위대한 쇼맨")])
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = env(api, now: "2018-01-07T10:00:00+09:00")
        return (server, api, env, try boxoffice(["check"], env: env))
    }

    /// 2018-01-07 10:00 KST: 위대한 쇼맨 passed a million on the 6th (987,834 the day before); 1987 is not
    /// followed. One daily request and one weekly (the weekend of Dec 29–31 has no chart here); again: nothing
    /// asked, nothing said.
    func testCheckTellsAMillionOnceWithTwoRequests() throws {
        let (server, api, env, first) = try checkWithAMillionToTell()
        XCTAssertEqual(first.status, 0, first.all)
        XCTAssertEqual(first.stdout, Self.millionSentence)
        XCTAssertEqual(first.stderr, "")
        XCTAssertEqual(
            queries(api, "/kobis/boxoffice/searchDailyBoxOfficeList").map { $0["targetDt"] ?? "" }, ["20180106"])
        XCTAssertEqual(
            queries(api, "/kobis/boxoffice/searchWeeklyBoxOfficeList").map { $0["targetDt"] ?? "" }, ["20171229"])
        XCTAssertTrue(MainLoopBridge.iterate(timeout: 10) { server.received.count == 1 }, "no notification")
        XCTAssertEqual(server.received, [Self.million])

        let again = try boxoffice(["check"], env: env)
        XCTAssertEqual(again.status, 0, again.all)
        XCTAssertEqual(again.all, "")
        XCTAssertEqual(queries(api, "/").count, 2, "the second check asks nothing")
        XCTAssertTrue(server.settle(), "the bus never settled")  // the check has ended: all it sent has arrived
        XCTAssertEqual(server.received.count, 1)
    }

    /// Under another desktop's notification server (`org.freedesktop.Notifications`: GLib's freedesktop backend) the
    /// check's notification comes from "BoxOffice" with the app's icon, not from the process's name with none.
    func testAnotherDesktopsServerSeesBoxOfficeAndItsIcon() throws {
        let server = try XCTUnwrap(NotificationServer.shared, "no fake notification server on the session bus")
        server.clear()
        try seed(day: "20180105", following: [FollowedFilm(movieCode: "20179462", title: "위대한 쇼맨")])
        let api = try MainActor.assumeIsolated { try self.api() }
        var env = env(api, now: "2018-01-07T10:00:00+09:00")
        env["GNOTIFICATION_BACKEND"] = "freedesktop"
        let check = try boxoffice(["check"], env: env)
        XCTAssertEqual(check.status, 0, check.all)
        XCTAssertEqual(check.stdout, Self.millionSentence)
        XCTAssertTrue(MainLoopBridge.iterate(timeout: 10) { server.freedesktop.count == 1 }, "no notification")
        XCTAssertEqual(
            server.freedesktop,
            [
                NotificationServer.FreedesktopReceived(
                    appName: "BoxOffice", icon: "kr.boxoffice.BoxOffice", desktopEntry: "kr.boxoffice.BoxOffice",
                    summary: Self.million.title, body: Self.million.body)
            ])
        XCTAssertEqual(server.received, [], "the freedesktop backend only")
    }

    /// The morning timer's case: `boxoffice check` told the million and ended, and the user clicks the notification
    /// later. GNOME Shell then calls `ActivateAction` on the app's id as the notification names it; the bus starts
    /// `boxoffice-app` from its service file as a GApplication service, which opens the main window and the film's.
    func testAClickAfterTheCheckHasEndedStartsTheAppOnTheFilm() throws {
        try requireDisplay()
        let (server, api, env, check) = try checkWithAMillionToTell()
        XCTAssertEqual(check.status, 0, check.all)
        XCTAssertTrue(MainLoopBridge.iterate(timeout: 10) { server.received.count == 1 }, "no notification")
        let told = try XCTUnwrap(server.received.first)
        XCTAssertEqual([told.appID, told.action, told.target], ["kr.boxoffice.BoxOffice", "app.open-film", "20179462"])

        // The bus starts the app for the click, with what the check had (its cache, KOBIS, its clock).
        let app = try BusStartedApp(id: told.appID, environment: env.merging(["BOXOFFICE_TRACE_FOLLOW": "1"]) { $1 })
        XCTAssertNil(app.process, "the check has ended: nothing holds the app's id")
        try app.bus.activateAction(of: told.appID, String(told.action.dropFirst("app.".count)), target: told.target)
        let pid = try XCTUnwrap(app.process, "the bus started nothing")
        XCTAssertTrue(
            BusStartedApp.waitForWindows(["BoxOffice", "위대한 쇼맨"], of: pid), "\(BusStartedApp.windows(of: pid))")
        BusStartedApp.screenshot("notification-click-started-app", of: pid)

        // The app's own refresh at start (the 6th from the cache the check filled) says nothing the check has said:
        // its check has ended (its marker) and the bus has passed on all it sent. Its Quit ends the process.
        XCTAssertTrue(app.waitForLog("follow: follow check of 2018-01-06 ended"), "\(app.logLines)")
        XCTAssertTrue(server.settle(), "the bus never settled")
        XCTAssertEqual(queries(api, "/kobis/boxoffice/searchDailyBoxOfficeList").count, 1, "the check's request only")
        XCTAssertEqual(server.received.count, 1)
        XCTAssertTrue(try app.quit(), "still running")
        XCTAssertEqual(BusStartedApp.windows(of: pid), [])
    }

    /// The timer fires while BoxOffice is open: the app holds its id, so the check's own GApplication is a remote
    /// one, which GLib lets send nothing; it hands the notification to the running app (`app.tell`), which sends it.
    func testACheckWhileTheAppRunsHandsTheNotificationToIt() throws {
        try requireDisplay()
        let server = try XCTUnwrap(NotificationServer.shared, "no fake notification server on the session bus")
        server.clear()
        // The day before in history and nothing followed: the app's own refresh at start has nothing to tell.
        try seed(day: "20180105", following: [])
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = env(api, now: "2018-01-07T10:00:00+09:00")
        let app = try BusStartedApp(environment: env.merging(["BOXOFFICE_TRACE_FOLLOW": "1"]) { $1 })
        guard let pid = try app.launch() else { return }
        let daily = "/kobis/boxoffice/searchDailyBoxOfficeList"
        XCTAssertTrue(
            MainLoopBridge.iterate(timeout: 20) { !self.queries(api, daily).isEmpty }, "the app asked nothing")
        // Its refresh's check has ended and the bus has passed on whatever it sent: nothing.
        XCTAssertTrue(app.waitForLog("follow: follow check of 2018-01-06 ended"), "\(app.logLines)")
        XCTAssertTrue(server.settle(), "the bus never settled")
        XCTAssertEqual(server.received.count, 0)

        // Followed now (as from another window), then the check.
        FollowStore(database: try DiskCache(directory: cacheDir).database).follow(
            FollowedFilm(movieCode: "20179462", title: "위대한 쇼맨"), at: Date(timeIntervalSince1970: 1_515_000_000))
        let check = try boxoffice(["check"], env: env)
        XCTAssertEqual(check.status, 0, check.all)
        XCTAssertEqual(check.stdout, Self.millionSentence)
        XCTAssertTrue(MainLoopBridge.iterate(timeout: 10) { server.received.count == 1 }, "the app sent nothing")
        XCTAssertEqual(server.received, [Self.million])
        XCTAssertEqual(app.process, pid, "the same app throughout")
        XCTAssertTrue(try app.quit(), "still running")
    }

    /// Nothing followed: quiet, and not a request.
    func testCheckWithNothingFollowedAsksNothing() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let r = try boxoffice(["check"], env: env(api, now: "2018-01-07T10:00:00+09:00"))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.all, "")
        XCTAssertEqual(queries(api, "/").count, 0)
    }
}
