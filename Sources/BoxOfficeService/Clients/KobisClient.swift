import BoxOfficeCore
import Foundation

/// KOBIS requests → typed values, keeping the raw body so the cache stores exactly what was sent.
/// KOBIS faults echo request parameters, so every error leaves here with the key redacted.
@MainActor
public final class KobisClient {
    static let maxBodyBytes = 4 * 1_048_576
    private let http: HTTPClient
    private let endpoints: KobisEndpoints
    /// Told of every request sent (retries too), for the daily request count.
    private let onRequest: (@MainActor () -> Void)?

    public init(http: HTTPClient, endpoints: KobisEndpoints, onRequest: (@MainActor () -> Void)? = nil) {
        self.http = http
        self.endpoints = endpoints
        self.onRequest = onRequest
    }

    public func dailyChart(_ day: Day) async throws -> (chart: Chart, body: Data) {
        try await chart(ChartQuery(day: day))
    }

    /// Any kind and segment: one request.
    public func chart(_ query: ChartQuery) async throws -> (chart: Chart, body: Data) {
        try await redacted {
            let body = try await fetchBody(endpoints.boxOffice(query))
            return (try Chart(ResponseDecoding.kobisBoxOffice(body), kind: query.kind), body)
        }
    }

    /// The 17 regions (common-code group 0105000000).
    public func regions() async throws -> (regions: [Region], body: Data) {
        let (list, body) = try await codes(group: "0105000000")
        return (Region.from(list), body)
    }

    /// A common-code group as KOBIS lists it (0105000000 regions, 2204 nations).
    public func codes(group: String) async throws -> (codes: KobisCodeListResponse, body: Data) {
        try await redacted {
            let body = try await fetchBody(endpoints.codeList(group))
            return (try ResponseDecoding.kobisCodeList(body), body)
        }
    }

    public func film(code: String) async throws -> (film: FilmDetails, body: Data) {
        try await redacted {
            let body = try await fetchBody(endpoints.movieInfo(code: code))
            return (FilmDetails(try ResponseDecoding.kobisMovieInfo(body)), body)
        }
    }

    // The search services (issue 13): each a page or a detail, the raw body kept for the cache.

    public func films(_ search: FilmSearch, page: Int, perPage: Int) async throws -> (
        page: SearchPage<FilmListItem>, body: Data
    ) {
        try await redacted {
            let body = try await fetchBody(endpoints.movieList(search, page: page, perPage: perPage))
            return (Self.filmPage(try ResponseDecoding.kobisMovieList(body), page: page, perPage: perPage), body)
        }
    }

    public func people(name: String, page: Int, perPage: Int) async throws -> (
        page: SearchPage<PersonListItem>, body: Data
    ) {
        try await redacted {
            let body = try await fetchBody(endpoints.peopleList(name: name, page: page, perPage: perPage))
            return (Self.peoplePage(try ResponseDecoding.kobisPeopleList(body), page: page, perPage: perPage), body)
        }
    }

    public func companies(name: String, page: Int, perPage: Int) async throws -> (
        page: SearchPage<CompanyListItem>, body: Data
    ) {
        try await redacted {
            let body = try await fetchBody(endpoints.companyList(name: name, page: page, perPage: perPage))
            return (Self.companyPage(try ResponseDecoding.kobisCompanyList(body), page: page, perPage: perPage), body)
        }
    }

    public func person(code: String) async throws -> (person: PersonDetails, body: Data) {
        try await redacted {
            let body = try await fetchBody(endpoints.peopleInfo(code: code))
            return (PersonDetails(try ResponseDecoding.kobisPeopleInfo(body)), body)
        }
    }

    public func company(code: String) async throws -> (company: CompanyDetails, body: Data) {
        try await redacted {
            let body = try await fetchBody(endpoints.companyInfo(code: code))
            return (CompanyDetails(try ResponseDecoding.kobisCompanyInfo(body)), body)
        }
    }

    nonisolated static func filmPage(_ r: KobisMovieListResult, page: Int, perPage: Int) -> SearchPage<FilmListItem> {
        SearchPage(filmList: r, page: page, perPage: perPage)
    }

    nonisolated static func peoplePage(_ r: KobisPeopleListResult, page: Int, perPage: Int) -> SearchPage<
        PersonListItem
    > {
        SearchPage(
            items: r.peopleList.prefix(max(1, perPage)).map(PersonListItem.init), totalCount: r.totCnt, page: page,
            pageSize: perPage)
    }

    nonisolated static func companyPage(_ r: KobisCompanyListResult, page: Int, perPage: Int) -> SearchPage<
        CompanyListItem
    > {
        SearchPage(
            items: r.companyList.prefix(max(1, perPage)).map(CompanyListItem.init), totalCount: r.totCnt, page: page,
            pageSize: perPage)
    }

    private func fetchBody(_ endpoint: Endpoint) async throws -> Data {
        onRequest?()
        let response = try await http.fetch(endpoint, service: .kobis, maxBytes: Self.maxBodyBytes)
        guard response.status == 200 else { throw BoxOfficeError.httpStatus(service: .kobis, status: response.status) }
        return response.body
    }

    private func redacted<T>(_ work: () async throws -> T) async throws -> T {
        do { return try await work() } catch let error as BoxOfficeError { throw error.redacting(endpoints.secrets) }
    }
}
