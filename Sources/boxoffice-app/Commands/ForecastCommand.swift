import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal

/// `boxoffice forecast TITLE|CODE`: where a film's run may end, from the shipped runs and the history; no
/// request is made. `--backtest` measures the forecast on every film they hold.
struct ForecastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forecast",
        abstract: tr("Forecast where a film's run will end, with its chances."),
        discussion: tr(
            "The forecast is the film's total admissions at the end of its first run in the daily top 10, learnt from the past runs whose first days looked most like its own: those shipped with BoxOffice (2017–2022) and those in the history, only runs that had ended by the day forecast from. --backtest measures it on every film they hold."
        ))

    @OptionGroup var options: ForecastOptions

    func run() throws {
        let options = options
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: true)
            let loaded = ForecastPrinting.load(configuration: services.configuration, history: services.history)
            switch try ForecastPrinting.print(options.request, loaded) {
            case (.forecast(let forecast), let code)?:
                try ImageOutput.forecast(
                    forecast, movieCode: code, history: services.history,
                    shippedRun: loaded.library.run(of: code, asOf: forecast.asOf),
                    stops: loaded.stops(forecast.historyEnds), options: options.image)
            case (.ended(let ended), let code)?:
                try ImageOutput.endedRun(
                    ended, history: services.history, shippedRun: loaded.library.run(of: code, asOf: ended.lastDay),
                    options: options.image)
            case nil: break
            }
        }
    }
}
