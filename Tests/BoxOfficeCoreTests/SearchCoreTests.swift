import Foundation
import XCTest

@testable import BoxOfficeCore

final class SearchCoreTests: XCTestCase {
    let endpoints = KobisEndpoints(baseURL: "https://example.test/rest", key: "k")

    func testSearchEndpointsEscapeTypedText() throws {
        let film = endpoints.movieList(FilmSearch(title: "싱크 & 라이즈+1=2", years: 2019...2019), page: 2, perPage: 20)
        let parts = try XCTUnwrap(film.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) })
        XCTAssertEqual(parts.path, "/rest/movie/searchMovieList.json")
        let items = Dictionary(uniqueKeysWithValues: (parts.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        XCTAssertEqual(
            items,
            [
                "key": "k", "movieNm": "싱크 & 라이즈+1=2", "openStartDt": "2019", "openEndDt": "2019",
                "curPage": "2", "itemPerPage": "20"
            ])
        XCTAssertTrue(parts.percentEncodedQuery?.contains("%26") ?? false)
        XCTAssertTrue(parts.percentEncodedQuery?.contains("%2B") ?? false)
        XCTAssertEqual(
            endpoints.peopleInfo(code: "10013266").redactedURL,
            "https://example.test/rest/people/searchPeopleInfo.json?key=REDACTED&peopleCd=10013266")
        XCTAssertEqual(
            endpoints.companyInfo(code: "2023C264").url?.absoluteString,
            "https://example.test/rest/company/searchCompanyInfo.json?key=k&companyCd=2023C264")
        XCTAssertEqual(
            endpoints.companyList(name: "", page: 1, perPage: 10).url?.query, "key=k&curPage=1&itemPerPage=10")
        XCTAssertEqual(
            endpoints.peopleList(name: "봉준호", page: 0, perPage: 0).url.flatMap {
                URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems?.map(\.value)
            }, ["k", "1", "1", "봉준호"])
    }

    func testYearRanges() {
        XCTAssertEqual(SearchText.yearRange("2019"), 2019...2019)
        XCTAssertEqual(SearchText.yearRange("2010-2019"), 2010...2019)
        XCTAssertEqual(SearchText.yearRange("2010–2019"), 2010...2019)
        for bad in ["", "19", "2019-2010", "abcd", "2019-", "1800-1900", "2010-2019-2020", "２０１９"] {
            XCTAssertNil(SearchText.yearRange(bad), bad)
        }
    }

    func testChartFilterIgnoresSpacesAndCase() {
        XCTAssertTrue(ChartFilter.matches(title: "범죄도시 4", englishTitle: "The Roundup: Punishment", query: "범죄 도시"))
        XCTAssertTrue(ChartFilter.matches(title: "탑건: 매버릭", englishTitle: "Top Gun: Maverick", query: "TOPGUN"))
        XCTAssertTrue(ChartFilter.matches(title: "탑건: 매버릭", englishTitle: "Top Gun: Maverick", query: "  "))
        XCTAssertFalse(ChartFilter.matches(title: "탑건: 매버릭", englishTitle: "Top Gun: Maverick", query: "아바타"))
        // Decomposed Hangul (as some input methods send it) matches the precomposed title.
        XCTAssertTrue(
            ChartFilter.matches(title: "경관의 피", englishTitle: "", query: "경관".decomposedStringWithCanonicalMapping))
    }

    func testPagesNeverPromiseMoreThanThereIs() {
        XCTAssertFalse(SearchPage<PersonListItem>(items: [], totalCount: 50, page: 3, pageSize: 10).hasMore)
        let page = SearchPage(items: [FilmCredit(code: "1", title: "a")], totalCount: 0, page: 2, pageSize: 10)
        XCTAssertEqual(page.totalCount, 11, "a total below the rows seen is raised to them")
        XCTAssertFalse(page.hasMore)
    }
}
