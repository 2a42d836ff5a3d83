import ArgumentParser
import BoxOfficeCore

/// `boxoffice market`'s options: the app's command and the cached answer parse the same ones.
public struct MarketOptions: ParsableArguments, Sendable {
    @Option(help: .tr("The year (YYYY): its market from the history, up to yesterday in Korea."))
    public var year: Int?

    @Option(help: .tr("One month of the year (1-12) instead of the whole year."))
    public var month: Int?

    @Flag(help: .tr("Every weekend (Friday to Sunday) of the year instead."))
    public var weekends = false

    @Flag(
        help: .tr(
            "The holidays (Seollal, May, the summer peak, Chuseok, Christmas Day) against past years; without --year, every year the history holds."
        ))
    public var holidays = false

    @Option(help: .tr("table, json, csv or png (a picture, written to --output)."))
    public var format: ChartFormat = .table

    @Flag(help: .tr("With csv: begin with a byte order mark, so Excel reads the Korean text as UTF-8."))
    public var bom = false

    @OptionGroup public var image: ImageOptions

    @OptionGroup public var common: CommonOptions

    public init() {}

    public func validate() throws {
        if let problem = image.problem(format) { throw ValidationError(problem) }
        if holidays {
            if let problem = Self.holidaysProblem(year: year, month: month, weekends: weekends, format: format) {
                throw ValidationError(problem)
            }
            return
        }
        guard let year else { throw ValidationError(tr("--year is needed (or --holidays).")) }
        if let problem = Self.problem(year: year, month: month, weekends: weekends) { throw ValidationError(problem) }
    }

    /// Why these values cannot be answered; nil when they can (shared with the small parser).
    static func problem(year: Int, month: Int?, weekends: Bool) -> String? {
        if !(1...9999).contains(year) { return tr("--year takes a year such as 2018.") }
        if let month, !(1...12).contains(month) { return tr("--month takes a month from 1 to 12.") }
        if month != nil, weekends { return tr("--month and --weekends cannot be used together.") }
        return nil
    }

    /// Why `--holidays` with these cannot be answered; nil when it can (shared with the small parser).
    static func holidaysProblem(year: Int?, month: Int?, weekends: Bool, format: ChartFormat) -> String? {
        if let year, !(1...9999).contains(year) { return tr("--year takes a year such as 2018.") }
        if month != nil || weekends { return tr("--holidays takes no --month or --weekends.") }
        if format == .png { return tr("--holidays prints a table, json or csv.") }
        return nil
    }
}
