import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import Foundation

/// What `daily` and `weekly` share: ask the repository for one chart, print it in the chosen format.
struct ChartRequest {
    let period: ChartPeriod
    let segment: SegmentOptions
    let format: ChartFormat
    let refresh: Bool

    @MainActor func run(_ services: AppServices) async throws {
        let (segment, region) = await self.segment.resolve(services.charts)
        let query = ChartQuery(period: period, segment: segment)
        let loaded = try await services.charts.chart(query, refresh: refresh)
        let language = Translations.displayLanguage
        let heading = ChartHeading(query: query, chart: loaded.value, region: region, language: language)
        let empty = loaded.value.entries.isEmpty
        switch format {
        // An empty table would be a heading over nothing: the sentence below says it instead.
        case .table: if !empty { print(ChartTable(chart: loaded.value, title: heading.title, language: language, sample: loaded.isSample).render()) }
        case .json: print(query.kind.isWeekly ? ChartJSON.render(week: heading) : ChartJSON.render(loaded.value))
        case .csv: print(ChartExport.csv(loaded.value), terminator: "")
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
