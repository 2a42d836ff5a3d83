import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// Every KOBIS request the repositories make is counted, and one fill runs at a time across processes.
final class RequestCountingTests: HistoryTestCase {
    func testEveryKobisRequestIsCounted() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            _ = try await s.repository.dailyChart(day("2022-01-05"))
            _ = try await s.repository.film(code: "20199882")
            _ = await s.repository.regions()
            _ = try await s.repository.dailyChart(day("2022-01-05"))  // saved: no request
            XCTAssertEqual(s.counter.todayCount, 3)
            XCTAssertEqual(api.server.requests.count, 3)
        }
    }

    /// One fill at a time across processes (each stack is a process: its own lock on the same folder).
    /// The window's fill says another is running and keeps its paused job; a second command-line fill waits
    /// for the first and then fetches nothing; no day is asked twice, and each clears only its own job.
    func testOneFillAtATimeAcrossProcessesAndNoDayAskedTwice() throws {
        try run { [self] in
            clock.set("2018-01-10T00:00:00Z")  // yesterday 2018-01-09: real days, each its own chart
            let api = try FixtureAPI()
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            let week = FillJob(first: day("2018-01-01"), last: day("2018-01-09"))
            let first = try stack(api, slot: .command, locked: true)
            let window = try stack(api, slot: .window, locked: true)
            let paused = FillJob.lastDays(30, latest: day("2017-12-20"))
            window.store.saveFill(.init(job: paused, paused: true, done: 4), slot: .window)
            api.server.holding = daily
            first.fill.start(week)
            try await waitUntil("the first day asked") { api.server.requests(to: daily).count == 1 }
            XCTAssertTrue(window.fill.isRunningElsewhere)

            let refused = await window.fill.run(week)
            XCTAssertEqual(refused.phase, .failed)
            XCTAssertEqual(
                refused.sentence, "Another BoxOffice is filling history now; this fill can start when it is done")
            XCTAssertEqual(
                window.store.savedFill(.window), .init(job: paused, paused: true, done: 4),
                "the window's paused job kept")

            let second = try stack(api, slot: .command, locked: true)
            var waited = 0
            second.fill.waitForOther = { waited += 1 }
            let secondRun = Task { await second.fill.run(week) }
            try await waitUntil("the second one waiting") { waited == 1 }
            api.server.release()
            try await waitUntil("the first finished") { first.fill.progress?.phase == .finished }
            let end = await secondRun.value
            XCTAssertEqual(end.phase, .finished)
            XCTAssertEqual(end.fetched, 0, "every day was saved by the first")
            XCTAssertEqual(dailyRequests(api), week.days.map(\.compact), "each day asked once")
            XCTAssertEqual(number1(first.store, "2018-01-01"), "신과함께-죄와 벌 916652")
            XCTAssertEqual(number1(first.store, "2018-01-09"), "1987 175793")
            XCTAssertNil(first.store.savedFill(.command))
            XCTAssertEqual(
                first.store.savedFill(.window), .init(job: paused, paused: true, done: 4),
                "the command line cleared only its own")
            XCTAssertFalse(window.fill.isRunningElsewhere)
        }
    }
}
