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
