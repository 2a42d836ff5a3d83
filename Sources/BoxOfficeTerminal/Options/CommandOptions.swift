import ArgumentParser
import BoxOfficeCore

/// `boxoffice daily`'s options: the app's command and the cached answer parse the same ones.
public struct DailyOptions: ParsableArguments, Sendable {
    @Option(help: .tr("The day (YYYY-MM-DD); default: yesterday in Korea, or the newest sample day."))
    public var date: String?

    @OptionGroup public var segment: SegmentOptions

    @Option(help: .tr("table, json or csv."))
    public var format: ChartFormat = .table

    @Flag(help: .tr("Ask KOBIS again for yesterday even when the saved copy is recent."))
    public var refresh = false

    @OptionGroup public var common: CommonOptions

    public init() {}
}

/// `boxoffice weekly`'s options.
public struct WeeklyOptions: ParsableArguments, Sendable {
    /// The parts of a week KOBIS counts (`weekGb`).
    public enum Period: String, ExpressibleByArgument, CaseIterable, Sendable {
        case weekend, week, weekdays
        public var kind: ChartKind {
            switch self {
            case .weekend: return .weekend
            case .week: return .week
            case .weekdays: return .weekdays
            }
        }
    }

    @Option(help: .tr("Any day of the week (YYYY-MM-DD); default: the latest one that has ended (or the sample's)."))
    public var date: String?

    @Option(help: .tr("weekend (Friday to Sunday), week (Monday to Sunday) or weekdays (Monday to Thursday)."))
    public var period: Period = .weekend

    @OptionGroup public var segment: SegmentOptions

    @Option(help: .tr("table, json or csv."))
    public var format: ChartFormat = .table

    @Flag(help: .tr("Ask KOBIS again even when the saved copy is recent."))
    public var refresh = false

    @OptionGroup public var common: CommonOptions

    public init() {}
}

/// `boxoffice run`'s arguments.
public struct RunOptions: ParsableArguments, Sendable {
    @Argument(help: .tr("The film: its title as in the history (spaces and case do not matter) or its KOBIS code, for example 20199882."))
    public var film: String

    @Option(help: .tr("table, json or csv."))
    public var format: ChartFormat = .table

    @Option(help: .tr("Another film, by title or code: both runs' total audience by D-number."))
    public var compare: String?

    @OptionGroup public var segment: SegmentOptions

    public init() {}
}
