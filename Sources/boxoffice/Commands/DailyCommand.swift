import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import Foundation

struct DailyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "daily", abstract: "Print a day's top 10.")

    @Option(help: "The day (YYYY-MM-DD); default: yesterday in Korea, or the newest sample day.")
    var date: String?

    @OptionGroup var segment: SegmentOptions

    @Option(help: "table, json or csv.")
    var format: ChartFormat = .table

    @Flag(help: "Ask KOBIS again for yesterday even when the saved copy is recent.")
    var refresh = false

    @OptionGroup var common: CommonOptions

    func run() throws {
        let requested = try date.map(CommandSupport.parseDay)
        let segment = segment, format = format, refresh = refresh, offline = common.offline
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: offline)
            let day = requested ?? services.charts.latestDay
            try await ChartRequest(period: ChartPeriod(.daily, containing: day), segment: segment, format: format, refresh: refresh)
                .run(services)
        }
    }
}
