import ArgumentParser
import BoxOfficeCore

/// `boxoffice daily`'s options: the app's command and the cached answer parse the same ones.
public struct DailyOptions: ParsableArguments, Sendable {
    @Option(help: .tr("The day (YYYY-MM-DD); default: yesterday in Korea, or the newest sample day."))
    public var date: String?

    @OptionGroup public var segment: SegmentOptions

    @Option(help: .tr("table, json, csv or png (a picture, written to --output)."))
    public var format: ChartFormat = .table

    @Flag(help: .tr("With csv: begin with a byte order mark, so Excel reads the Korean text as UTF-8."))
    public var bom = false

    @OptionGroup public var image: ImageOptions

    @Flag(help: .tr("Ask KOBIS again for yesterday even when the saved copy is recent."))
    public var refresh = false

    @OptionGroup public var common: CommonOptions

    public init() {}

    public func validate() throws {
        if let problem = image.problem(format) { throw ValidationError(problem) }
    }
}
