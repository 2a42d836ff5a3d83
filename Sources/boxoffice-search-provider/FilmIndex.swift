import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// The known films, read from the cache once and again only when another process (the window, a fill) has
/// written to it since: the Shell asks at every key press, and one read of ten years of history is most of a
/// cold start's budget. Never a network request: the Shell gives a provider a moment, not seconds.
final class FilmIndex {
    /// The Shell shows a handful per provider.
    static let resultLimit = 5

    private let paths: AppPaths
    private var opened: (cache: DiskCache, history: HistoryStore)?
    /// Best known first (`KnownFilm.ranked`), so a search stops at the fifth match.
    private var films: [KnownFilm] = []
    private var byCode: [String: Int] = [:]
    private var version: Int?

    init(paths: AppPaths) { self.paths = paths }

    /// The best-known films every term matches.
    func search(_ terms: SearchTerms) -> [KnownFilm] {
        guard !terms.isEmpty else { return [] }
        refresh()
        return KnownFilm.firstMatches(terms, in: films, limit: Self.resultLimit)
    }

    /// Of `codes` (the Shell's earlier results), those the terms still match, best known first.
    func narrow(_ codes: [String], _ terms: SearchTerms) -> [KnownFilm] {
        guard !terms.isEmpty else { return [] }
        refresh()
        var seen = Set<String>()
        let given = codes.filter { seen.insert($0).inserted }.compactMap(film)  // each film once
        return KnownFilm.search(terms, in: given, limit: Self.resultLimit)
    }

    /// The film of a result the Shell shows; nil for an id this provider never gave.
    func film(_ code: String) -> KnownFilm? {
        if films.isEmpty { refresh() }
        return byCode[code].map { films[$0] }
    }

    /// The saved poster's file, if there is one.
    func posterFile(_ code: String) -> String? { opened?.cache.posters.savedFile(movieCode: code)?.path }

    /// Reads the films when none were read or the database changed. A cache that does not exist yet is not
    /// made here (the app makes it); a missing or damaged one is no films, and is looked for again next time.
    private func refresh() {
        if opened == nil {
            guard FileManager.default.fileExists(atPath: paths.database.path),
                let cache = SearchTrace.timed(
                    "open the cache",
                    {
                        try? DiskCache(
                            directory: paths.cacheDirectory, busyTimeout: 0.05, recoverDamaged: false, warn: { _ in })
                    })
            else { return }
            opened = (cache, HistoryStore(database: cache.database))
        }
        guard let history = opened?.history else { return }
        let now = history.dataVersion
        guard now == nil || now != version || films.isEmpty else { return }
        version = now
        films = SearchTrace.timed("read the known films") { KnownFilm.ranked(history.knownFilms()) }
        byCode = [:]
        for (i, film) in films.enumerated() { byCode[film.movieCode] = i }
    }
}
