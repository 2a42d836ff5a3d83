import BoxOfficeCore
import BoxOfficeService
import Foundation
import LoopbackServer
import XCTest

/// The fill: settled days cost nothing, 4 requests a second at most, pause, cancel, resume after a
/// restart, the daily budget; the clock and the waits are the manual clock's.
final class HistoryFillTests: HistoryTestCase {
    // The clock says 2022-01-10 09:00 KST: yesterday is 2022-01-09.
    lazy var week = FillJob(first: day("2022-01-01"), last: day("2022-01-09"))

    func testSettledDaysCostNothingAndTheRestAreFetchedFourASecondAtMost() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let s = try stack(api)
            _ = try await s.repository.dailyChart(day("2022-01-03"))
            _ = try await s.repository.dailyChart(day("2022-01-05"))
            var seen: [FillProgress] = []
            s.fill.observe { seen.append($0) }
            let end = await s.fill.run(week)
            XCTAssertEqual(end.phase, .finished)
            XCTAssertEqual([end.done, end.total, end.fetched, end.toFetch], [9, 9, 7, 0])
            XCTAssertEqual(dailyRequests(api), ["20220103", "20220105", "20220101", "20220102", "20220104", "20220106",
                                                "20220107", "20220108", "20220109"])
            XCTAssertEqual(seen.first.map { [$0.done, $0.total, $0.toFetch] }, [2, 9, 7])
            XCTAssertEqual(seen.first?.estimatedSecondsLeft, 7 * 0.25)
            XCTAssertEqual(seen.map(\.done), [2, 3, 4, 5, 6, 7, 8, 9, 9])
            // Six waits between seven requests, none of them needed the network's time on this clock.
            XCTAssertEqual(s.sleeper.slept, Array(repeating: 0.25, count: 6))
            XCTAssertEqual(s.store.knownDays(from: day("2022-01-01"), to: day("2022-01-09")).count, 9)
            XCTAssertNil(s.store.savedFill())
            XCTAssertEqual(s.counter.todayCount, 9)
            // Again: every day is saved and settled (or, yesterday, fresh): not one request.
            let again = await s.fill.run(week)
            XCTAssertEqual([again.done, again.fetched], [9, 0])
            XCTAssertEqual(dailyRequests(api).count, 9)
        }
    }

    func testPausedFillResumesAfterARestartWithoutAskingTwice() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let first = try stack(api)
            first.fill.observe { [first] p in if p.fetched == 3 { first.fill.pause() } }
            let paused = await first.fill.run(week)
            XCTAssertEqual(paused.phase, .paused)
            XCTAssertEqual(paused.done, 3)
            XCTAssertEqual(first.store.savedFill(), HistoryStore.SavedFill(job: week, paused: true, done: 3))

            let restarted = try stack(api)
            let restored = try XCTUnwrap(restarted.fill.restore())
            XCTAssertEqual([restored.done, restored.total], [3, 9])
            XCTAssertEqual(restored.phase, .paused)   // paused by the user: waits for resume
            restarted.fill.resume()
            try await waitUntil("the fill finishes") { restarted.fill.progress?.phase == .finished }
            XCTAssertEqual(restarted.fill.progress?.fetched, 6)
            XCTAssertEqual(dailyRequests(api), week.days.map(\.compact))
            XCTAssertNil(restarted.store.savedFill())
        }
    }

    func testAFillTheAppQuitInTheMiddleOfGoesOnAtTheNextStart() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let before = try stack(api)
            before.store.saveFill(.init(job: week, paused: false, done: 0))
            let s = try stack(api)
            s.fill.restore()
            try await waitUntil("the fill finishes") { s.fill.progress?.phase == .finished }
            XCTAssertEqual(dailyRequests(api).count, 9)
        }
    }

    func testCancelStopsAndForgetsTheJobButKeepsTheDaysFetched() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let s = try stack(api)
            s.fill.observe { [s] p in if p.fetched == 2 { s.fill.cancel() } }
            let end = await s.fill.run(week)
            XCTAssertEqual(end.phase, .cancelled)
            XCTAssertEqual(dailyRequests(api), ["20220101", "20220102"])
            XCTAssertNil(s.store.savedFill())
            XCTAssertEqual(s.store.rowCount, 20)
        }
    }

    func testTheFillStopsAtTheDailyBudgetAndSaysSo() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let s = try stack(api, budget: 3)
            let end = await s.fill.run(week)
            XCTAssertEqual(end.phase, .budgetReached)
            XCTAssertEqual(dailyRequests(api).count, 3)
            XCTAssertEqual(end.sentence, "Stopped at today's request budget: 3 of 3 KOBIS requests made (Korea time); "
                           + "the rest can be filled after midnight in Korea")
            XCTAssertTrue(end.isResumable)
            XCTAssertEqual(s.store.savedFill()?.done, 3)
            // After midnight in Korea the count starts again and the fill goes on where it stopped.
            clock.set("2022-01-10T15:00:00Z")
            XCTAssertEqual(s.counter.todayCount, 0)
            let next = await s.fill.run(end.job)
            XCTAssertEqual(next.phase, .budgetReached)
            XCTAssertEqual(dailyRequests(api).count, 6)
            XCTAssertEqual(next.done, 6)
        }
    }

    func testAFailedRequestStopsTheFillWithItsSentenceAndKeepsTheJob() throws {
        try run { [self] in
            let s = try stack(nil)   // nothing listens on 127.0.0.1:9
            let end = await s.fill.run(week)
            XCTAssertEqual(end.phase, .failed)
            XCTAssertEqual(end.done, 0)
            XCTAssertFalse((end.sentence ?? "").isEmpty)
            XCTAssertEqual(s.store.savedFill()?.job, week)
        }
    }

    func testFilmAndLastDaysRangesEndYesterday() {
        let yesterday = day("2022-01-09")
        XCTAssertEqual(FillJob.lastDays(7, latest: yesterday).days.first, day("2022-01-03"))
        XCTAssertEqual(FillJob.lastDays(365, latest: yesterday).dayCount, 365)
        let film = FillJob.film("20199882", title: "경관의 피", opening: day("2022-01-05"), latest: yesterday)
        XCTAssertEqual(film.days, day("2022-01-05").through(yesterday))
        XCTAssertEqual(FillJob(first: day("2022-01-01"), last: day("2022-03-01")).clamped(to: yesterday).last, yesterday)
    }
}

/// KOBIS requests counted per Korea-time day, every one of them, in SQLite; the budget's sources.
final class RequestCounterTests: HistoryTestCase {
    func testTheCountStartsAgainAtMidnightInKorea() throws {
        try run { [self] in
            clock.set("2022-01-10T14:59:58Z")   // 23:59:58 KST
            let s = try stack(nil)
            s.counter.record()
            s.counter.record()
            XCTAssertEqual(s.counter.todayCount, 2)
            clock.advance(2)                     // 00:00:00 KST, 2022-01-11
            XCTAssertEqual(s.counter.today, day("2022-01-11"))
            XCTAssertEqual(s.counter.todayCount, 0)
            XCTAssertEqual(s.counter.count(on: day("2022-01-10")), 2)
            s.counter.record()
            // Kept in the database: the next start (or the command line) sees the same count.
            let other = try stack(nil)
            XCTAssertEqual(other.counter.todayCount, 1)
        }
    }

    func testEveryKobisRequestIsCounted() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            _ = try await s.repository.dailyChart(day("2022-01-05"))
            _ = try await s.repository.movie(code: "20199882")
            _ = await s.repository.regions()
            _ = try await s.repository.dailyChart(day("2022-01-05"))   // saved: no request
            XCTAssertEqual(s.counter.todayCount, 3)
            XCTAssertEqual(api.server.requests.count, 3)
        }
    }

    func testTheBudgetComesFromTheEnvironmentThenPreferencesThenTheDefault() throws {
        try run { [self] in
            let env = ["BOXOFFICE_CACHE_DIR": dir.path, "HOME": dir.path]
            XCTAssertEqual(AppConfiguration.fromEnvironment(env.merging(["BOXOFFICE_DAILY_BUDGET": "40"]) { $1 }).dailyBudget, 40)
            XCTAssertNil(AppConfiguration.fromEnvironment(env.merging(["BOXOFFICE_DAILY_BUDGET": "-5"]) { $1 }).dailyBudget)
            XCTAssertNil(AppConfiguration.fromEnvironment(env.merging(["BOXOFFICE_DAILY_BUDGET": "lots"]) { $1 }).dailyBudget)
            XCTAssertEqual(AppConfiguration.fromEnvironment(env.merging(["BOXOFFICE_DAILY_BUDGET": "99999999999999"]) { $1 }).dailyBudget,
                           1_000_000)
            let s = try stack(nil)
            XCTAssertEqual(s.counter.budget, 2_500)
            s.counter.setBudget(100)
            XCTAssertEqual(try stack(nil).counter.budget, 100)
            let overridden = try stack(nil, budget: 40)
            XCTAssertEqual(overridden.counter.budget, 40)
            XCTAssertTrue(overridden.counter.isBudgetFromEnvironment)
            s.counter.setBudget(nil)
            XCTAssertEqual(s.counter.budget, 2_500)
        }
    }

    /// One fill at a time across processes (each stack is a process: its own lock on the same folder).
    /// The window's fill says another is running and keeps its paused job; a second command-line fill waits
    /// for the first and then fetches nothing; no day is asked twice, and each clears only its own job.
    func testOneFillAtATimeAcrossProcessesAndNoDayAskedTwice() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220121.json"
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            let week = FillJob(first: day("2022-01-01"), last: day("2022-01-09"))
            let first = try stack(api, slot: .command, locked: true)
            let window = try stack(api, slot: .window, locked: true)
            let paused = FillJob.lastDays(30, latest: day("2021-12-20"))
            window.store.saveFill(.init(job: paused, paused: true, done: 4), slot: .window)
            api.server.holding = daily
            first.fill.start(week)
            try await waitUntil("the first day asked") { api.server.requests(to: daily).count == 1 }
            XCTAssertTrue(window.fill.isRunningElsewhere)

            let refused = await window.fill.run(week)
            XCTAssertEqual(refused.phase, .failed)
            XCTAssertEqual(refused.sentence, "Another BoxOffice is filling history now; this fill can start when it is done")
            XCTAssertEqual(window.store.savedFill(.window), .init(job: paused, paused: true, done: 4), "the window's paused job kept")

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
            XCTAssertNil(first.store.savedFill(.command))
            XCTAssertEqual(first.store.savedFill(.window), .init(job: paused, paused: true, done: 4), "the command line cleared only its own")
            XCTAssertFalse(window.fill.isRunningElsewhere)
        }
    }
}
