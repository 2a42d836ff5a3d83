import Foundation

/// Builds KOBIS requests. The key travels as the `key` query item, over HTTPS.
public struct KobisEndpoints: Sendable {
    public static let defaultBaseURL = "https://www.kobis.or.kr/kobisopenapi/webservice/rest"
    public let baseURL: String
    let key: String

    public init(baseURL: String = KobisEndpoints.defaultBaseURL, key: String) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.key = key
    }

    /// What must never appear in a sentence or a log.
    public var secrets: [String] { [key] }

    public func dailyBoxOffice(_ day: Day, segment: ChartSegment = .everything) -> Endpoint {
        make("/boxoffice/searchDailyBoxOfficeList.json", segment.queryItems.merging(["targetDt": day.compact]) { $1 })
    }

    /// `weekGb` 0 = week (Mon–Sun), 1 = weekend (Fri–Sun), 2 = weekdays.
    public func weeklyBoxOffice(_ day: Day, weekGb: Int, segment: ChartSegment = .everything) -> Endpoint {
        make(
            "/boxoffice/searchWeeklyBoxOfficeList.json",
            segment.queryItems.merging(["targetDt": day.compact, "weekGb": String(weekGb)]) { $1 })
    }

    /// The chart a query names; a weekly one is asked for by the period's first day.
    public func boxOffice(_ query: ChartQuery) -> Endpoint {
        guard let weekGb = query.kind.weekGb else { return dailyBoxOffice(query.period.first, segment: query.segment) }
        return weeklyBoxOffice(query.period.first, weekGb: weekGb, segment: query.segment)
    }

    /// A common-code group (`0105000000`: the regions).
    public func codeList(_ group: String) -> Endpoint {
        make("/code/searchCodeList.json", ["comCode": group])
    }

    public func movieInfo(code: String) -> Endpoint {
        make("/movie/searchMovieInfo.json", ["movieCd": code])
    }

    /// The film search (searchMovieList), one page.
    public func movieList(_ search: FilmSearch, page: Int, perPage: Int) -> Endpoint {
        make("/movie/searchMovieList.json", search.parameters.merging(paging(page, perPage)) { $1 })
    }

    public func peopleList(name: String, page: Int, perPage: Int) -> Endpoint {
        make(
            "/people/searchPeopleList.json",
            (name.isEmpty ? [:] : ["peopleNm": name]).merging(paging(page, perPage)) { $1 })
    }

    public func peopleInfo(code: String) -> Endpoint {
        make("/people/searchPeopleInfo.json", ["peopleCd": code])
    }

    public func companyList(name: String, page: Int, perPage: Int) -> Endpoint {
        make(
            "/company/searchCompanyList.json",
            (name.isEmpty ? [:] : ["companyNm": name]).merging(paging(page, perPage)) { $1 })
    }

    public func companyInfo(code: String) -> Endpoint {
        make("/company/searchCompanyInfo.json", ["companyCd": code])
    }

    private func paging(_ page: Int, _ perPage: Int) -> [String: String] {
        ["curPage": String(max(1, page)), "itemPerPage": String(max(1, perPage))]
    }

    private func make(_ path: String, _ params: [String: String]) -> Endpoint {
        var parts = Endpoint.parse(baseURL + path).flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
        // Typed queries reach here: every value is escaped but for unreserved characters, so a "+", "&"
        // or "=" in a title stays part of it (URLComponents would leave them bare).
        parts?.percentEncodedQuery = ([("key", key)] + params.keys.sorted().map { ($0, params[$0] ?? "") })
            .map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? "")" }
            .joined(separator: "&")
        return Endpoint(url: parts?.url, address: baseURL, headers: [:], secretQueryItems: ["key"], secretHeaders: [])
    }

    static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
