import Foundation

/// One HTTP request to an API: the URL to fetch, headers, and a description safe to log.
/// Building one never traps: an address that cannot be parsed gives an endpoint whose `url` is nil,
/// which the HTTP client refuses with a sentence.
public struct Endpoint: Sendable, Equatable, CustomStringConvertible {
    public let url: URL?
    /// What the request was built from, for the sentence when `url` is nil.
    public let address: String
    public let headers: [String: String]
    /// Query items and headers whose values are secrets.
    let secretQueryItems: Set<String>
    let secretHeaders: Set<String>

    public init(url: URL, headers: [String: String] = [:],
                secretQueryItems: Set<String> = [], secretHeaders: Set<String> = []) {
        self.init(url: url, address: url.absoluteString, headers: headers,
                  secretQueryItems: secretQueryItems, secretHeaders: secretHeaders)
    }

    init(url: URL?, address: String, headers: [String: String],
         secretQueryItems: Set<String>, secretHeaders: Set<String>) {
        self.url = url
        self.address = address
        self.headers = headers
        self.secretQueryItems = secretQueryItems
        self.secretHeaders = secretHeaders
    }

    /// An address from outside (a poster URL a search returned): never trapping, no secrets.
    public init(address: String) {
        self.init(url: Endpoint.parse(address), address: address, headers: [:], secretQueryItems: [], secretHeaders: [])
    }

    /// A request that holds a key: it must not follow redirects or travel in clear text.
    public var carriesSecret: Bool { !secretQueryItems.isEmpty || !secretHeaders.isEmpty }

    /// Whether the request goes out encrypted, or stays on this machine (tests, local mirrors).
    public var isSecureOrLocal: Bool {
        guard let url, let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "https" || (scheme == "http" && Endpoint.isLoopback(host: url.host ?? ""))
    }

    /// localhost, ::1, or an IPv4 address in 127.0.0.0/8 (not a name that merely starts with "127.").
    public static func isLoopback(host: String) -> Bool {
        let h = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if h == "localhost" || h == "::1" { return true }
        let octets = h.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4, octets.allSatisfy({ (1...3).contains($0.count) && $0.allSatisfy(\.isASCII) && UInt8($0) != nil })
        else { return false }
        return octets[0] == "127"
    }

    /// An absolute http(s) URL with a host, or nil. Never traps on spaces or bad `%` escapes.
    public static func parse(_ text: String) -> URL? {
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(),
              scheme == "http" || scheme == "https", parts.host?.isEmpty == false else { return nil }
        return parts.url
    }

    /// The URL with every secret replaced, for logs and error messages.
    public var redactedURL: String {
        guard let url, var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "<invalid address>" }
        parts.queryItems = parts.queryItems?.map {
            secretQueryItems.contains($0.name) ? URLQueryItem(name: $0.name, value: "REDACTED") : $0
        }
        return parts.string ?? "<url>"
    }

    public var description: String {
        let shown = headers.keys.sorted().map { name in
            "\(name): \(secretHeaders.contains(name) ? "REDACTED" : headers[name] ?? "")"
        }
        return shown.isEmpty ? "GET \(redactedURL)" : "GET \(redactedURL) [\(shown.joined(separator: ", "))]"
    }
}

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
        make("/boxoffice/searchWeeklyBoxOfficeList.json",
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
        make("/people/searchPeopleList.json", (name.isEmpty ? [:] : ["peopleNm": name]).merging(paging(page, perPage)) { $1 })
    }

    public func peopleInfo(code: String) -> Endpoint {
        make("/people/searchPeopleInfo.json", ["peopleCd": code])
    }

    public func companyList(name: String, page: Int, perPage: Int) -> Endpoint {
        make("/company/searchCompanyList.json", (name.isEmpty ? [:] : ["companyNm": name]).merging(paging(page, perPage)) { $1 })
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

    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
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

    /// What must never appear in a sentence or a log.
    public var secrets: [String] { ["KakaoAK \(key)", key] }

    public func imageSearch(query: String, size: Int = 10) -> Endpoint {
        var parts = Endpoint.parse(baseURL + "/v2/search/image").flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
        parts?.queryItems = [URLQueryItem(name: "query", value: query), URLQueryItem(name: "size", value: String(size))]
        // URLComponents leaves "+" alone, which servers read as a space.
        let query = parts?.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        parts?.percentEncodedQuery = query
        return Endpoint(url: parts?.url, address: baseURL, headers: ["Authorization": "KakaoAK \(key)"],
                        secretQueryItems: [], secretHeaders: ["Authorization"])
    }
}
