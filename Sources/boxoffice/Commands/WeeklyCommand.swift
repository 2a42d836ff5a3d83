import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import Foundation

struct WeeklyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weekly", abstract: "Print a weekend's, week's or weekdays' top 10.",
        discussion: "Weeks run Monday to Sunday and are numbered as KOBIS numbers them (201152: 2011, week 52).")

    /// The parts of a week KOBIS counts (`weekGb`).
    enum Period: String, ExpressibleByArgument, CaseIterable {
        case weekend, week, weekdays
        var kind: ChartKind {
            switch self {
            case .weekend: return .weekend
            case .week: return .week
            case .weekdays: return .weekdays
            }
        }
    }

    @Option(help: "Any day of the week (YYYY-MM-DD); default: the latest one that has ended (or the sample's).")
    var date: String?

    @Option(help: "weekend (Friday to Sunday), week (Monday to Sunday) or weekdays (Monday to Thursday).")
    var period: Period = .weekend

    @OptionGroup var segment: SegmentOptions

    @Option(help: "table, json or csv.")
    var format: ChartFormat = .table

    @Flag(help: "Ask KOBIS again even when the saved copy is recent.")
    var refresh = false

    @OptionGroup var common: CommonOptions

    func run() throws {
        let requested = try date.map(CommandSupport.parseDay)
        let kind = period.kind, segment = segment, format = format, refresh = refresh, offline = common.offline
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: offline)
            let period = requested.map { ChartPeriod(kind, containing: $0) } ?? services.charts.latestPeriod(kind)
            try await ChartRequest(period: period, segment: segment, format: format, refresh: refresh).run(services)
        }
    }
}
