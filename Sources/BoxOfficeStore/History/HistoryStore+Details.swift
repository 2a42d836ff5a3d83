import BoxOfficeCore
import Foundation
import GRDB

/// Which films' details (KOBIS's movie answer, saved where the film window saves it) the cache holds: the fill
/// saves a film's the first time it meets the film, and the market says how many still lack them.
extension HistoryStore {
    /// The codes among `codes` with no saved details, in their order, each once.
    public func filmsLackingDetails(_ codes: [String]) -> [String] {
        var seen = Set<String>()
        let unique = codes.filter { seen.insert($0).inserted }
        return database.readingOnce("read which films' details are saved") { db in
            let statement = try db.cachedStatement(
                sql: "SELECT EXISTS (SELECT 1 FROM response WHERE kind = 'movie' AND key = ?)")
            return try unique.filter { try !(Bool.fetchOne(statement, arguments: [$0]) ?? false) }
        } ?? unique
    }

    /// How many of `codes` have no saved details.
    public func countFilmsLackingDetails(_ codes: [String]) -> Int { filmsLackingDetails(codes).count }
}
