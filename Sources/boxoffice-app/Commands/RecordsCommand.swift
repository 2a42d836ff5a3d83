import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal

/// `boxoffice records`: the box office's records in the shipped runs and the history; no request is made.
struct RecordsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "records",
        abstract: tr("Print the box office records of the shipped runs and the history."),
        discussion: tr(
            "From the runs shipped with BoxOffice (2017–2022) and the history, one run per film, the history's figures where both hold a day. Each list is best first and names the period the data holds; a day it does not hold is not filled in."
        ))

    @Option(help: .tr("table, json or csv."))
    var format: ChartFormat = .table

    func validate() throws {
        if format == .png { throw ValidationError(tr("--format takes table, json or csv.")) }
    }

    func run() throws {
        let format = format
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: true)
            RecordsPrinting.print(configuration: services.configuration, history: services.history, format: format)
        }
    }
}
