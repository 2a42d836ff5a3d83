import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal

struct WeeklyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weekly", abstract: tr("Print a weekend's, week's or weekdays' top 10."),
        discussion: tr("Weeks run Monday to Sunday and are numbered as KOBIS numbers them (201152: 2011, week 52)."))

    @OptionGroup var options: WeeklyOptions

    func run() throws {
        let requested = try options.date.map(CommandSupport.parseDay)
        let options = options
        let kind = options.period.kind
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: options.common.offline)
            try await ChartRequest(
                period: services.charts.saved.period(kind, containing: requested), segment: options.segment,
                format: options.format, bom: options.bom, refresh: options.refresh, image: options.image
            ).run(services)
        }
    }
}
