import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal

struct DailyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "daily", abstract: "Print a day's top 10.")

    @OptionGroup var options: DailyOptions

    func run() throws {
        let requested = try options.date.map(CommandSupport.parseDay)
        let options = options
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: options.common.offline)
            let day = requested ?? services.charts.latestDay
            try await ChartRequest(period: ChartPeriod(.daily, containing: day), segment: options.segment, format: options.format,
                                   refresh: options.refresh).run(services)
        }
    }
}
