import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// `boxoffice coming` against a year's film list served in pages on loopback (`movielist_opening_2026.json`:
/// 206 films in KOBIS's shape, the coming ones spread over three pages of 100).
final class ComingCommandTests: CommandLineTestCase {
    private static let saturday = "2026-11-28T10:00:00+09:00"
    private static let nextDay = "2026-11-29T10:00:00+09:00"

    private func env(_ api: FixtureAPI, now: String = saturday, extra: [String: String] = [:]) -> [String: String] {
        environment(api, extra: ["BOXOFFICE_NOW": now].merging(extra) { $1 })
    }

    private func titles(_ stdout: String) throws -> [String] {
        try XCTUnwrap(try json(stdout) as? [[String: Any]]).map { $0["title"] as? String ?? "?" }
    }

    func testTheNextFourWeeksByDayWithTheirCostSaidFirstAndReadOnceADay() throws {
        try MainLoopBridge.run(timeout: 90) { @MainActor in
            let api = try self.api()
            let first = try self.boxoffice(["coming", "--format", "json"], env: self.env(api))
            XCTAssertEqual(first.status, 0, first.stderr)
            XCTAssertEqual(
                first.stderr,
                "boxoffice: Reading the film list of 2026 asks KOBIS at most 40 times (100 films a request).\n")
            let asked = self.queries(api, "/kobis/movie/searchMovieList.json")
            XCTAssertEqual(asked.map { $0["curPage"] }, ["1", "2", "3"])
            XCTAssertEqual(
                Set(asked.map { "\($0["openStartDt"] ?? "")-\($0["openEndDt"] ?? "")-\($0["itemPerPage"] ?? "")" }),
                ["2026-2026-100"])
            XCTAssertEqual(
                try self.titles(first.stdout), ["오늘의 영화", "겨울의 극장", "눈의 항구", "경관의 피", "마지막 상영", "크리스마스 소나타"])
            let films = try XCTUnwrap(try self.json(first.stdout) as? [[String: Any]])
            XCTAssertEqual(
                Set(films[2].keys),
                ["movieCd", "title", "openDate", "genres", "nations", "directors", "distributors", "type"])
            XCTAssertEqual(films[2]["movieCd"] as? String, "20265002")
            XCTAssertEqual(films[2]["openDate"] as? String, "2026-12-02")
            XCTAssertEqual(films[2]["genres"] as? [String], ["애니메이션", "가족"])
            XCTAssertEqual(films[2]["nations"] as? [String], ["미국", "캐나다"])
            XCTAssertEqual(films[2]["directors"] as? [String], ["Mary Lee", "John Park"])
            XCTAssertEqual(films[2]["distributors"] as? [String], [])
            XCTAssertEqual(films[5]["type"] as? String, "단편")
            // The same day again: the pages are settled, nothing is asked and no cost is said.
            let again = try self.boxoffice(["coming", "--format", "json"], env: self.env(api))
            XCTAssertEqual(again.stdout, first.stdout)
            XCTAssertEqual(again.stderr, "")
            XCTAssertEqual(self.queries(api, "/kobis/movie/searchMovieList.json").count, 3)
            // The next day offline: the saved pages answer, from that day on.
            let offline = try self.boxoffice(
                ["coming", "--format", "json", "--offline"], env: self.env(api, now: Self.nextDay))
            XCTAssertEqual(offline.status, 0, offline.stderr)
            XCTAssertEqual(
                try self.titles(offline.stdout), ["겨울의 극장", "눈의 항구", "경관의 피", "마지막 상영", "크리스마스 소나타", "넷째 주 다음날"])
            XCTAssertEqual(self.queries(api, "/kobis/movie/searchMovieList.json").count, 3)
        }
    }

    /// Issue 45, 10: once the day's pages are read, `boxoffice coming` answers from the cache itself. A copy of it
    /// alone in a folder (no `boxoffice-app` to hand on to) prints what the app prints, in each format, asking
    /// nothing; the next day, when the pages are no longer settled, it hands on (and alone cannot).
    func testSettledPagesAreAnsweredWithoutTheApp() throws {
        try MainLoopBridge.run(timeout: 90) { @MainActor in
            let api = try self.api()
            let env = self.env(api)
            XCTAssertEqual(try self.boxoffice(["movie", "20199882"], env: env).status, 0)
            let first = try self.boxoffice(["coming", "--format", "json"], env: env)
            XCTAssertEqual(first.status, 0, first.stderr)
            XCTAssertEqual(self.queries(api, "/kobis/movie/searchMovieList.json").count, 3)
            let alone = try self.alone()
            for format in ["json", "csv", "table"] {
                let app = try self.run(self.app, ["coming", "--format", format], env: env)
                let mine = try self.run(alone, ["coming", "--format", format], env: env)
                XCTAssertEqual(mine.status, 0, mine.stderr)
                XCTAssertEqual(mine.stdout, app.stdout, format)
                XCTAssertEqual(mine.stderr, "", format)
                XCTAssertEqual(app.stderr, "", format)
            }
            let json = try self.run(alone, ["coming", "--format", "json", "--offline"], env: env)
            XCTAssertEqual(
                try self.titles(json.stdout), ["오늘의 영화", "겨울의 극장", "눈의 항구", "경관의 피", "마지막 상영", "크리스마스 소나타"])
            let films = try XCTUnwrap(try self.json(json.stdout) as? [[String: Any]])
            XCTAssertEqual(films[3]["distributors"] as? [String], ["(주)에이스메이커무비웍스"])
            let csv = try self.run(alone, ["coming", "--weeks", "2", "--format", "csv"], env: env)
            XCTAssertEqual(
                csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map { $0.prefix(8) },
                ["movieCd,", "20265007", "20265001", "20265002", "20199882"])
            XCTAssertEqual(self.queries(api, "/kobis/movie/searchMovieList.json").count, 3)
            let nextDay = try self.run(alone, ["coming"], env: self.env(api, now: Self.nextDay))
            XCTAssertEqual(nextDay.status, 127, "not settled: handed on")
            XCTAssertEqual(self.queries(api, "/kobis/movie/searchMovieList.json").count, 3)
        }
    }

    /// Issue 45, 7: a page KOBIS fails leaves the other pages' films listed, and what is missing is said; offline
    /// the next day the page never saved is said the same way, status 0 both times.
    func testAPageThatCannotBeReadLeavesTheRestListedAndIsSaid() throws {
        try MainLoopBridge.run(timeout: 90) { @MainActor in
            let api = try self.api()
            api.searchOverride = { request in
                request.query["curPage"] == "2"
                    ? .init(status: 503, body: Data("busy".utf8), contentType: "text/plain") : nil
            }
            let online = try self.boxoffice(["coming", "--format", "json"], env: self.env(api))
            XCTAssertEqual(online.status, 0, online.stderr)
            XCTAssertEqual(try self.titles(online.stdout), ["오늘의 영화", "크리스마스 소나타"])
            XCTAssertEqual(
                online.stderr,
                """
                boxoffice: Reading the film list of 2026 asks KOBIS at most 40 times (100 films a request).
                boxoffice: 1 page of the film list could not be read; the films on it are not listed.
                boxoffice: KOBIS answered with HTTP error 503.

                """)
            let offline = try self.boxoffice(
                ["coming", "--format", "json", "--offline"], env: self.env(api, now: Self.nextDay))
            XCTAssertEqual(offline.status, 0, offline.stderr)
            XCTAssertEqual(try self.titles(offline.stdout), ["크리스마스 소나타", "넷째 주 다음날"])
            XCTAssertEqual(
                offline.stderr,
                """
                boxoffice: 1 page of the film list could not be read; the films on it are not listed.
                boxoffice: Page 2 of the list of films opening in 2026 is not saved on this computer and needs a connection.

                """)
            // Page 2 asked three times (a 503 is retried twice); offline, nothing.
            XCTAssertEqual(
                self.queries(api, "/kobis/movie/searchMovieList.json").map { $0["curPage"] }, ["1", "2", "2", "2", "3"])
        }
    }

    func testSixWeeksReachIntoNextYearAndASavedFilmNamesItsDistributor() throws {
        try MainLoopBridge.run(timeout: 90) { @MainActor in
            let api = try self.api()
            let env = self.env(api)
            XCTAssertEqual(try self.boxoffice(["movie", "20199882"], env: env).status, 0)
            let csv = try self.boxoffice(["coming", "--weeks", "6", "--format", "csv"], env: env)
            XCTAssertEqual(csv.status, 0, csv.stderr)
            XCTAssertEqual(
                csv.stderr,
                "boxoffice: Reading the film list of 2026 and 2027 asks KOBIS at most 80 times (100 films a request).\n"
            )
            let lines = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            XCTAssertEqual(lines.first, "movieCd,title,openDate,genres,nations,directors,distributors,type")
            XCTAssertEqual(lines.count, 10, csv.stdout)
            XCTAssertTrue(lines.contains("20199882,경관의 피,2026-12-09,범죄; 드라마,한국,이규만,(주)에이스메이커무비웍스,장편"), csv.stdout)
            XCTAssertEqual(lines.last, "20275002,일월의 편지,2027-01-07,드라마,일본,Sato Ken,,장편")
            XCTAssertEqual(
                self.queries(api, "/kobis/movie/searchMovieList.json").map {
                    "\($0["openStartDt"] ?? "")/\($0["curPage"] ?? "")"
                },
                ["2026/1", "2026/2", "2026/3", "2027/1"])
            let table = try self.boxoffice(["coming"], env: env)
            XCTAssertEqual(table.stderr, "")
            XCTAssertTrue(table.stdout.contains("2026-12-24  크리스마스 소나타  멜로/로맨스"), table.stdout)
        }
    }

    func testASpentBudgetStopsTheListAndSaysSo() throws {
        try MainLoopBridge.run(timeout: 90) { @MainActor in
            let api = try self.api()
            let r = try self.boxoffice(
                ["coming", "--format", "json"], env: self.env(api, extra: ["BOXOFFICE_DAILY_BUDGET": "2"]))
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(self.queries(api, "/kobis/movie/searchMovieList.json").count, 2)
            XCTAssertTrue(
                r.stderr.hasSuffix(
                    "boxoffice: Today's request budget is spent; the list shows what was read before.\n"),
                r.stderr)
            XCTAssertEqual(try self.titles(r.stdout), ["오늘의 영화", "겨울의 극장", "눈의 항구", "경관의 피", "마지막 상영"])
        }
    }

    func testAYearPastThePageLimitIsReadTo40PagesAndSaysSo() throws {
        try MainLoopBridge.run(timeout: 120) { @MainActor in
            let api = try self.api()
            api.searchOverride = { request in
                let page = Int(request.query["curPage"] ?? "") ?? 0
                let rows = (0..<100).map { i -> [String: Any] in
                    let openDt = page == 40 && i == 0 ? "20261205" : "20260301"
                    return [
                        "movieCd": String(format: "2026%04d", page * 100 + i), "movieNm": "영화 \(page)-\(i)",
                        "openDt": openDt, "prdtStatNm": "개봉예정"
                    ]
                }
                let body: [String: Any] = ["movieListResult": ["totCnt": 4_500, "movieList": rows]]
                return .init(body: (try? JSONSerialization.data(withJSONObject: body)) ?? Data())
            }
            let r = try self.boxoffice(["coming", "--format", "json"], env: self.env(api), timeout: 90)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(self.queries(api, "/kobis/movie/searchMovieList.json").count, 40)
            XCTAssertTrue(
                r.stderr.hasSuffix(
                    "boxoffice: A year holds more films than 40 requests read; films past them are not listed.\n"),
                r.stderr)
            XCTAssertEqual(try self.titles(r.stdout), ["영화 40-0"])
        }
    }

    func testWeeksOutsideOneToFiftyTwoAreOneSentence() throws {
        try MainLoopBridge.run(timeout: 60) { @MainActor in
            let api = try self.api()
            for weeks in ["0", "53", "abc"] {
                let r = try self.boxoffice(["coming", "--weeks", weeks], env: self.env(api))
                XCTAssertEqual(r.status, 64, weeks)
                XCTAssertEqual(r.stderr, "boxoffice: --weeks takes a number of weeks from 1 to 52.\n", weeks)
            }
            XCTAssertEqual(self.queries(api, "/kobis/movie/searchMovieList.json").count, 0)
        }
    }
}
