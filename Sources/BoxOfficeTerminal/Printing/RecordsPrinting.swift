import ArgumentParser
import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What `records` prints: the records of the shipped runs and the history (no request), read by the one
/// loader the Market view uses too (`FilmRecords.load`). Both executables answer through here.
public enum RecordsPrinting {
    public static func print(configuration: AppConfiguration, history: HistoryStore?, format: ChartFormat) throws {
        let records = load(configuration: configuration, history: history)
        try print(
            records, format: format, titles: MarketPrinting.displayTitles(records.movieCodes, history: history))
    }

    /// `year`: only the films that opened in it. Each part timed on stderr with BOXOFFICE_TRACE_RECORDS=1
    /// (meson-helpers/benchmark-records.sh).
    public static func load(configuration: AppConfiguration, history: HistoryStore?, year: Int? = nil) -> FilmRecords {
        FilmRecords.load(
            shipped: configuration.referenceRunsFile, history: history, year: year,
            lap: PhaseTrace("BOXOFFICE_TRACE_RECORDS").lap)
    }

    /// No run held (none of the year asked for): one sentence and status 2, as other empty answers. png is drawn
    /// by `boxoffice-app` into --output's file; nothing is printed for it.
    /// `titles`: English titles by film code for the table (`MarketPrinting.displayTitles`).
    public static func print(
        _ records: FilmRecords, format: ChartFormat, bom: Bool = false, titles: [String: String] = [:]
    ) throws {
        let output = RecordsOutput(records: records, language: Translations.displayLanguage, titles: titles)
        guard records.from != nil else {
            CommandSupport.printError("boxoffice: " + tr("No records: no runs are held."))
            throw ExitCode(CommandSupport.noNumbersStatus)
        }
        switch format {
        case .json: Swift.print(output.json())
        case .csv: Swift.print(CommandSupport.csv(output.csv(), bom: bom), terminator: "")
        case .png: break
        case .table: Swift.print(output.table())
        }
    }
}
