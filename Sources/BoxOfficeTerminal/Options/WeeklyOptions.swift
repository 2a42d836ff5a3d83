import ArgumentParser
import BoxOfficeCore

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

    @Option(help: .tr("table, json, csv or png (a picture, written to --output)."))
    public var format: ChartFormat = .table

    @Flag(help: .tr("With csv: begin with a byte order mark, so Excel reads the Korean text as UTF-8."))
    public var bom = false

    @OptionGroup public var image: ImageOptions

    @Flag(help: .tr("Ask KOBIS again even when the saved copy is recent."))
    public var refresh = false

    @OptionGroup public var common: CommonOptions

    public init() {}

    public func validate() throws {
        if let problem = image.problem(format) { throw ValidationError(problem) }
    }
}
