import BoxOfficeCore
import Foundation
import GRDB

extension HistoryStore {
    /// The English titles (KOBIS movieNmEn) in the saved details of each film that has one: the charts name
    /// films in Korean only, so an English view takes a film's title from here.
    public func englishTitles(of codes: [String]) -> [String: String] {
        database.readingOnce("read the films' English titles") { db in
            var found: [String: String] = [:]
            let statement = try db.cachedStatement(sql: "SELECT body FROM response WHERE kind = 'movie' AND key = ?")
            for code in codes.prefix(10_000) {
                guard let row = try Row.fetchOne(statement, arguments: [code]),
                    let body = Data.fromDatabaseValue(row[0]),  // edited files: no trap
                    let info = try? ResponseDecoding.kobisMovieInfo(body)
                else { continue }
                let title = FilmDetails(info).titleEnglish
                if !title.isEmpty { found[code] = title }
            }
            return found
        } ?? [:]
    }
}
