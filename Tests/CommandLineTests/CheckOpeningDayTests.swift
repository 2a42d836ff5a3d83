import BoxOfficeCore
import BoxOfficeStore
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// A film followed before it opened is told its first day in the chart once: 염력 (20168323) opened at #1 on
/// 2018-01-31 (the real chart: 264,711 admissions on 1,099 screens, 273,292 in all with previews).
final class CheckOpeningDayTests: CommandLineTestCase {
    private func check(language: [String: String]) throws -> (NotificationServer, [String: String], CommandResult) {
        let server = try XCTUnwrap(NotificationServer.shared, "no fake notification server on the session bus")
        server.clear()
        let cache = try DiskCache(directory: cacheDir)
        let result = try ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("market/2018/20180130.json"))
        HistoryStore(database: cache.database).record(
            try Chart(result, kind: .daily), day: Day(year: 2018, month: 1, day: 30)!, segment: .everything)
        FollowStore(database: cache.database).follow(
            FollowedFilm(movieCode: "20168323", title: "염력"), at: Date(timeIntervalSince1970: 1_516_000_000))
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(
            api,
            extra: [
                "BOXOFFICE_NOW": "2018-02-01T10:00:00+09:00", "GNOTIFICATION_BACKEND": "gtk",
                "DBUS_SESSION_BUS_ADDRESS": ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] ?? ""
            ].merging(language) { $1 })
        return (server, env, try boxoffice(["check"], env: env))
    }

    func testTheOpeningDayIsToldOnceInEnglish() throws {
        let (server, env, first) = try check(language: [:])
        XCTAssertEqual(first.status, 0, first.all)
        XCTAssertEqual(
            first.stdout,
            "염력 opened at #1, 264,711 admissions — Wed, Jan 31, 2018: 1,099 screens, 273,292 admissions in all\n")
        XCTAssertTrue(MainLoopBridge.iterate(timeout: 10) { server.received.count == 1 }, "no notification")
        XCTAssertEqual(server.received.first?.id, "20168323:first-in-chart")
        XCTAssertEqual(server.received.first?.title, "염력 opened at #1, 264,711 admissions")
        XCTAssertEqual(server.received.first?.target, "20168323")
        let again = try boxoffice(["check"], env: env)
        XCTAssertEqual(again.all, "")
        XCTAssertTrue(server.settle(), "the bus never settled")
        XCTAssertEqual(server.received.count, 1)
    }

    func testTheOpeningDayIsToldInKorean() throws {
        let (server, _, first) = try check(language: [
            "LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()
        ])
        XCTAssertEqual(first.status, 0, first.all)
        XCTAssertEqual(first.stdout, "염력 개봉일 1위, 관객 26만 명 — 2018년 1월 31일 (수) 스크린 1,099개, 누적 관객 273,292명\n")
        XCTAssertTrue(MainLoopBridge.iterate(timeout: 10) { server.received.count == 1 }, "no notification")
        XCTAssertEqual(server.received.first?.body, "2018년 1월 31일 (수) 스크린 1,099개, 누적 관객 273,292명")
    }
}
