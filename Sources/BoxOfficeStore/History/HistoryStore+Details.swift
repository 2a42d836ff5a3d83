import BoxOfficeCore
import Foundation
import GRDB

/// Which films' details (KOBIS's film answer, saved where the film window saves it) the cache holds: the fill
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

    /// The films each kept day of `from`…`to` names in `segment`, by rank: whose details a fill saves.
    public func filmsByDay(from: Day, to: Day, segment: ChartSegment) -> [Day: [String]] {
        var films: [Day: [HistoryRow]] = [:]
        for row in rows(from: from, to: to, segment: segment) { films[row.day, default: []].append(row) }
        return films.mapValues { $0.sorted { $0.rank < $1.rank }.map(\.movieCode) }
    }

    /// What `job` costs before it starts: its charts history lacks, the details its kept days' films lack, and
    /// an estimate of the new films of the days to fetch (`FillPrice`).
    public func fillPrice(_ job: FillJob) -> FillPrice {
        let days = job.days
        // A day either side of the range: a kept neighbour makes a first day's films mostly known.
        let kept = knownDays(from: job.first.adding(days: -1), to: job.last.adding(days: 1), segment: job.segment)
        let toFetch = days.filter { !kept.contains($0) }
        let keptInJob = Set(days.filter { kept.contains($0) })
        let films = rows(from: job.first, to: job.last, segment: job.segment).filter { keptInJob.contains($0.day) }
        let known = countFilmsLackingDetails(films.map(\.movieCode))
        guard !job.detailsOnly else { return FillPrice(charts: 0, knownDetails: known, estimatedDetails: 0) }
        var charts = toFetch.count
        if job.koreanToo {
            let korean = knownDays(from: job.first, to: job.last, segment: Self.koreanSegment)
            charts += days.filter { !korean.contains($0) }.count
        }
        return FillPrice(
            charts: charts, knownDetails: known,
            estimatedDetails: FillPrice.estimatedDetails(toFetch: toFetch, saved: kept))
    }
}
