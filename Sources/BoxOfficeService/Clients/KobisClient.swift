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
        try await redacted {
            let body = try await fetchBody(endpoints.codeList("0105000000"))
            return (Region.from(try ResponseDecoding.kobisCodeList(body)), body)
        }
    }

    public func movie(code: String) async throws -> (movie: MovieDetails, body: Data) {
        try await redacted {
            let body = try await fetchBody(endpoints.movieInfo(code: code))
            return (MovieDetails(try ResponseDecoding.kobisMovieInfo(body)), body)
        }
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
