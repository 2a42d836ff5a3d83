import Foundation

/// What the film search asks KOBIS (searchMovieList): a title, a director, a range of opening years,
/// a nation code (common-code group 2204), the page.
public struct FilmSearch: Sendable, Hashable {
    public var title: String
    public var director: String
    /// Opening years, sent as `openStartDt`/`openEndDt` (YYYY).
    public var years: ClosedRange<Int>?
    /// A `repNationCd` value from code group 2204, passed as is.
    public var nationCode: String?

    public init(title: String, director: String = "", years: ClosedRange<Int>? = nil, nationCode: String? = nil) {
        self.title = SearchText.query(title)
        self.director = SearchText.query(director)
        self.years = years
        self.nationCode = nationCode.map { OutsideText.code($0) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The request's parameters (page and size aside), empty ones left out.
    public var parameters: [String: String] {
        var p: [String: String] = [:]
        if !title.isEmpty { p["movieNm"] = title }
        if !director.isEmpty { p["directorNm"] = director }
        if let years {
            p["openStartDt"] = String(format: "%04d", years.lowerBound)
            p["openEndDt"] = String(format: "%04d", years.upperBound)
        }
        if let nationCode { p["repNationCd"] = nationCode }
        return p
    }
}

public enum SearchText {
    /// Longest query sent: a title is far shorter, and a key built from it stays small.
    public static let queryLimit = 100

    /// What is sent for a typed query: cleaned, trimmed, bounded.
    public static func query(_ text: String) -> String { OutsideText.clean(text, limit: queryLimit) }

    /// "2019", "2010-2019", "2010–2019": a year range, or nil when it is not one (years 1900–2100).
    public static func yearRange(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "–" || $0 == "~" }).map { $0.trimmingSpaces }
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.count == 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let from = Int(parts[0]), let to = Int(parts[parts.count - 1]),
              (1900...2100).contains(from), (1900...2100).contains(to), from <= to else { return nil }
        return from...to
    }
}

/// The chart's search bar: does a film's title match what is typed? Case and spaces are ignored, in
/// Korean or English ("범죄 도시" finds 범죄도시, "top gun" finds "Top Gun: Maverick").
public enum ChartFilter {
    public static func matches(title: String, englishTitle: String, query: String) -> Bool {
        let q = fold(query)
        guard !q.isEmpty else { return true }
        return fold(title).contains(q) || fold(englishTitle).contains(q)
    }

    /// Lower-cased, width-folded, without whitespace.
    static func fold(_ text: String) -> String {
        let folded = text.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
        return String(String.UnicodeScalarView(folded.unicodeScalars.filter { !$0.properties.isWhitespace }))
    }
}
