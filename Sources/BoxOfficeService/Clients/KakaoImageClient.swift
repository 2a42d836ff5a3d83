import BoxOfficeCore
import Foundation

/// Kakao (Daum) image search. Errors arrive as HTTP 4xx with a JSON body naming the cause; they
/// leave here with the key redacted.
@MainActor
public final class KakaoImageClient {
    static let maxBodyBytes = 2 * 1_048_576
    private let http: HTTPClient
    private let endpoints: KakaoEndpoints

    public init(http: HTTPClient, endpoints: KakaoEndpoints) {
        self.http = http
        self.endpoints = endpoints
    }

    public func search(_ query: String, size: Int = 10) async throws -> (candidates: [PosterCandidate], body: Data) {
        do {
            let response = try await http.fetch(
                endpoints.imageSearch(query: query, size: size),
                service: .kakao, maxBytes: Self.maxBodyBytes)
            switch response.status {
            case 200:
                let result = try ResponseDecoding.kakaoImageSearch(response.body)
                return (result.documents.map(PosterCandidate.init), response.body)
            case 400..<500:
                let detail = ResponseDecoding.kakaoError(response.body)?.summary ?? "no details"
                throw BoxOfficeError.kakaoRejected(status: response.status, detail: detail)
            default:
                throw BoxOfficeError.httpStatus(service: .kakao, status: response.status)
            }
        } catch let error as BoxOfficeError {
            throw error.redacting(endpoints.secrets)
        }
    }
}
