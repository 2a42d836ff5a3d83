import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What `records` prints: the records of the shipped runs and the history (no request). Both executables
/// answer through here.
public enum RecordsPrinting {
    public static func print(configuration: AppConfiguration, history: HistoryStore?, format: ChartFormat) {
        // For meson-helpers/benchmark-records.sh: each part's time inside the process.
        let lap = PhaseTrace("BOXOFFICE_TRACE_RECORDS").lap
        let saved = history?.referenceRuns().runs ?? []
        lap("read \(saved.count) runs from the history")
        let shipped = ShippedReferenceRuns.load(configuration.referenceRunsFile)?.runs ?? []
        lap("read \(shipped.count) shipped runs")
        let records = FilmRecords(runs: FilmRecords.runs(shipped: shipped, history: saved))
        lap("records computed")
        let output = RecordsOutput(records: records, language: Translations.displayLanguage)
        switch format {
        case .json: Swift.print(output.json())
        case .csv: Swift.print(output.csv(), terminator: "")
        default: Swift.print(output.table())
        }
    }
}
