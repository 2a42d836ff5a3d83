import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// January 2018's market through the real service path: the fill asks the loopback server for each day's
/// whole, Korean and foreign chart (the real answers, Tests/Fixtures/market), and the market is read back
/// from history. Expected figures were computed from the files with python3.
final class MarketFillTests: HistoryTestCase {
    // 2018-02-01 09:00 KST: January is settled.
    override func setUp() {
        super.setUp()
        clock.set("2018-02-01T00:00:00Z")
    }

    func testJanuaryFilledThroughTheServiceGivesKOFICsFiguresAndTheFaultDayIsAGap() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            let january = (first: day("2018-01-01"), last: day("2018-01-31"))
            let whole = await s.fill.run(FillJob(first: january.first, last: january.last))
            XCTAssertEqual([whole.done, whole.fetched], [31, 31])
            let korean = await s.fill.run(
                FillJob(first: january.first, last: january.last, segment: HistoryStore.koreanSegment))
            XCTAssertEqual(korean.phase, .finished)
            // KOBIS answered 1 January's foreign chart with a fault: the fill stops there, saving nothing for it.
            let foreignSegment = ChartSegment(nation: .foreign)
            let fault = await s.fill.run(FillJob(first: january.first, last: january.last, segment: foreignSegment))
            XCTAssertEqual([fault.phase == .failed ? 1 : 0, fault.fetched], [1, 0], fault.sentence ?? "")
            let rest = await s.fill.run(FillJob(first: day("2018-01-02"), last: january.last, segment: foreignSegment))
            XCTAssertEqual(rest.fetched, 30)

            let period = try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: s.repository.latestDay))
            let report = s.store.market(period)
            XCTAssertEqual([report.totals.daysCovered, report.daysInPeriod], [31, 31])
            XCTAssertEqual(report.totals.sales, 183_122_138_368)  // KOFIC: 1,831억 원
            XCTAssertEqual(report.totals.audience, 22_901_407)  // KOFIC: 2,294만
            XCTAssertEqual(Double(report.totals.audience) / 22_940_000, 1, accuracy: 0.015)
            let share = try XCTUnwrap(report.korean)
            XCTAssertEqual(share.daysCovered, 31)
            XCTAssertEqual(share.sales, 112_795_157_726)  // KOFIC: 1,127억 원
            XCTAssertEqual(try XCTUnwrap(share.salesShare), 61.6, accuracy: 0.5)
            // The foreign films' chart, the same way: 30 of 31 days, the fault day a gap and never filled in.
            let foreign = try XCTUnwrap(
                SegmentShare(
                    period: period,
                    segment: MarketDay.days(s.store.rows(from: period.first, to: period.last, segment: foreignSegment)),
                    whole: MarketDay.days(s.store.rows(from: period.first, to: period.last))))
            XCTAssertEqual(foreign.daysCovered, 30)
            XCTAssertEqual(foreign.sales, 69_009_289_112)  // KOFIC: 704억 원 for all 31 days
            XCTAssertFalse(s.store.hasDay(january.first, segment: foreignSegment))
        }
    }

    /// The daily requests the server saw, as "day" or "day K" for a Korean chart.
    @MainActor private func charts(_ api: FixtureAPI) -> [String] {
        api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").map {
            ($0.query["targetDt"] ?? "") + ($0.query["repNationCd"].map { " " + $0 } ?? "")
        }
    }

    /// "Korean films too" is one job: each day's whole market, then its Korean chart, counted as charts, and
    /// each saved under its own segment (2018-01-05: #3 is 쥬만지 in the whole market, 강철비 among Korean films).
    func testKoreanTooFillsBothChartsOfEachDayInOneJob() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.movieTemplate = "movie_20124079.json"
            let s = try stack(api)
            let end = await s.fill.run(FillJob(first: day("2018-01-04"), last: day("2018-01-06"), koreanToo: true))
            XCTAssertEqual(end.phase, .finished)
            XCTAssertEqual([end.done, end.total, end.fetched, end.toFetch], [6, 6, 6, 0])
            XCTAssertEqual(
                charts(api), ["20180104", "20180104 K", "20180105", "20180105 K", "20180106", "20180106 K"])
            // And the details of the ten films the whole market's charts name (the Korean chart's are not the market's).
            XCTAssertEqual(details(api), january4Films)
            XCTAssertEqual(s.counter.todayCount, 6 + 10)
            let korean = s.store.rows(on: day("2018-01-05"), segment: .korean).prefix(3).map {
                "\($0.title) \($0.audience)"
            }
            XCTAssertEqual(korean, ["신과함께-죄와 벌 268181", "1987 202189", "강철비 27292"])
            XCTAssertEqual(s.store.rows(on: day("2018-01-05"))[2].title, "쥬만지: 새로운 세계")
            // Again: everything is saved and settled, nothing is asked.
            let again = await s.fill.run(FillJob(first: day("2018-01-04"), last: day("2018-01-06"), koreanToo: true))
            XCTAssertEqual([again.done, again.total, again.fetched, again.detailsAsked], [6, 6, 0, 0])
            XCTAssertEqual(s.counter.todayCount, 16)
        }
    }

    /// The budget stops the one job between charts, and it resumes where it stopped: 13 is 4 January's two charts,
    /// its ten films' details and 5 January's chart.
    func testKoreanTooStopsAtTheBudgetAndResumes() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.movieTemplate = "movie_20124079.json"
            let s = try stack(api, budget: 13)
            let job = FillJob(first: day("2018-01-04"), last: day("2018-01-06"), koreanToo: true)
            let stopped = await s.fill.run(job)
            XCTAssertEqual(stopped.phase, .budgetReached)
            XCTAssertEqual([stopped.done, stopped.total], [3, 6])
            XCTAssertEqual(charts(api), ["20180104", "20180104 K", "20180105"])
            XCTAssertEqual(s.store.savedFill()?.job, job)
            clock.set("2018-02-02T00:00:00Z")  // a new day in Korea, a new budget
            let rest = try stack(api, budget: 3)
            XCTAssertEqual(rest.fill.restore()?.total, 6)
            rest.fill.resume()
            try await waitUntil("the rest fetched") { rest.fill.progress?.phase == .finished }
            XCTAssertEqual(charts(api).dropFirst(3), ["20180105 K", "20180106", "20180106 K"])
        }
    }

    /// January 2018 with 1–7 of the whole market and 5–10 of the Korean chart kept (and their films' details): the
    /// gaps say 24 days and 25 Korean charts with their films' details, 49 charts and about 20 films (0.8 a day
    /// after a kept day), and their one job asks for exactly those 49 charts and the 16 films 8–31 January bring.
    func testTheMarketsGapsCostWhatTheirFillAsks() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.movieTemplate = "movie_20124079.json"
            let s = try stack(api)
            _ = await s.fill.run(FillJob(first: day("2018-01-01"), last: day("2018-01-07")))
            _ = await s.fill.run(FillJob(first: day("2018-01-05"), last: day("2018-01-10"), segment: .korean))
            XCTAssertEqual(charts(api).count, 13)
            let period = try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: s.repository.latestDay))
            let gaps = s.store.marketGaps(period)
            // 7 charts and 13 films, 6 Korean charts and the 18 films they name that the whole market's did not.
            XCTAssertEqual([charts(api).count, details(api).count], [13, 31])
            XCTAssertEqual(
                [gaps.missingDays.count, gaps.missingKoreanDays.count, gaps.lackingDetails, gaps.requestCount],
                [24, 25, 0, 69])
            XCTAssertEqual(gaps.missingDays.first, day("2018-01-08"))
            XCTAssertEqual(gaps.missingKoreanDays.prefix(5).map(\.day), [1, 2, 3, 4, 11])
            XCTAssertEqual(
                gaps.sentence(remaining: s.counter.remainingToday),
                "24 days and 25 Korean charts, with their films' details: about 69 requests of 2,456 left today")
            let job = try XCTUnwrap(gaps.fillJob)
            let end = await s.fill.run(job)
            XCTAssertEqual(end.phase, .finished)
            XCTAssertEqual([end.total, end.fetched, end.detailsAsked, end.detailsLeft], [62, 49, 16, 0])
            XCTAssertEqual(charts(api).count, 13 + 49)
            XCTAssertEqual(s.counter.todayCount, 44 + 65, "about 69 said, 65 made")
            XCTAssertEqual(
                Array(charts(api).dropFirst(13).prefix(6)),
                ["20180101 K", "20180102 K", "20180103 K", "20180104 K", "20180108", "20180109"])
            XCTAssertTrue(s.store.marketGaps(period).isComplete)
            XCTAssertEqual(s.store.market(period).korean?.daysCovered, 31)
        }
    }

    /// The film details the server was asked for, by code, in order.
    @MainActor private func details(_ api: FixtureAPI) -> [String] {
        api.server.requests(to: "/kobis/movie/searchMovieInfo.json").map { $0.query["movieCd"] ?? "" }
    }

    /// 2018-01-04's ten films, by rank (Tests/Fixtures/market/2018/20180104.json); 2018-01-05 has the same ten.
    private let january4Films = [
        "20150976", "20170590", "20171909", "20177104", "20170402", "20179462", "20161872", "20174965", "20176947",
        "20174846"
    ]

    /// Every fill saves each film's details the first time it meets the film, as the film window asks for them,
    /// throttled and counted like a chart, whether the day's chart is fetched or already saved (days saved before,
    /// by browsing or a version that saved no details); the market's distributors then come from them. Every film
    /// answers with 광해's real details under its own code (its distributor: (주)씨제이이엔엠).
    func testEveryFillSavesTheFilmsDetailsOnceEachOverSavedDaysToo() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.movieTemplate = "movie_20124079.json"
            let s = try stack(api)
            // 3–5 January saved without a fill: no details.
            for text in ["2018-01-03", "2018-01-04", "2018-01-05"] { _ = try await s.repository.dailyChart(day(text)) }
            XCTAssertEqual(details(api), [])
            XCTAssertEqual(s.store.countFilmsLackingDetails(january4Films), 10)
            // A fill over two of the saved days: no chart, the ten films' details (5 January names the same ten).
            let saved = FillJob(first: day("2018-01-04"), last: day("2018-01-05"))
            XCTAssertEqual(s.store.fillPrice(saved), FillPrice(charts: 0, knownDetails: 10, estimatedDetails: 0))
            let end = await s.fill.run(saved)
            XCTAssertEqual(end.phase, .finished)
            XCTAssertEqual([end.done, end.fetched, end.detailsAsked, end.detailsFetched], [2, 0, 10, 10])
            XCTAssertEqual(charts(api), ["20180103", "20180104", "20180105"])
            XCTAssertEqual(details(api), january4Films, "each film once")
            XCTAssertEqual(s.counter.todayCount, 13)
            XCTAssertEqual(s.sleeper.slept, Array(repeating: 0.25, count: 9), "four requests a second, details too")
            // 1–3 January: two charts fetched, and the three films of 1 and 3 January not met before, after the
            // first day naming each (20176082 is in all three days).
            let earlier = await s.fill.run(FillJob(first: day("2018-01-01"), last: day("2018-01-03")))
            XCTAssertEqual([earlier.fetched, earlier.detailsAsked], [2, 3])
            XCTAssertEqual(charts(api).dropFirst(3), ["20180101", "20180102"])
            XCTAssertEqual(details(api).dropFirst(10), ["20176082", "20177479", "20170443"])
            XCTAssertEqual(s.counter.todayCount, 18)
            let period = try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: s.repository.latestDay))
            let report = s.store.market(period)
            XCTAssertEqual(s.store.filmsLackingDetails(report.films.map(\.movieCode)), [])
            let names = s.store.distributors(of: report.films.map(\.movieCode))
            XCTAssertEqual(names.count, 13)
            XCTAssertEqual(names["20150976"], ["(주)씨제이이엔엠"])
            let shares = DistributorShare.shares(
                films: report.films, distributors: names, marketSales: report.totals.sales)
            XCTAssertEqual(shares.map(\.name), ["(주)씨제이이엔엠"])
            XCTAssertEqual(shares.first?.films, 13)
            // Again: every chart and every film's details saved, not one request.
            let again = await s.fill.run(FillJob(first: day("2018-01-01"), last: day("2018-01-05")))
            XCTAssertEqual([again.fetched, again.detailsAsked], [0, 0])
            XCTAssertEqual(s.counter.todayCount, 18)
        }
    }

    /// The market of a month whose charts are all saved and whose films have no details (saved by a version that
    /// saved none): its gaps say the films' details and their exact price, and its one job asks for those alone.
    func testTheMarketsFillWithNoDayMissingFetchesTheFilmsDetails() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.movieTemplate = "movie_20124079.json"
            let s = try stack(api)
            let january = (first: day("2018-01-01"), last: day("2018-01-31"))
            for d in january.first.through(january.last) {
                _ = try await s.repository.dailyChart(d)
                _ = try await s.repository.chart(
                    ChartQuery(period: ChartPeriod(.daily, containing: d), segment: .korean))
            }
            XCTAssertEqual(charts(api).count, 62)
            let period = try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: s.repository.latestDay))
            let films = s.store.market(period).films.map(\.movieCode)
            XCTAssertEqual(films.count, 31)
            let gaps = s.store.marketGaps(period)
            XCTAssertEqual([gaps.missingDays.count, gaps.missingKoreanDays.count, gaps.lackingDetails], [0, 0, 31])
            XCTAssertEqual(
                gaps.sentence(remaining: s.counter.remainingToday), "31 films' details: 31 requests of 2,438 left today"
            )
            let job = try XCTUnwrap(gaps.fillJob)
            XCTAssertTrue(job.detailsOnly)
            let end = await s.fill.run(job)
            XCTAssertEqual(end.phase, .finished)
            XCTAssertEqual([end.fetched, end.detailsAsked, end.detailsFetched], [0, 31, 31])
            XCTAssertEqual(charts(api).count, 62, "no chart asked again")
            XCTAssertEqual(Set(details(api)), Set(films))
            XCTAssertEqual(s.counter.todayCount, 62 + 31, "the price was every request")
            XCTAssertTrue(s.store.marketGaps(period).isComplete)
        }
    }

    /// The budget stops the details as it stops charts: 2018-01-04's chart and four films' details with a budget
    /// of five, the other six films still lacking theirs.
    func testFilmsDetailsStopAtTheBudget() throws {
        try run { [self] in
            let api = try FixtureAPI()
            api.movieTemplate = "movie_20124079.json"
            let s = try stack(api, budget: 5)
            let job = FillJob(first: day("2018-01-04"), last: day("2018-01-05"))
            let end = await s.fill.run(job)
            XCTAssertEqual(end.phase, .budgetReached)
            XCTAssertEqual([end.done, end.fetched, end.detailsFetched], [1, 1, 4])
            XCTAssertEqual(charts(api), ["20180104"])
            XCTAssertEqual(details(api), Array(january4Films.prefix(4)))
            XCTAssertEqual(s.counter.todayCount, 5)
            XCTAssertEqual(s.store.filmsLackingDetails(january4Films), Array(january4Films.dropFirst(4)))
            XCTAssertEqual(s.store.savedFill()?.job, job, "left to resume")
        }
    }
}
