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

    @Option(help: .tr("table, json, csv or png."))
    var format: ChartFormat = .table

    @Option(help: .tr("Only the films that opened in this year."))
    var year: Int?

    @Flag(help: .tr("With csv: begin with a byte order mark, so Excel reads the Korean text as UTF-8."))
    var bom = false

    @OptionGroup var image: ImageOptions

    func validate() throws {
        if let problem = image.problem(format) { throw ValidationError(problem) }
    }

    func run() throws {
        let (format, year, bom, image) = (format, year, bom, image)
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: true)
            let records = RecordsPrinting.load(
                configuration: services.configuration, history: services.history, year: year)
            try RecordsPrinting.print(
                records, format: format, bom: bom,
                titles: MarketPrinting.displayTitles(records.movieCodes, history: services.history))
            if format == .png {
                try ImageOutput.records(
                    records, history: services.history, now: services.configuration.clock.now(), options: image)
            }
        }
    }
}
