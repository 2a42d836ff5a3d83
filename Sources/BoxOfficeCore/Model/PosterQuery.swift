import Foundation

/// What Kakao image search is asked for a film's poster. Built only from what every screen knows
/// about a film in every language — the Korean title and the release year from KOBIS — so the window
/// (list, grid, detail; Korean or English) and `boxoffice poster` ask the same question and the poster
/// saved under the film code is the same picture everywhere. The release year (not the production
/// year) because the chart already carries it: no extra KOBIS request per film.
public struct PosterQuery: Hashable, Sendable {
    public let movieCode: String
    public let koreanTitle: String
    public let releaseYear: Int?

    public init(movieCode: String, koreanTitle: String, releaseYear: Int?) {
        self.movieCode = movieCode
        self.koreanTitle = koreanTitle.trimmingSpaces
        self.releaseYear = releaseYear
    }

    public init(_ entry: ChartEntry) {
        self.init(movieCode: entry.movieCode, koreanTitle: entry.title, releaseYear: entry.openDate?.year)
    }

    public init(_ film: FilmDetails) {
        self.init(movieCode: film.code, koreanTitle: film.title, releaseYear: film.openDate?.year)
    }

    /// "광해, 왕이 된 남자 2012 영화 포스터": the wording the iOS apps proved finds posters, plus the
    /// year, which tells remakes and re-releases apart.
    public var text: String {
        [koreanTitle, releaseYear.map(String.init), "영화 포스터"].compactMap { $0 }.joined(separator: " ")
    }
}
