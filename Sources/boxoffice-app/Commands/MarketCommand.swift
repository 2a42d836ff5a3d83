import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal

/// `boxoffice market --year YYYY [--month M | --weekends]`: the market over a year, a month or its weekends
/// (`--holidays [--year YYYY]`: the holiday periods against past years),
/// estimated from the history's daily charts; no request is made (fill the history with `boxoffice history`).
struct MarketCommand: ParsableCommand {
    // One literal each: meson-helpers/update-po.sh extracts tr("…") as C strings.
    static let configuration = CommandConfiguration(
        commandName: "market", abstract: tr("Print the market of a year, a month or its weekends from history."),
        discussion: tr(
            "Sales are estimated day by day from the top 10's shares of the market, admissions from the top 10's average ticket price (both marked ≈); every figure says how many days of the period the history holds, and a missing day is never estimated. Last year is compared over the days both years hold. Korean films' share needs their chart in the history (boxoffice history --nation korean), distributors the films' saved details."
        ))

    @OptionGroup var options: MarketOptions

    func run() throws {
        let options = options
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: true)
            if options.holidays {
                let loaded = MarketPrinting.loadHolidays(
                    year: options.year, history: services.history, now: services.configuration.clock.now())
                return try MarketPrinting.print(loaded, format: options.format, bom: options.bom)
            }
            let loaded = MarketPrinting.load(
                year: options.year ?? 0, month: options.month, weekends: options.weekends,
                history: services.history, now: services.configuration.clock.now(),
                distributors: options.format != .csv, shippedRuns: services.configuration.referenceRunsFile)
            try MarketPrinting.print(loaded, format: options.format, bom: options.bom)
            if options.format == .png {
                try ImageOutput.market(
                    options, history: services.history, now: services.configuration.clock.now(),
                    library: { services.forecast.library() })
            }
        }
    }
}
