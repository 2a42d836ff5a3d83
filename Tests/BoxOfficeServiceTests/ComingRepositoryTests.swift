import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeService

/// The Upcoming Films list's reads: a hostile `totCnt` (served or saved), pages missing while the rest are
/// listed, one read per day shared and cancelled, and the real film list page decoded through the same path.
final class ComingRepositoryTests: RepositoryTestCase {
    private let list = "/kobis/movie/searchMovieList.json"

    @MainActor private func coming(_ api: FixtureAPI?, offline: Bool = false) throws -> ComingRepository {
        let cache = try DiskCache(directory: dir)
        let http = HTTPClient(timeoutSeconds: 2)
        let charts = BoxOfficeRepository(
            configuration: configuration(api), http: http, cache: cache, clock: clock, retry: .none, offline: offline,
            requestCounter: RequestCounter(store: nil, clock: clock))
        return ComingRepository(
            search: SearchRepository(charts: charts, http: http, cache: cache), charts: charts, cache: cache)
    }

    /// Saves `body` as page `page` of `year`'s list, fetched now, as a read would have.
    private func save(_ body: Data, year: Int, page: Int) throws {
        try DiskCache(directory: dir).database.store(
            kind: SavedComingPages.kind, key: SearchKey.filmsOpening(in: year, page: page), body: body,
            fetchedAt: clock.now())
    }

    private func page(totCnt: String, films: [(code: String, title: String, openDt: String)]) -> Data {
        let rows = films.map { #"{"movieCd":"\#($0.code)","movieNm":"\#($0.title)","openDt":"\#($0.openDt)"}"# }
        return Data(#"{"movieListResult":{"totCnt":\#(totCnt),"movieList":[\#(rows.joined(separator: ","))]}}"#.utf8)
    }

    private func lines(_ films: ComingFilms) -> [String] { films.films.map { "\($0.openDate.iso) \($0.title)" } }

    @MainActor private func eventually(_ what: String, _ condition: @MainActor () -> Bool) async throws {
        let met = await HTTPClientTests.eventually(10, condition)
        XCTAssertTrue(met, what)
        if !met { throw CancellationError() }
    }

    /// Issue 45, 4: a saved page whose `totCnt` is Int.max used to trap in `totalCount + pageSize - 1` each time
    /// the window opened; served, it must not read past 40 pages.
    func testAHugeTotalCountNeitherTrapsNorReadsPastTheLimit() throws {
        try run { [self] in
            clock.set("2026-11-28T01:00:00Z")
            try save(
                page(totCnt: "9223372036854775807", films: [("20265001", "겨울의 극장", "20261202")]), year: 2026, page: 1)
            let api = try FixtureAPI()
            let plan = await try coming(api).plan(weeks: 4)
            XCTAssertEqual(plan, .init(years: 2026...2026, requests: 39, isExact: true))
            let offline = try await coming(api, offline: true).films(weeks: 4)
            XCTAssertEqual(lines(offline.films), ["2026-12-02 겨울의 극장"])
            XCTAssertTrue(offline.cutAtLimit)
            XCTAssertEqual(offline.missingPages, 39)
            XCTAssertEqual(api.server.requests(to: list).count, 0)
            // Served: the same count (and one past Int64, which no page decodes) from KOBIS itself.
            clock.advance(86_400)
            api.searchOverride = { request in
                let number = request.query["curPage"] ?? ""
                return .init(
                    body: self.page(
                        totCnt: "9223372036854775807", films: [("2026\(number)", "영화 \(number)", "20261210")]))
            }
            let served = try await coming(api).films(weeks: 4)
            XCTAssertEqual(api.server.requests(to: list).map { $0.query["curPage"] ?? "" }, (1...40).map(String.init))
            XCTAssertEqual(served.films.films.count, 40)
            XCTAssertTrue(served.cutAtLimit)
            // The next day KOBIS sends a count past Int64, which no page decodes: yesterday's pages are shown, said so.
            clock.advance(86_400)
            api.searchOverride = { _ in .init(body: self.page(totCnt: "9223372036854775808", films: [])) }
            let refused = try await coming(api).films(weeks: 4)
            XCTAssertEqual(refused.films.films.count, 40)
            XCTAssertEqual(
                refused.refreshError?.sentence, "KOBIS sent data that could not be read (truncated or malformed JSON)")
            XCTAssertEqual(api.server.requests(to: list).count, 80)
        }
    }

    /// Issue 45, 6: the cost decodes only each year's first page (it tells the year's size); the other pages'
    /// ages are read without their bodies. So a damaged second page saved today is not counted — the read
    /// finds it, decodes it once, and asks for it.
    func testThePlanDecodesOnlyEachYearsFirstPage() throws {
        try run { [self] in
            clock.set("2026-11-28T01:00:00Z")
            try save(page(totCnt: "206", films: [("20265007", "오늘의 영화", "20261128")]), year: 2026, page: 1)
            try save(Data("{\"movieListResult\": damaged".utf8), year: 2026, page: 2)
            let api = try FixtureAPI()
            let coming = try coming(api)
            let plan = await coming.plan(weeks: 4)
            XCTAssertEqual(plan, .init(years: 2026...2026, requests: 1, isExact: true))
            let read = try await coming.films(weeks: 4)
            XCTAssertEqual(api.server.requests(to: list).map { $0.query["curPage"] ?? "" }, ["2", "3"])
            XCTAssertEqual(read.pagesRead, 3)
            XCTAssertEqual(read.requestsMade, 2)
            XCTAssertEqual(
                lines(read.films),
                [
                    "2026-11-28 오늘의 영화", "2026-12-02 겨울의 극장", "2026-12-02 눈의 항구", "2026-12-09 경관의 피",
                    "2026-12-17 마지막 상영", "2026-12-24 크리스마스 소나타"
                ])
            let settled = await coming.plan(weeks: 4)
            XCTAssertTrue(settled.isFree)
        }
    }

    /// Issue 45, 7: a page KOBIS fails, and offline a page never saved, leaves the others listed and is said.
    func testAnUnreadPageLeavesTheOthersListedAndIsSaid() throws {
        try run { [self] in
            clock.set("2026-11-28T01:00:00Z")
            let api = try FixtureAPI()
            api.searchOverride = { request in
                request.query["curPage"] == "2"
                    ? .init(status: 503, body: Data("busy".utf8), contentType: "text/plain") : nil
            }
            let online = try await coming(api).films(weeks: 4)
            XCTAssertEqual(lines(online.films), ["2026-11-28 오늘의 영화", "2026-12-24 크리스마스 소나타"])
            XCTAssertEqual(online.pagesRead, 2)
            XCTAssertEqual(online.missingPages, 1)
            XCTAssertFalse(online.isComplete)
            XCTAssertEqual(
                ComingText.warnings(online),
                [
                    "1 page of the film list could not be read; the films on it are not listed",
                    "KOBIS answered with HTTP error 503"
                ])
            // Offline the next day: pages 1 and 3 are saved, page 2 never was.
            clock.advance(86_400)
            let offline = try await coming(api, offline: true).films(weeks: 4)
            XCTAssertEqual(lines(offline.films), ["2026-12-24 크리스마스 소나타", "2026-12-26 넷째 주 다음날"])
            XCTAssertEqual(
                ComingText.warnings(offline),
                [
                    "1 page of the film list could not be read; the films on it are not listed",
                    "Page 2 of the list of films opening in 2026 is not saved on this computer and needs a connection"
                ])
            XCTAssertEqual(api.server.requests(to: list).count, 3)
        }
    }

    /// Issue 45, 11 (and 7): the real first page of KOBIS's film list (shared/fixtures/kobis/movielist_default.json,
    /// totCnt 95,043) saved as a year's first page and read offline on 2023-04-19 through the same decoding as
    /// every page: the three films it has opening in the next four weeks, the 39 pages it does not have said.
    func testTheRealFilmListPageIsReadThroughTheSamePath() throws {
        try run { [self] in
            clock.set("2023-04-19T01:00:00Z")
            try save(FixtureAPI.fixture("movielist_default.json"), year: 2023, page: 1)
            let result = try await coming(nil, offline: true).films(weeks: 4)
            XCTAssertEqual(
                lines(result.films), ["2023-04-19 오디션", "2023-04-27 항구의 니쿠코짱!", "2023-05-03 리턴 투 서울"])
            XCTAssertEqual(
                result.films.films[2],
                ComingFilm(
                    code: "20225512", title: "리턴 투 서울", titleEnglish: "Return to Seoul",
                    openDate: Day(year: 2023, month: 5, day: 3)!, genres: ["드라마"], nations: ["프랑스"],
                    directors: ["데이비 추"], type: "장편"))
            XCTAssertEqual(result.films.films[1].nations, ["일본"])
            XCTAssertEqual(result.films.films[0].genres, ["공포(호러)"])
            XCTAssertEqual(result.pagesRead, 1)
            XCTAssertTrue(result.cutAtLimit)
            XCTAssertEqual(result.missingPages, 39)
            XCTAssertEqual(
                ComingText.warnings(result),
                [
                    "A year holds more films than 40 requests read; films past them are not listed",
                    "39 pages of the film list could not be read; the films on them are not listed",
                    "Page 2 of the list of films opening in 2023 is not saved on this computer and needs a connection"
                ])
        }
    }

    /// Issue 45, 5: a second read of the day while one is under way waits for it (one request a page), and a
    /// read nobody waits for any more is cancelled down to its request: it asks no further page.
    func testOneReadADayIsSharedAndOneNobodyWaitsForStops() throws {
        try run { [self] in
            clock.set("2026-11-28T01:00:00Z")
            let api = try FixtureAPI()
            let coming = try coming(api)
            api.server.holding = list
            let first = Task { try await coming.films(weeks: 4) }
            let second = Task { try await coming.films(weeks: 4) }
            try await eventually("page 1 asked") { api.server.requests(to: self.list).count == 1 }
            api.server.release()
            let a = try await first.value
            let b = try await second.value
            XCTAssertEqual(lines(a.films), lines(b.films))
            XCTAssertEqual(a.films.films.count, 6)
            XCTAssertEqual(api.server.requests(to: list).map { $0.query["curPage"] ?? "" }, ["1", "2", "3"])
            // The next day: the window waiting goes while page 1 is held; the read stops there.
            clock.advance(86_400)
            api.server.holding = list
            let closed = Task { try await coming.films(weeks: 4) }
            try await eventually("page 1 asked again") { api.server.requests(to: self.list).count == 4 }
            closed.cancel()
            do {
                _ = try await closed.value
                XCTFail("a cancelled read gives no list")
            } catch {}
            api.server.release()
            // A new read starts its own (the cancelled one is not joined) and is the only one asking.
            let reopened = try await coming.films(weeks: 4)
            XCTAssertEqual(reopened.films.films.count, 6)
            XCTAssertEqual(
                api.server.requests(to: list).map { $0.query["curPage"] ?? "" }, ["1", "2", "3", "1", "1", "2", "3"])
        }
    }
}
