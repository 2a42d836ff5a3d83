import BoxOfficeCore
import Foundation

extension FilmRecords {
    /// The records of the shipped runs (`ShippedReferenceRuns`) and the history's, read with their loaders.
    public static func load(shipped: URL?, history: HistoryStore?) -> FilmRecords {
        let saved = history?.referenceRuns().runs ?? []
        let file = ShippedReferenceRuns.load(shipped)
        return FilmRecords(runs: runs(shipped: file?.runs ?? [], history: saved))
    }
}
