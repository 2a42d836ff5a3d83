import ArgumentParser
import BoxOfficeCore

/// `boxoffice run`'s arguments.
public struct RunOptions: ParsableArguments, Sendable {
    @Argument(
        help: .tr(
            "The film: its title as in the history (spaces and case do not matter) or its KOBIS code, for example 20199882."
        ))
    public var film: String

    @Option(help: .tr("table, json, csv or png (a picture, written to --output)."))
    public var format: ChartFormat = .table

    @Flag(help: .tr("With csv: begin with a byte order mark, so Excel reads the Korean text as UTF-8."))
    public var bom = false

    @OptionGroup public var image: ImageOptions

    @Option(help: .tr("Another film, by title or code: both runs' total audience by D-number."))
    public var compare: String?

    @OptionGroup public var segment: SegmentOptions

    public init() {}

    public func validate() throws {
        if let problem = image.problem(format) { throw ValidationError(problem) }
    }
}
