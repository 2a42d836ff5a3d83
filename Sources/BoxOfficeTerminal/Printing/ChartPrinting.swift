import ArgumentParser
import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What `daily` and `weekly` print for a chart, however it was loaded: the table, JSON or CSV on
/// stdout; notes, and "no numbers yet" with its own status, on stderr.
public enum ChartPrinting {
    /// `bom`: the CSV begins with a byte order mark (`--bom`).
    public static func print(
        _ loaded: Loaded<Chart>, query: ChartQuery, region: Region?, format: ChartFormat, bom: Bool = false
    ) throws {
        let language = Translations.displayLanguage
        let heading = ChartHeading(query: query, chart: loaded.value, region: region, language: language)
        let empty = loaded.value.entries.isEmpty
        switch format {
        // An empty table would be a heading over nothing: the sentence below says it instead.
        case .table:
            if !empty {
                Swift.print(
                    ChartTable(chart: loaded.value, title: heading.title, language: language, sample: loaded.isSample)
                        .render())
            }
        case .json: Swift.print(query.kind.isWeekly ? ChartJSON.render(week: heading) : ChartJSON.render(loaded.value))
        case .csv: Swift.print(CommandSupport.csv(ChartExport.csv(loaded.value), bom: bom), terminator: "")
        case .png: break  // drawn by boxoffice-app into --output's file, once the chart has numbers
        }
        if empty {
            // Not an error, not numbers: said once, on stderr, with its own exit status, so a script
            // can tell "not tallied yet" from a failure. JSON and CSV stay valid (empty) documents.
            CommandSupport.printError("boxoffice: " + tr("KOBIS has no numbers for {day} yet.", ["day": heading.days]))
            throw ExitCode(CommandSupport.noNumbersStatus)
        }
        if format != .table || !loaded.isSample { CommandSupport.note(loaded) }
    }
}
