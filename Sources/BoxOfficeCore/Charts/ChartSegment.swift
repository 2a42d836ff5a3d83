/// Which films a chart counts: KOBIS's `repNationCd`, `multiMovieYn` and `wideAreaCd`, combinable.
public struct ChartSegment: Hashable, Sendable, Codable {
    public enum Nation: String, CaseIterable, Sendable, Codable { case all, korean, foreign }
    public enum Films: String, CaseIterable, Sendable, Codable { case all, diversity, commercial }

    public var nation: Nation
    public var films: Films
    /// A region code from the common codes (`0105001`); nil for the whole country.
    public var region: String?

    public init(nation: Nation = .all, films: Films = .all, region: String? = nil) {
        self.nation = nation
        self.films = films
        self.region = region
    }

    public static let everything = ChartSegment()
    /// Korean films only (`repNationCd=K`): the chart the market's Korean share is read from.
    public static let korean = ChartSegment(nation: .korean)
    public var isEverything: Bool { self == .everything }

    /// The query parameters KOBIS takes for this segment (none for the whole market).
    public var queryItems: [String: String] {
        var items: [String: String] = [:]
        switch nation {
        case .all: break
        case .korean: items["repNationCd"] = "K"
        case .foreign: items["repNationCd"] = "F"
        }
        switch films {
        case .all: break
        case .diversity: items["multiMovieYn"] = "Y"
        case .commercial: items["multiMovieYn"] = "N"
        }
        if let region { items["wideAreaCd"] = region }
        return items
    }

    /// Appended to a cache key: empty for the whole market, so charts saved before segments existed stay valid.
    public var cacheSuffix: String {
        isEverything
            ? "" : "|" + queryItems.keys.sorted().map { "\($0)=\(queryItems[$0] ?? "")" }.joined(separator: "&")
    }
}
