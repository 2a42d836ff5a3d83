import ArgumentParser
import BoxOfficeCore

/// `boxoffice forecast`'s arguments.
public struct ForecastOptions: ParsableArguments, Sendable {
    @Argument(help: .tr("The film: its title (in the history or the shipped runs) or its KOBIS code."))
    public var film: String?

    @Option(name: .customLong("as-of"), help: .tr("Forecast from the film's days up to this day (YYYY-MM-DD)."))
    public var asOf: String?

    // Unconditional: "--at-day -3" is a value to refuse in a sentence, not an unknown option.
    @Option(
        name: .customLong("at-day"), parsing: .unconditional,
        help: .tr("Forecast as of the film's D-number N (D1: its opening day)."))
    public var atDay: Int?

    @Option(
        name: .customLong("break-even"), parsing: .unconditional,
        help: .tr(
            "The film's break-even in admissions (4000000 or 400만), saved for the film on this machine; none forgets it."
        ))
    public var breakEven: String?

    @Option(
        help: .tr("table, json, csv or png (a picture of the film's run with the forecast, written to --output)."))
    public var format: ChartFormat = .table

    @Flag(help: .tr("With csv: begin with a byte order mark, so Excel reads the Korean text as UTF-8."))
    public var bom = false

    @Flag(help: .tr("Measure the forecast on every film the history and the shipped runs hold, instead."))
    public var backtest = false

    @Option(help: .tr("With --backtest: the first opening day measured (YYYY-MM-DD; 2018-01-01 by default)."))
    public var from: String?

    @Option(help: .tr("With --backtest: the last opening day measured (YYYY-MM-DD)."))
    public var to: String?

    @OptionGroup public var image: ImageOptions

    public init() {}

    public var request: ForecastRequest {
        ForecastRequest(
            film: film, asOf: asOf, atDay: atDay, breakEven: breakEven, format: format, backtest: backtest, from: from,
            to: to, bom: bom)
    }

    public func validate() throws {
        if let problem = request.problem ?? image.problem(format) { throw ValidationError(problem) }
    }
}

/// What `forecast` was asked, as either executable's parser read it.
public struct ForecastRequest: Equatable, Sendable {
    public var film: String?
    public var asOf: String?
    public var atDay: Int?
    public var breakEven: String?
    public var format: ChartFormat = .table
    public var backtest = false
    public var from: String?
    public var to: String?
    public var bom = false

    public init(
        film: String? = nil, asOf: String? = nil, atDay: Int? = nil, breakEven: String? = nil,
        format: ChartFormat = .table, backtest: Bool = false, from: String? = nil, to: String? = nil, bom: Bool = false
    ) {
        self.film = film
        self.asOf = asOf
        self.atDay = atDay
        self.breakEven = breakEven
        self.format = format
        self.backtest = backtest
        self.from = from
        self.to = to
        self.bom = bom
    }

    /// The first opening day `--backtest` measures without `--from`.
    public static let firstDayMeasured = Day(year: 2018, month: 1, day: 1)

    /// The word that forgets a saved break-even.
    public static let noBreakEven = "none"

    /// The break-even asked: nil when none was given, .some(nil) for `none`.
    var breakEvenAsked: Int64?? {
        guard let breakEven else { return nil }
        if breakEven.trimmingSpaces.lowercased() == Self.noBreakEven { return .some(nil) }
        guard let admissions = Self.admissions(breakEven) else { return nil }
        return .some(admissions)
    }

    /// The usage mistake in these options, one sentence; nil when there is none.
    public var problem: String? {
        if let atDay, atDay < 1 {
            return tr(
                "--at-day takes a D-number of 1 or more (D1: the opening day), not {n}.", ["n": String(atDay)])
        }
        if backtest {
            if film != nil || asOf != nil || breakEven != nil {
                return tr("--backtest measures every film: give no film, --as-of or --break-even with it.")
            }
            if format == .png { return tr("--backtest prints a table, json or csv.") }
            for day in [from, to].compactMap({ $0 }) where CommandSupport.validDay(day) == nil {
                return BoxOfficeError.invalidDate(text: day).sentence
            }
            if let last = to.flatMap(CommandSupport.validDay), let first = from.flatMap(CommandSupport.validDay),
                last < first
            {
                return tr("The first day is after the last.")
            }
            // A --to alone before the first day measured by default.
            if from == nil, let last = to.flatMap(CommandSupport.validDay), let first = Self.firstDayMeasured,
                last < first
            {
                return tr(
                    "The first day measured, {from}, is after the last, {to}.", ["from": first.iso, "to": last.iso])
            }
            return nil
        }
        if from != nil || to != nil { return tr("--from and --to go with --backtest.") }
        guard let film, !film.trimmingSpaces.isEmpty else {
            return tr("Give a film's title or its KOBIS code, for example 20199882.")
        }
        if asOf != nil, atDay != nil { return tr("Give --as-of or --at-day, not both.") }
        if let asOf, CommandSupport.validDay(asOf) == nil { return BoxOfficeError.invalidDate(text: asOf).sentence }
        if let breakEven, breakEvenAsked == nil {
            return tr(
                "--break-even takes a number of admissions, 4000000 or 400만 (or none to forget it), not \"{text}\".",
                ["text": OutsideText.clean(breakEven, limit: 40)])
        }
        return nil
    }

    /// "4000000", "4,000,000", "400만" or "1,000만 명": admissions, 1 to 10^10; nil otherwise.
    public static func admissions(_ text: String) -> Int64? {
        var t = text.filter { !$0.isWhitespace && $0 != "," }
        if t.hasSuffix("명") { t.removeLast() }
        var unit: Int64 = 1
        if t.hasSuffix("만") {
            unit = 10_000
            t.removeLast()
        }
        guard !t.isEmpty, t.count <= 11, t.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int64(t) else {
            return nil
        }
        let (value, overflow) = n.multipliedReportingOverflow(by: unit)
        guard !overflow, value >= 1, value <= 10_000_000_000 else { return nil }
        return value
    }
}
