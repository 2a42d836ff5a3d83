import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import Foundation

/// `boxoffice coming [--weeks N]`: the films registered to open in the next weeks, from KOBIS's film list
/// (its pages asked at most once a day, what they cost said first on stderr).
struct ComingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coming", abstract: tr("The films opening in the next weeks."),
        discussion: tr(
            "From KOBIS's film list, read at most once a day (100 films a request, at most 40 requests a year)."))

    enum Format: String, ExpressibleByArgument, CaseIterable { case table, json, csv }

    @Option(help: .tr("How many weeks from today, 1 to 52."))
    var weeks: String = "4"

    @Option(help: .tr("table, json or csv."))
    var format: Format = .table

    @OptionGroup var common: CommonOptions

    func run() throws {
        guard let weeks = Int(weeks), ComingFilms.weekRange.contains(weeks) else {
            CommandSupport.usageError(tr("--weeks takes a number of weeks from 1 to 52"))
        }
        let format = format
        let offline = common.offline
        try CommandSupport.run {
            let coming = AppServices.forCommand(offline: offline).coming
            let plan = await coming.plan(weeks: weeks)
            if !plan.isFree && !offline { CommandSupport.printError("boxoffice: " + ComingText.cost(plan) + ".") }
            let result = try await coming.films(weeks: weeks)
            try ComingPrinting.print(
                result.films, warnings: ComingText.warnings(result),
                format: ChartFormat(rawValue: format.rawValue) ?? .table)
        }
    }
}
