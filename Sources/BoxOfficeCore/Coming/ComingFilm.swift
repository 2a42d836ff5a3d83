/// A film registered to open, from KOBIS's film list (searchMovieList), as the Coming window and
/// `boxoffice coming` show it.
public struct ComingFilm: Sendable, Equatable, Hashable {
    public let code: String
    public let title: String
    public let titleEnglish: String
    public let openDate: Day
    public let genres: [String]
    public let nations: [String]
    public let directors: [String]
    /// 장편, 단편 … as KOBIS names the type.
    public let type: String
    /// The 배급사 of the film's saved details; empty when none are saved. The film list's `companys` are
    /// not distributors, so nothing is guessed from them.
    public var distributors: [String]

    public init(
        code: String, title: String, titleEnglish: String = "", openDate: Day, genres: [String] = [],
        nations: [String] = [], directors: [String] = [], type: String = "", distributors: [String] = []
    ) {
        self.code = code
        self.title = title
        self.titleEnglish = titleEnglish
        self.openDate = openDate
        self.genres = genres
        self.nations = nations
        self.directors = directors
        self.type = type
        self.distributors = distributors
    }

    /// A film of the list that has an opening day; nil for one registered with none ("" or no key).
    public init?(_ item: FilmListItem) {
        guard let openDate = item.openDate, !item.code.isEmpty else { return nil }
        self.init(
            code: item.code, title: item.title, titleEnglish: item.titleEnglish, openDate: openDate,
            genres: item.genres, nations: item.nations, directors: item.directors, type: item.type)
    }
}
