import BoxOfficeCore
import Foundation

extension FilmRecords {
    /// The records of the shipped runs (`ShippedReferenceRuns`) and the history's, read with their loaders and
    /// joined film by film (`runs(shipped:history:)`): the one loader of `boxoffice records` and the Market
    /// view's records, so the two cannot differ. `year`: only the films that opened that year; `lap`: each
    /// part's time (meson-helpers/benchmark-records.sh).
    public static func load(
        shipped: URL?, history: HistoryStore?, year: Int? = nil, lap: (String) -> Void = { _ in }
    ) -> FilmRecords {
        let saved = history?.referenceRuns().runs ?? []
        lap("read \(saved.count) runs from the history")
        let file = ShippedReferenceRuns.load(shipped)?.runs ?? []
        lap("read \(file.count) shipped runs")
        let joined = runs(shipped: file, history: saved)
        let records = FilmRecords(runs: year.map { y in joined.filter { $0.openDate.year == y } } ?? joined)
        lap("records computed")
        return records
    }
}
