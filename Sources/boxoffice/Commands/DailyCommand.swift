import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import Foundation

struct DailyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "daily", abstract: "Print a day's top 10.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case table, json, csv }

    @Option(help: "The day (YYYY-MM-DD); default: yesterday in Korea, or the newest sample day.")
    var date: String?

    @Option(help: "table, json or csv.")
    var format: Format = .table

    @Flag(help: "Ask KOBIS again for yesterday even when the saved copy is recent.")
    var refresh = false

    @OptionGroup var common: CommonOptions

    func run() throws {
        let requested = try date.map(CommandSupport.parseDay)
        let format = format, refresh = refresh, offline = common.offline
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: offline)
            let day = requested ?? services.charts.latestDay
            let loaded = try await services.charts.dailyChart(day, refresh: refresh)
            let language = Translations.displayLanguage
            if loaded.value.entries.isEmpty {
                // Not an error, not numbers: said once, on stderr, with its own exit status, so a script
                // can tell "not tallied yet" from a failure. JSON and CSV stay valid (empty) documents.
                switch format {
                case .table: break
                case .json: print(ChartJSON.render(loaded.value))
                case .csv: print(ChartCSV.render(loaded.value), terminator: "")
                }
                CommandSupport.printError("boxoffice: " + tr("KOBIS has no numbers for {day} yet.", ["day": DayFormatting(language).long(day)]))
                throw ExitCode(CommandSupport.noNumbersStatus)
            }
            switch format {
            case .table: print(ChartTable(chart: loaded.value, language: language, sample: loaded.isSample).render())
            case .json: print(ChartJSON.render(loaded.value))
            case .csv: print(ChartCSV.render(loaded.value), terminator: "")
            }
            if format != .table || !loaded.isSample { CommandSupport.note(loaded) }
        }
    }
}
