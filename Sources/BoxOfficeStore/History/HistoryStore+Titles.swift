import BoxOfficeCore
import Foundation
import GRDB

extension HistoryStore {
    /// What the films' saved details name, read in one pass: each film's distributors (배급사) and its English
    /// title (KOBIS movieNmEn; the charts name films in Korean only, so an English view takes a film's title from
    /// here). A film without details, or whose body no longer decodes, is in neither.
    public struct SavedFilmNames: Sendable, Equatable {
        public var distributors: [String: [String]] = [:]
        public var englishTitles: [String: String] = [:]
    }

    public func savedFilmNames(of codes: [String]) -> SavedFilmNames {
        database.readingOnce("read the films' details") { db in
            var found = SavedFilmNames()
            let statement = try db.cachedStatement(sql: "SELECT body FROM response WHERE kind = 'movie' AND key = ?")
            for code in Set(codes) {
                guard let row = try Row.fetchOne(statement, arguments: [code]),
                    let body = Data.fromDatabaseValue(row[0]),  // edited files: no trap
                    let info = try? ResponseDecoding.kobisMovieInfo(body)
                else { continue }
                let film = FilmDetails(info)
                let names = DistributorShare.distributors(of: film)
                if !names.isEmpty { found.distributors[code] = names }
                if !film.titleEnglish.isEmpty { found.englishTitles[code] = film.titleEnglish }
            }
            return found
        } ?? SavedFilmNames()
    }

    /// The English titles of `codes` from their saved details (see `savedFilmNames`).
    public func englishTitles(of codes: [String]) -> [String: String] { savedFilmNames(of: codes).englishTitles }
}
