import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// The fill: settled days cost nothing, 4 requests a second at most, pause, cancel, resume after a
/// restart, the daily budget; the clock and the waits are the manual clock's.
final class HistoryFillTests: HistoryTestCase {
    // The clock says 2018-01-10 09:00 KST: yesterday is 2018-01-09. Every day of 2018 answers with its
    // own real chart (Tests/Fixtures/market/2018).
    override func setUp() {
        super.setUp()
        clock.set("2018-01-10T00:00:00Z")
    }
    lazy var week = FillJob(first: day("2018-01-01"), last: day("2018-01-09"))

    /// Each day's #1 and its admissions that day, read from the fixture files (market/2018/2018010N.json).
    let topOfDay = [
        "2018-01-01": "신과함께-죄와 벌 916652", "2018-01-02": "신과함께-죄와 벌 294339",
        "2018-01-03": "신과함께-죄와 벌 215987", "2018-01-04": "신과함께-죄와 벌 217032",
        "2018-01-05": "신과함께-죄와 벌 268181", "2018-01-06": "신과함께-죄와 벌 548337",
        "2018-01-07": "신과함께-죄와 벌 502236", "2018-01-08": "1987 179970", "2018-01-09": "1987 175793"
    ]

    func testSettledDaysCostNothingAndTheRestAreFetchedFourASecondAtMost() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.movieTemplate = "movie_20124079.json"
            let s = try stack(api)
            _ = try await s.repository.dailyChart(day("2018-01-03"))
            _ = try await s.repository.dailyChart(day("2018-01-05"))
            var seen: [FillProgress] = []
            s.fill.changes.observe { [s] _ in if let p = s.fill.progress { seen.append(p) } }
            let end = await s.fill.run(week)
            XCTAssertEqual(end.phase, .finished)
            XCTAssertEqual([end.done, end.total, end.fetched, end.toFetch], [9, 9, 7, 0])
            XCTAssertEqual(
                dailyRequests(api),
                [
                    "20180103", "20180105", "20180101", "20180102", "20180104", "20180106",
                    "20180107", "20180108", "20180109"
                ])
            XCTAssertEqual(seen.first.map { [$0.done, $0.total, $0.toFetch] }, [2, 9, 7])
            // 7 charts, the 11 films of the two saved days lacking details, and about 7 more (0.8 a day since the
            // nearest known day: 1.6 on 1 January, two days before the 3rd): 25 requests at four a second.
            XCTAssertEqual(seen.first?.detailsLeft, 18)
            XCTAssertEqual(seen.first?.estimatedSecondsLeft, 25 * 0.25)
            XCTAssertEqual(seen.map(\.done).reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } }, Array(2...9))
            // The 9 days name 14 films, each asked for once.
            XCTAssertEqual([end.detailsAsked, end.detailsFetched, end.detailsLeft], [14, 14, 0])
            // Twenty waits between 21 requests, none of them needed the network's time on this clock.
            XCTAssertEqual(s.sleeper.slept, Array(repeating: 0.25, count: 20))
            XCTAssertEqual(s.store.knownDays(from: day("2018-01-01"), to: day("2018-01-09")).count, 9)
            // Each day holds its own chart: its #1 and figures, and 쥬만지's opening day is 2018-01-03.
            for (text, top) in topOfDay { XCTAssertEqual(number1(s.store, text), top, text) }
            XCTAssertEqual(
                s.store.rows(on: day("2018-01-03")).first { $0.movieCode == "20171909" }.map {
                    [$0.rank, Int($0.audience)]
                },
                [3, 124_781])
            XCTAssertFalse(
                s.store.rows(on: day("2018-01-02")).contains { $0.movieCode == "20171909" }, "쥬만지 opened on 01-03")
            XCTAssertNil(s.store.savedFill())
            XCTAssertEqual(s.counter.todayCount, 2 + 7 + 14)
            // Again: every day is saved and settled (or, yesterday, fresh): not one request.
            let again = await s.fill.run(week)
            XCTAssertEqual([again.done, again.fetched], [9, 0])
            XCTAssertEqual(dailyRequests(api).count, 9)
            XCTAssertEqual(s.counter.todayCount, 23)
        }
    }

    func testPausedFillResumesAfterARestartWithoutAskingTwice() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let first = try stack(api)
            first.fill.changes.observe { [first] _ in if first.fill.progress?.fetched == 3 { first.fill.pause() } }
            let paused = await first.fill.run(week)
            XCTAssertEqual(paused.phase, .paused)
            XCTAssertEqual(paused.done, 3)
            XCTAssertEqual(first.store.savedFill(), HistoryStore.SavedFill(job: week, paused: true, done: 3))
            XCTAssertEqual(
                ["2018-01-01", "2018-01-02", "2018-01-03", "2018-01-04"].map { number1(first.store, $0) },
                [topOfDay["2018-01-01"], topOfDay["2018-01-02"], topOfDay["2018-01-03"], nil])

            let restarted = try stack(api)
            let restored = try XCTUnwrap(restarted.fill.restore())
            XCTAssertEqual([restored.done, restored.total], [3, 9])
            XCTAssertEqual(restored.phase, .paused)  // paused by the user: waits for resume
            restarted.fill.resume()
            try await waitUntil("the fill finishes") { restarted.fill.progress?.phase == .finished }
            XCTAssertEqual(restarted.fill.progress?.fetched, 6)
            XCTAssertEqual(dailyRequests(api), week.days.map(\.compact))
            XCTAssertNil(restarted.store.savedFill())
            for (text, top) in topOfDay { XCTAssertEqual(number1(restarted.store, text), top, text) }
        }
    }

    func testAFillTheAppQuitInTheMiddleOfGoesOnAtTheNextStart() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let before = try stack(api)
            before.store.saveFill(.init(job: week, paused: false, done: 0))
            let s = try stack(api)
            s.fill.restore()
            try await waitUntil("the fill finishes") { s.fill.progress?.phase == .finished }
            XCTAssertEqual(dailyRequests(api).count, 9)
            for (text, top) in topOfDay { XCTAssertEqual(number1(s.store, text), top, text) }
        }
    }

    func testCancelStopsAndForgetsTheJobButKeepsTheDaysFetched() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            s.fill.changes.observe { [s] _ in if s.fill.progress?.fetched == 2 { s.fill.cancel() } }
            let end = await s.fill.run(week)
            XCTAssertEqual(end.phase, .cancelled)
            XCTAssertEqual(dailyRequests(api), ["20180101", "20180102"])
            XCTAssertNil(s.store.savedFill())
            XCTAssertEqual(s.store.rowCount, 20)
            XCTAssertEqual(number1(s.store, "2018-01-01"), "신과함께-죄와 벌 916652")
            XCTAssertEqual(number1(s.store, "2018-01-02"), "신과함께-죄와 벌 294339")
            XCTAssertNil(number1(s.store, "2018-01-03"))
        }
    }

    /// The budget counts the films' details as it counts charts: 13 is 1 January's chart and its ten films, then
    /// the charts of 2 and 3 January; the films 3 January brings are left for the next day, with 4–9 January.
    func testTheFillStopsAtTheDailyBudgetAndSaysSo() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.movieTemplate = "movie_20124079.json"
            let s = try stack(api, budget: 13)
            let end = await s.fill.run(week)
            XCTAssertEqual(end.phase, .budgetReached)
            XCTAssertEqual(dailyRequests(api).count, 3)
            XCTAssertEqual(end.detailsAsked, 10)
            XCTAssertEqual(
                end.sentence,
                "Stopped at today's request budget: 13 of 13 KOBIS requests made (Korea time); "
                    + "the rest can be filled after midnight in Korea")
            XCTAssertTrue(end.isResumable)
            XCTAssertEqual(s.store.savedFill()?.done, 3)
            XCTAssertEqual(number1(s.store, "2018-01-03"), "신과함께-죄와 벌 215987")
            XCTAssertNil(number1(s.store, "2018-01-04"))
            XCTAssertEqual(s.store.filmsLackingDetails(["20171909", "20177104"]), ["20171909", "20177104"])
            // After midnight in Korea the count starts again and the fill goes on where it stopped: first the two
            // films 3 January brought, then 4–9 January and the two films they bring.
            clock.set("2018-01-10T15:00:00Z")
            XCTAssertEqual(s.counter.todayCount, 0)
            let next = await s.fill.run(end.job)
            XCTAssertEqual(next.phase, .finished)
            XCTAssertEqual(dailyRequests(api).count, 9)
            XCTAssertEqual(
                api.server.requests(to: "/kobis/movie/searchMovieInfo.json").suffix(4).map { $0.query["movieCd"] },
                ["20171909", "20177104", "20161872", "20179985"])
            XCTAssertEqual(s.counter.todayCount, 6 + 4)
            XCTAssertEqual(number1(s.store, "2018-01-06"), "신과함께-죄와 벌 548337")
        }
    }

    func testAFailedRequestStopsTheFillWithItsSentenceAndKeepsTheJob() throws {
        try run { [self] in
            let s = try stack(nil)  // nothing listens on 127.0.0.1:9
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
        XCTAssertEqual(
            FillJob(first: day("2022-01-01"), last: day("2022-03-01")).clamped(to: yesterday).last, yesterday)
    }
}
