import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeViewModels

/// The search page's model against the real list fixtures on loopback, with the debounce driven by hand.
final class SearchViewModelTests: ViewModelTestCase {
    @MainActor func model(
        _ api: FixtureAPI, sleeper: ManualSleeper, language: DisplayLanguage = .korean,
        offline: Bool = false
    ) -> (SearchViewModel, AppServices) {
        let configuration = AppConfiguration(
            kobisKey: FixtureAPI.kobisKey, kakaoKey: nil, kobisBaseURL: api.kobisURL,
            kakaoBaseURL: api.kakaoURL, cacheDirectory: dir.appendingPathComponent("cache"),
            sampleDirectory: Self.sampleDirectory)
        let services = AppServices(
            configuration: configuration, clock: clock, retry: .none, offline: offline,
            keyFile: KeyFile(url: dir.appendingPathComponent("keys")))
        return (SearchViewModel(repository: services.search, language: language, sleeper: sleeper), services)
    }

    func testFiveQuickKeystrokesSendOneRequestAfterThePause() throws {
        try run {
            let api = try FixtureAPI()
            let sleeper = ManualSleeper()
            let (model, services) = self.model(api, sleeper: sleeper)
            model.setKind(.people)
            for text in ["봉", "봉준", "봉준호", "봉준", "봉준호"] { model.setQuery(text) }
            try await self.waitUntil("the last keystroke's pause") { sleeper.pending == 1 }
            XCTAssertFalse(model.isSearching, "nothing is asked during the pause")
            sleeper.advance(0.25)
            XCTAssertEqual(sleeper.pending, 1, "0.25 s is not yet the 300 ms pause")
            XCTAssertTrue(api.server.requests(to: "/kobis/").isEmpty)
            sleeper.advance(0.05)
            try await self.waitUntil("the results") { !model.rows.isEmpty }
            let sent = api.server.requests(to: "/kobis/people/searchPeopleList.json")
            XCTAssertEqual(sent.count, 1)
            XCTAssertEqual(sent.first?.query["peopleNm"], "봉준호")
            XCTAssertEqual(services.requestCounter.todayCount, 1)
            XCTAssertFalse(model.isSearching)
            XCTAssertEqual(model.rows.count, 1)
            let row = model.rows[0]
            XCTAssertEqual(row.code, "10031641")
            XCTAssertEqual(row.title, "봉준호")
            XCTAssertEqual(row.subtitle, "BONG Joon-ho · 감독")
            XCTAssertEqual(row.accessibleName, "봉준호, BONG Joon-ho, 감독, Known for 기생충, 옥자, 해무(海霧) …")
            XCTAssertEqual(model.totalCount, 1)
            XCTAssertFalse(model.canLoadMore)
            XCTAssertNil(model.message)
        }
    }

    func testASupersededSearchIsCancelledAndNeverShown() throws {
        try run {
            let api = try FixtureAPI()
            let sleeper = ManualSleeper()
            let (model, _) = self.model(api, sleeper: sleeper)
            var shown: [[String]] = []
            model.changes.observe { _ in shown.append(model.rows.map(\.title)) }
            model.setKind(.people)
            // The first answer is held: it is dropped before it could come.
            api.server.holds = { $0.query["peopleNm"] == "봉준호" }
            model.setQuery("봉준호")
            try await self.waitUntil("the first pause") { sleeper.pending == 1 }
            sleeper.advance(0.3)
            try await self.waitUntil("the first request") { api.server.requests(to: "/kobis/people/").count == 1 }
            XCTAssertTrue(model.isSearching, "the spinner turns while KOBIS is asked")
            model.setQuery("드웨인")
            api.server.release()  // sent now, a request its client gave up on counts as dropped
            try await self.waitUntil("the first request cancelled") { api.server.dropped == 1 }
            try await self.waitUntil("the second pause") { sleeper.pending == 1 }
            XCTAssertTrue(model.isSearching, "still searching: the newer search is waiting")
            sleeper.advance(0.3)
            try await self.waitUntil("the second answer") { !model.isSearching }
            XCTAssertEqual(model.message, "No people match '드웨인'")
            XCTAssertEqual(model.rows, [])
            XCTAssertFalse(shown.contains { $0.contains("봉준호") }, "the older answer is never shown")
            XCTAssertEqual(api.server.requests(to: "/kobis/people/").map { $0.query["peopleNm"] }, ["봉준호", "드웨인"])
        }
    }

    func testFilmsPageThroughAndSayWhenNothingMatches() throws {
        try run {
            let api = try FixtureAPI()
            let sleeper = ManualSleeper()
            let (model, services) = self.model(api, sleeper: sleeper)
            services.search.pageSize = 2
            model.setFilmFilters(director: "", years: 2019...2023)
            model.setQuery("리")
            try await self.waitUntil("the pause") { sleeper.pending == 1 }
            sleeper.advance(0.3)
            try await self.waitUntil("page 1") { !model.rows.isEmpty && !model.isSearching }
            // The fixture rows whose title holds 리: 엘리멘탈, 리턴 투 서울, 토미리스.
            XCTAssertEqual(model.rows.map(\.title), ["엘리멘탈", "리턴 투 서울"])
            XCTAssertEqual(model.totalCount, 3)
            XCTAssertTrue(model.canLoadMore)
            XCTAssertEqual(model.countText, "2 of 3")
            let first = api.server.requests(to: "/kobis/movie/searchMovieList.json").last?.query ?? [:]
            XCTAssertEqual(
                [first["movieNm"], first["openStartDt"], first["openEndDt"], first["curPage"], first["itemPerPage"]],
                ["리", "2019", "2023", "1", "2"])
            let pauses = sleeper.begun
            model.nextPage()
            try await self.waitUntil("page 2") { model.rows.count == 3 && !model.isSearching }
            XCTAssertEqual(model.rows.last?.code, "2023C165")
            XCTAssertEqual(model.rows.last?.title, "토미리스: 전쟁의 여신 리덕스")
            XCTAssertFalse(model.canLoadMore)
            XCTAssertEqual(api.server.requests(to: "/kobis/movie/searchMovieList.json").last?.query["curPage"], "2")
            XCTAssertEqual(model.rows[1].accessibleName, "리턴 투 서울, Return to Seoul, 2023, 프랑스, 드라마, Directed by 데이비 추")
            XCTAssertEqual(sleeper.begun, pauses, "paging does not wait")

            model.setQuery("xyz")
            try await self.waitUntil("the pause") { sleeper.pending == 1 }
            sleeper.advance(0.3)
            try await self.waitUntil("the empty answer") { model.message != nil }
            XCTAssertEqual(model.message, "No films match 'xyz'")
            XCTAssertEqual(model.rows, [])
            XCTAssertNil(model.countText)
        }
    }

    func testSameSearchAgainAsksNobodyAndClearingStopsTheSpinner() throws {
        try run {
            let api = try FixtureAPI()
            let sleeper = ManualSleeper()
            let (model, _) = self.model(api, sleeper: sleeper, language: .english)
            model.setKind(.companies)
            model.setQuery("디즈니")
            model.searchNow()
            try await self.waitUntil("the answer") { !model.rows.isEmpty }
            XCTAssertEqual(model.rows[0].title, "The Walt Disney Company Korea")
            XCTAssertEqual(model.rows[0].subtitle, "월트디즈니컴퍼니코리아 유한책임회사 · 제작사, 배급사, 수입사, 직배사")
            model.setQuery("")
            XCTAssertEqual(model.rows, [])
            XCTAssertFalse(model.isSearching)
            model.setQuery("디즈니")
            model.searchNow()
            try await self.waitUntil("the answer again") { !model.rows.isEmpty }
            XCTAssertEqual(
                api.server.requests(to: "/kobis/company/").count, 1,
                "the second identical search is answered from memory")
        }
    }

    func testErrorsAreSentences() throws {
        try run {
            let api = try FixtureAPI()
            let sleeper = ManualSleeper()
            let (model, _) = self.model(api, sleeper: sleeper, offline: true)
            model.setKind(.people)
            model.setQuery("봉준호")
            model.searchNow()
            try await self.waitUntil("the sentence") { model.message != nil }
            XCTAssertEqual(
                model.message, "The people search for '봉준호' is not saved on this computer and needs a connection")
        }
    }

    func testPersonAndCompanyModels() throws {
        try run {
            let api = try FixtureAPI()
            let (_, services) = self.model(api, sleeper: ManualSleeper())
            let person = PersonModel(personCode: "10013266", repository: services.search)
            person.start()
            try await self.waitUntil("the person") { person.state != .loading }
            XCTAssertEqual(person.sections.map(\.heading), ["배우 (35)"])
            XCTAssertEqual(
                person.sections[0].rows[0],
                .init(code: "20240737", title: "모아나 2", year: "", accessibleName: "모아나 2, 배우"))
            let company = CompanyModel(companyCode: "20161801", repository: services.search)
            company.start()
            try await self.waitUntil("the company") { company.state != .loading }
            XCTAssertEqual(company.sections.map(\.heading), ["배급사 (123)", "수입사 (101)", "제공 (3)"])
            let missing = PersonModel(personCode: "99999999", repository: services.search)
            missing.start()
            try await self.waitUntil("the failure") { missing.state != .loading }
            guard case .failed(let sentence) = missing.state else { return XCTFail("expected a failure") }
            XCTAssertFalse(sentence.isEmpty)
        }
    }

    func testChartFilterForTheSearchBar() {
        XCTAssertTrue(
            ChartFilter.matches(title: "경관의 피", englishTitle: "The Policeman's Lineage", query: "POLICEMAN'S lineage"))
        XCTAssertTrue(ChartFilter.matches(title: "경관의 피", englishTitle: "The Policeman’s Lineage", query: "경관의피"))
    }
}
