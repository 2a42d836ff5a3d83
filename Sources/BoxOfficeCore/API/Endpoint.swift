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

    public init(
        url: URL, headers: [String: String] = [:],
        secretQueryItems: Set<String> = [], secretHeaders: Set<String> = []
    ) {
        self.init(
            url: url, address: url.absoluteString, headers: headers,
            secretQueryItems: secretQueryItems, secretHeaders: secretHeaders)
    }

    init(
        url: URL?, address: String, headers: [String: String],
        secretQueryItems: Set<String>, secretHeaders: Set<String>
    ) {
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
        guard octets.count == 4,
            octets.allSatisfy({ (1...3).contains($0.count) && $0.allSatisfy(\.isASCII) && UInt8($0) != nil })
        else { return false }
        return octets[0] == "127"
    }

    /// An absolute http(s) URL with a host, or nil. Never traps on spaces or bad `%` escapes.
    public static func parse(_ text: String) -> URL? {
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(),
            scheme == "http" || scheme == "https", parts.host?.isEmpty == false
        else { return nil }
        return parts.url
    }

    /// The URL with every secret replaced, for logs and error messages.
    public var redactedURL: String {
        guard let url, var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return "<invalid address>"
        }
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
