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
