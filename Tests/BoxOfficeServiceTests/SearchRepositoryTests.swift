import BoxOfficeCore
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeService
@testable import BoxOfficeStore

/// Film, person and company search against the real list and detail responses on loopback.
final class SearchRepositoryTests: RepositoryTestCase {
    @MainActor func search(_ api: FixtureAPI?, kobisKey: String? = FixtureAPI.kobisKey, offline: Bool = false)
        throws -> (search: SearchRepository, counter: RequestCounter)
    {
        let cache = try DiskCache(directory: dir)
        let counter = RequestCounter(store: nil, clock: clock)
        let http = HTTPClient(timeoutSeconds: 2)
        let charts = BoxOfficeRepository(
            configuration: configuration(api, kobisKey: kobisKey), http: http, cache: cache,
            clock: clock, retry: .none, offline: offline, requestCounter: counter)
        return (SearchRepository(charts: charts, http: http, cache: cache), counter)
    }

    /// A typed "&" or "=" cannot make two searches share a saved answer.
    func testSearchKeysEncodeTheirValues() {
        let tricky = SearchRepository.key(["movieNm": "a&directorNm=b"], page: 1, size: 10)
        let two = SearchRepository.key(["movieNm": "a", "directorNm": "b"], page: 1, size: 10)
        XCTAssertNotEqual(tricky, two)
        XCTAssertEqual(tricky, "movieNm=a%26directorNm%3Db&page=1&size=10")
        XCTAssertEqual(
            SearchRepository.key(["movieNm": "기생충"], page: 2, size: 10),
            "movieNm=%EA%B8%B0%EC%83%9D%EC%B6%A9&page=2&size=10")
    }

    func testFilmSearchSendsTitleDirectorYearsAndPage() throws {
        try run {
            let api = try FixtureAPI()
            let (search, counter) = try self.search(api)
            let loaded = try await search.films(query: " 엘리 ", director: "피터", years: 2019...2023)
            let sent = try XCTUnwrap(api.server.requests(to: "/kobis/movie/searchMovieList.json").last?.query)
            XCTAssertEqual(sent["movieNm"], "엘리")
            XCTAssertEqual(sent["directorNm"], "피터")
            XCTAssertEqual(sent["openStartDt"], "2019")
            XCTAssertEqual(sent["openEndDt"], "2023")
            XCTAssertEqual(sent["curPage"], "1")
            XCTAssertEqual(sent["itemPerPage"], "20")
            XCTAssertNil(sent["prdtStartYear"])
            let film = try XCTUnwrap(loaded.value.items.first)
            XCTAssertEqual(loaded.value.items.count, 1)
            XCTAssertEqual(
                film,
                FilmListItem(
                    code: "20228930", title: "엘리멘탈", titleEnglish: "Elemental", productionYear: 2023,
                    openDate: nil, nation: "미국", nations: ["미국"], genres: ["애니메이션"],
                    directors: ["피터 손"], companies: [], status: "개봉예정", type: "장편"))
            XCTAssertEqual(loaded.value.totalCount, 1)
            XCTAssertFalse(loaded.value.hasMore)
            XCTAssertEqual(counter.todayCount, 1, "a search counts in the daily budget like a chart")
        }
    }

    func testDefaultListPagesThroughTheRealRows() throws {
        try run {
            let api = try FixtureAPI()
            let (search, counter) = try self.search(api)
            search.pageSize = 4
            let first = try await search.films(query: "")
            XCTAssertEqual(first.value.items.map(\.title), ["라스트 필름 쇼", "항구의 니쿠코짱!", "엘리멘탈", "자전거 도둑"])
            XCTAssertEqual(first.value.totalCount, 95043)
            XCTAssertTrue(first.value.hasMore)
            XCTAssertEqual(first.value.items[1].openDate, Day("2023-04-27"))
            let third = try await search.films(query: "", page: 3)
            XCTAssertEqual(third.value.items.map(\.code), ["2023C165", "20231212"])
            XCTAssertEqual(third.value.items[0].nations, ["카자흐스탄"])
            XCTAssertEqual(third.value.items[0].genres, ["전쟁", "드라마", "액션"])
            XCTAssertEqual(third.value.page, 3)
            let pages = api.server.requests(to: "/kobis/movie/searchMovieList.json").map {
                [$0.query["curPage"], $0.query["itemPerPage"]]
            }
            XCTAssertEqual(pages, [["1", "4"], ["3", "4"]])
            XCTAssertNil(
                api.server.requests(to: "/kobis/movie/searchMovieList.json")[0].query["movieNm"],
                "an empty title is not sent")
            XCTAssertEqual(counter.todayCount, 2)
            let second = try await search.films(query: "", page: 2)
            let withCompanies = try XCTUnwrap(second.value.items.first { $0.code == "20230967" })
            XCTAssertEqual(withCompanies.companies.map(\.name), ["주식회사 아웃런브라더스픽처스", "주식회사 퍼니필름"])
            XCTAssertEqual(second.value.items.first { $0.code == "20228367" }?.directors, [])
        }
    }

    func testPeopleListAndDetails() throws {
        try run {
            let api = try FixtureAPI()
            let (search, counter) = try self.search(api)
            let list = try await search.people(name: "봉준호")
            XCTAssertEqual(
                api.server.requests(to: "/kobis/people/searchPeopleList.json").last?.query["peopleNm"], "봉준호")
            let person = try XCTUnwrap(list.value.items.first)
            XCTAssertEqual(
                [person.code, person.name, person.nameEnglish, person.role], ["10031641", "봉준호", "BONG Joon-ho", "감독"])
            XCTAssertEqual(person.filmography.count, 22)
            XCTAssertEqual(Array(person.filmography.prefix(3)), ["기생충", "옥자", "해무(海霧)"])
            XCTAssertTrue(person.filmography.contains("싱크 & 라이즈"))
            XCTAssertEqual(person.filmography.last, "도쿄!")
            XCTAssertEqual(list.value.totalCount, 1)

            let details = try await search.person(code: "10013266")
            XCTAssertEqual(
                api.server.requests(to: "/kobis/people/searchPeopleInfo.json").last?.query["peopleCd"], "10013266")
            XCTAssertEqual(
                [details.value.name, details.value.nameEnglish, details.value.sex, details.value.role],
                ["드웨인 존슨", "Dwayne Johnson", "남자", "배우"])
            XCTAssertEqual(details.value.filmography.map(\.part), ["배우"])
            XCTAssertEqual(details.value.filmography[0].films.count, 35)
            XCTAssertEqual(details.value.filmography[0].films.first, FilmCredit(code: "20240737", title: "모아나 2"))
            XCTAssertEqual(details.value.filmography[0].films.last, FilmCredit(code: "20010209", title: "미이라2"))
            XCTAssertEqual(details.value.filmCount, 35)
            XCTAssertEqual(counter.todayCount, 2)
        }
    }

    func testCompanyDetailsGroupEachFilmOncePerRole() throws {
        try run {
            let api = try FixtureAPI()
            let (search, _) = try self.search(api)
            let company = try await search.company(code: "20161801").value
            XCTAssertEqual(
                api.server.requests(to: "/kobis/company/searchCompanyInfo.json").last?.query["companyCd"], "20161801")
            XCTAssertEqual(
                [company.name, company.nameEnglish, company.ceo],
                ["월트디즈니컴퍼니코리아 유한책임회사", "The Walt Disney Company Korea", "김소연"])
            XCTAssertEqual(company.parts, ["제작사", "배급사", "수입사", "직배사"])
            // 제공 is not among the parts but has films: it comes after the listed parts.
            XCTAssertEqual(company.filmography.map(\.part), ["배급사", "수입사", "제공"])
            XCTAssertEqual(company.filmography.map(\.films.count), [123, 101, 3])
            XCTAssertEqual(company.filmCount, 124)
            XCTAssertEqual(company.filmography[2].films.last, FilmCredit(code: "2023C264", title: "피터팬 & 웬디"))
            XCTAssertTrue(
                company.filmography[0].films.contains(FilmCredit(code: "20192986", title: "프리 가이")),
                "trailing space cleaned")

            let list = try await search.companies(name: "디즈니")
            XCTAssertEqual(
                api.server.requests(to: "/kobis/company/searchCompanyList.json").last?.query["companyNm"], "디즈니")
            XCTAssertEqual(list.value.items.first?.parts, ["제작사", "배급사", "수입사", "직배사"])
            XCTAssertEqual(list.value.items.first?.filmography, ["릴로 & 스티치", "썬더볼츠*", "아마추어"])
        }
    }

    func testEmptyResultsAreEmptyPages() throws {
        try run {
            let api = try FixtureAPI()
            let (search, _) = try self.search(api)
            for page in [
                try await search.people(name: "없는사람").value.items.count,
                try await search.companies(name: "없는회사").value.items.count,
                try await search.films(query: "없는영화").value.items.count
            ] {
                XCTAssertEqual(page, 0)
            }
            let none = try await search.people(name: "없는사람").value
            XCTAssertEqual(none.totalCount, 0)
            XCTAssertFalse(none.hasMore)
        }
    }

    func testSecondIdenticalSearchAsksNobodyUntilADayHasPassed() throws {
        try run {
            let api = try FixtureAPI()
            let (search, counter) = try self.search(api)
            _ = try await search.people(name: "봉준호")
            let again = try await search.people(name: "봉준호")
            XCTAssertEqual(again.origin, .memory)
            let (fresh, _) = try self.search(api)
            let fromDisk = try await fresh.people(name: "봉준호")
            XCTAssertEqual(fromDisk.origin, .disk)
            XCTAssertEqual(fromDisk.value.items.first?.code, "10031641")
            XCTAssertEqual(api.server.requests(to: "/kobis/people/").count, 1)
            XCTAssertEqual(counter.todayCount, 1)

            self.clock.advance(86_400 + 1)
            let revalidated = try await search.people(name: "봉준호")
            XCTAssertEqual(revalidated.origin, .network)
            XCTAssertEqual(api.server.requests(to: "/kobis/people/").count, 2)

            // Details are kept for 30 days.
            _ = try await search.company(code: "20161801")
            self.clock.advance(29 * 86_400)
            _ = try await search.company(code: "20161801")
            XCTAssertEqual(api.server.requests(to: "/kobis/company/").count, 1)
            self.clock.advance(2 * 86_400)
            _ = try await search.company(code: "20161801")
            XCTAssertEqual(api.server.requests(to: "/kobis/company/").count, 2)
        }
    }

    func testOfflineUsesSavedAnswersOrSaysWhy() throws {
        try run {
            let api = try FixtureAPI()
            let (online, _) = try self.search(api)
            _ = try await online.person(code: "10013266")
            let (offline, _) = try self.search(api, offline: true)
            self.clock.advance(60 * 86_400)
            let saved = try await offline.person(code: "10013266")
            XCTAssertEqual(saved.value.name, "드웨인 존슨")
            do {
                _ = try await offline.people(name: "봉준호")
                XCTFail("expected an error")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(
                    error.sentence, "The people search for '봉준호' is not saved on this computer and needs a connection")
            }
            XCTAssertEqual(api.server.requests(to: "/kobis/people/").count, 1)
            let (noKey, _) = try self.search(api, kobisKey: nil)
            do {
                _ = try await noKey.films(query: "괴물")
                XCTFail("expected an error")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(error, .noKey(service: .kobis))
            }
        }
    }

    func testKeyIsRedactedFromFaults() throws {
        try run {
            let api = try FixtureAPI()
            api.searchOverride = { r in
                .json(#"{"faultInfo":{"message":"잘못된 요청입니다.[key=\#(r.query["key"] ?? "")]","errorCode":"320011"}}"#)
            }
            let (search, _) = try self.search(api)
            do {
                _ = try await search.people(name: "봉준호")
                XCTFail("expected an error")
            } catch let error as BoxOfficeError {
                XCTAssertFalse(error.sentence.contains(FixtureAPI.kobisKey))
                XCTAssertFalse("\(error)".contains(FixtureAPI.kobisKey))
            }
        }
    }

    func testOddValuesAreCleanedNotFatal() throws {
        try run {
            let api = try FixtureAPI()
            api.searchOverride = { r in
                if r.path.hasSuffix("searchPeopleList.json") {
                    return .json(
                        #"{"peopleListResult":{"totCnt":"2","peopleList":[{"peopleCd":"10031641","peopleNm":"봉준호  ","peopleNmEn":"BONG Joon-ho\t","repRoleNm":"감독","filmoNames":"기생충|바람│구름||  "},{"peopleCd":"20000001","peopleNm":"이름\u0007없음","repRoleNm":"","filmoNames":""}]}}"#
                    )
                }
                if r.path.hasSuffix("searchPeopleInfo.json") {
                    return .json(
                        #"{"peopleInfoResult":{"peopleInfo":{"peopleCd":"20000001","peopleNm":"새 얼굴 ","peopleNmEn":"","sex":"","repRoleNm":"배우","homepages":[{"homeUrl":"x"}],"filmos":[]},"source":"영화진흥위원회"}}"#
                    )
                }
                if r.path.hasSuffix("searchMovieList.json") {
                    return .json(
                        #"{"movieListResult":{"totCnt":1,"source":"","movieList":[{"movieCd":"2023C264","movieNm":"바람│구름 ","movieNmEn":"","prdtYear":"20x1","openDt":"2023-13-45","typeNm":"","prdtStatNm":"","nationAlt":"","genreAlt":",","repNationNm":"","repGenreNm":"","directors":[{"peopleNm":" "}],"companys":[]}]}}"#
                    )
                }
                return nil
            }
            let (search, _) = try self.search(api)
            let people = try await search.people(name: "봉").value
            XCTAssertEqual(people.items[0].name, "봉준호")
            XCTAssertEqual(people.items[0].nameEnglish, "BONG Joon-ho")
            XCTAssertEqual(people.items[0].filmography, ["기생충", "바람│구름"])
            XCTAssertEqual(people.items[1].name, "이름 없음")
            XCTAssertEqual(people.items[1].filmography, [])
            XCTAssertEqual(people.totalCount, 2)
            let person = try await search.person(code: "20000001").value
            XCTAssertEqual(person.name, "새 얼굴")
            XCTAssertEqual(person.filmography, [])
            XCTAssertEqual(person.filmCount, 0)
            let films = try await search.films(query: "바람").value
            let film = try XCTUnwrap(films.items.first)
            XCTAssertEqual(film.code, "2023C264")
            XCTAssertEqual(film.title, "바람│구름")
            XCTAssertNil(film.productionYear)
            XCTAssertNil(film.openDate)
            XCTAssertEqual(film.genres, [])
            XCTAssertEqual(film.directors, [])
        }
    }
}
