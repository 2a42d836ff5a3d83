import Foundation

/// Builds Kakao (Daum) image search requests. The key travels as `Authorization: KakaoAK <key>`.
public struct KakaoEndpoints: Sendable {
    public static let defaultBaseURL = "https://dapi.kakao.com"
    public let baseURL: String
    let key: String

    public init(baseURL: String = KakaoEndpoints.defaultBaseURL, key: String) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.key = key
    }

    /// What must never appear in a sentence or a log.
    public var secrets: [String] { ["KakaoAK \(key)", key] }

    public func imageSearch(query: String, size: Int = 10) -> Endpoint {
        var parts = Endpoint.parse(baseURL + "/v2/search/image").flatMap {
            URLComponents(url: $0, resolvingAgainstBaseURL: false)
        }
        parts?.queryItems = [URLQueryItem(name: "query", value: query), URLQueryItem(name: "size", value: String(size))]
        // URLComponents leaves "+" alone, which servers read as a space.
        let query = parts?.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        parts?.percentEncodedQuery = query
        return Endpoint(
            url: parts?.url, address: baseURL, headers: ["Authorization": "KakaoAK \(key)"],
            secretQueryItems: [], secretHeaders: ["Authorization"])
    }
}
