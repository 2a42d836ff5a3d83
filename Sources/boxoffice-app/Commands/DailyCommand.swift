import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal

struct DailyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "daily", abstract: tr("Print a day's top 10."))

    @OptionGroup var options: DailyOptions

    func run() throws {
        let requested = try options.date.map(CommandSupport.parseDay)
        let options = options
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: options.common.offline)
            try await ChartRequest(
                period: services.charts.saved.period(.daily, containing: requested), segment: options.segment,
                format: options.format, bom: options.bom, refresh: options.refresh, image: options.image
            ).run(services)
        }
    }
}
