import Foundation

/// One HTTP request to an API: the URL to fetch, headers, and a description safe to log.
public struct Endpoint: Sendable, Equatable, CustomStringConvertible {
    public let url: URL
    public let headers: [String: String]
    /// Query items and headers whose values are secrets.
    let secretQueryItems: Set<String>
    let secretHeaders: Set<String>

    public init(url: URL, headers: [String: String] = [:],
                secretQueryItems: Set<String> = [], secretHeaders: Set<String> = []) {
        self.url = url
        self.headers = headers
        self.secretQueryItems = secretQueryItems
        self.secretHeaders = secretHeaders
    }

    /// The URL with every secret replaced, for logs and error messages.
    public var redactedURL: String {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "<url>" }
        parts.queryItems = parts.queryItems?.map {
            secretQueryItems.contains($0.name) ? URLQueryItem(name: $0.name, value: "REDACTED") : $0
        }
        return parts.string ?? "<url>"
    }

    public var description: String {
        let shown = headers.keys.sorted().map { name in
            "\(name): \(secretHeaders.contains(name) ? "REDACTED" : headers[name]!)"
        }
        return shown.isEmpty ? "GET \(redactedURL)" : "GET \(redactedURL) [\(shown.joined(separator: ", "))]"
    }
}

/// Builds KOBIS requests. The key travels as the `key` query item.
public struct KobisEndpoints: Sendable {
    public static let defaultBaseURL = "http://www.kobis.or.kr/kobisopenapi/webservice/rest"
    public let baseURL: String
    let key: String

    public init(baseURL: String = KobisEndpoints.defaultBaseURL, key: String) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.key = key
    }

    public func dailyBoxOffice(_ day: Day) -> Endpoint {
        make("/boxoffice/searchDailyBoxOfficeList.json", ["targetDt": day.compact])
    }

    /// `weekGb` 0 = week (Mon–Sun), 1 = weekend (Fri–Sun), 2 = weekdays.
    public func weeklyBoxOffice(_ day: Day, weekGb: Int) -> Endpoint {
        make("/boxoffice/searchWeeklyBoxOfficeList.json", ["targetDt": day.compact, "weekGb": String(weekGb)])
    }

    public func movieInfo(code: String) -> Endpoint {
        make("/movie/searchMovieInfo.json", ["movieCd": code])
    }

    private func make(_ path: String, _ params: [String: String]) -> Endpoint {
        var parts = URLComponents(string: baseURL + path)!
        parts.queryItems = [URLQueryItem(name: "key", value: key)]
            + params.keys.sorted().map { URLQueryItem(name: $0, value: params[$0]) }
        return Endpoint(url: parts.url!, secretQueryItems: ["key"])
    }
}

/// Builds Kakao (Daum) image search requests. The key travels as `Authorization: KakaoAK <key>`.
public struct KakaoEndpoints: Sendable {
    public static let defaultBaseURL = "https://dapi.kakao.com"
    public let baseURL: String
    let key: String

    public init(baseURL: String = KakaoEndpoints.defaultBaseURL, key: String) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.key = key
    }

    public func imageSearch(query: String, size: Int = 10) -> Endpoint {
        var parts = URLComponents(string: baseURL + "/v2/search/image")!
        parts.queryItems = [URLQueryItem(name: "query", value: query), URLQueryItem(name: "size", value: String(size))]
        // URLComponents leaves "+" alone, which servers read as a space.
        parts.percentEncodedQuery = parts.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return Endpoint(url: parts.url!, headers: ["Authorization": "KakaoAK \(key)"],
                        secretHeaders: ["Authorization"])
    }

    /// The query the iOS apps proved works best for posters.
    public static func posterQuery(title: String) -> String { "\(title.trimmingCharacters(in: .whitespaces)) 영화 포스터" }
}
