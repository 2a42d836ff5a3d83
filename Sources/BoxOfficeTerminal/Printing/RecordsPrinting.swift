import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What `records` prints: the records of the shipped runs and the history (no request). Both executables
/// answer through here.
public enum RecordsPrinting {
    public static func print(configuration: AppConfiguration, history: HistoryStore?, format: ChartFormat) {
        let started = DispatchTime.now().uptimeNanoseconds
        let records = FilmRecords.load(shipped: configuration.referenceRunsFile, history: history)
        // For meson-helpers/benchmark-records.sh: the records' time inside the process.
        if getenv("BOXOFFICE_TRACE_RECORDS").map({ String(cString: $0) }) == "1" {
            let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
            CommandSupport.printError(String(format: "boxoffice: records in %.3f ms", ms))
        }
        let output = RecordsOutput(records: records, language: Translations.displayLanguage)
        switch format {
        case .json: Swift.print(output.json())
        case .csv: Swift.print(output.csv(), terminator: "")
        default: Swift.print(output.table())
        }
    }
}
