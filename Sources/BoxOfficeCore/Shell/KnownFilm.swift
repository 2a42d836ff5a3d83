/// A film this machine knows without asking KOBIS: from the history (its best-known total and best rank) and
/// from its saved details (the English title). What the desktop's search lists.
public struct KnownFilm: Sendable, Equatable {
    public let movieCode: String
    public let title: String
    /// From the saved details; nil when none are saved (history keeps the Korean title only).
    public let englishTitle: String?
    /// The opening year, else the year of production or of its first day in history.
    public let year: Int?
    /// The highest total audience in history; nil when the film is only in saved details.
    public let audienceTotal: Int64?
    /// Its best rank in history's whole-market chart.
    public let bestRank: Int?
    /// Made once: what a search compares with.
    public let keys: [TitleKey]

    public init(
        movieCode: String, title: String, englishTitle: String? = nil, year: Int? = nil, audienceTotal: Int64? = nil,
        bestRank: Int? = nil
    ) {
        self.movieCode = movieCode
        self.title = title
        self.englishTitle = englishTitle
        self.year = year
        self.audienceTotal = audienceTotal
        self.bestRank = bestRank
        keys = [TitleKey(title)] + (englishTitle.map { [TitleKey($0)] } ?? [])
    }

    /// The films `terms` find, best known first (the larger total; then the title, so the order is stable).
    public static func search(_ terms: SearchTerms, in films: [KnownFilm], limit: Int) -> [KnownFilm] {
        firstMatches(terms, in: ranked(films), limit: limit)
    }

    /// Best known first: what `firstMatches` takes, sorted once for many searches.
    public static func ranked(_ films: [KnownFilm]) -> [KnownFilm] { films.sorted(by: betterKnown) }

    /// The first `limit` of `ranked` films that `terms` find: a term every film matches ("영화") stops after
    /// `limit` films instead of matching and sorting them all.
    public static func firstMatches(_ terms: SearchTerms, in ranked: [KnownFilm], limit: Int) -> [KnownFilm] {
        guard !terms.isEmpty, limit > 0 else { return [] }
        var found: [KnownFilm] = []
        for film in ranked where terms.match(film.keys) {
            found.append(film)
            if found.count == limit { break }
        }
        return found
    }

    static func betterKnown(_ a: KnownFilm, _ b: KnownFilm) -> Bool {
        let (x, y) = (a.audienceTotal ?? -1, b.audienceTotal ?? -1)
        if x != y { return x > y }
        if a.title != b.title { return a.title < b.title }
        return a.movieCode < b.movieCode
    }
}
