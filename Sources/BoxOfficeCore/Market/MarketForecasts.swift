/// The forecast totals of a period's films still in the chart: each film in the daily top 10 on the period's
/// last day with rows, forecast as of that day (nothing after it). Only those ten at most are forecast, never
/// every film of a year.
public enum MarketForecasts {
    /// The last day of the period the history holds rows of: the day the forecasts are made from.
    public static func asOf(_ films: [MarketFilm]) -> Day? { films.map(\.lastDay).max() }

    /// The films still in the chart on `asOf`: ranked that day.
    public static func running(_ films: [MarketFilm], asOf: Day) -> [MarketFilm] {
        films.filter { $0.lastDay == asOf }
    }

    /// Each running film's forecast by its code; `library` is read only when one is.
    public static func forecasts(_ films: [MarketFilm], library: () -> ReferenceLibrary) -> [String: FilmForecast] {
        guard let asOf = asOf(films) else { return [:] }
        let running = running(films, asOf: asOf)
        guard !running.isEmpty else { return [:] }
        let forecaster = Forecaster(library: library())
        var result: [String: FilmForecast] = [:]
        for film in running {
            if case .success(let forecast) = forecaster.forecast(movieCode: film.movieCode, asOf: asOf) {
                result[film.movieCode] = forecast
            }
        }
        return result
    }
}
