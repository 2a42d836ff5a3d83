/// A run known to have ended, which gets no forecast: where it ended and what the forecast said on its way
/// (`Forecaster.endedRun`).
public struct EndedRunForecasts: Sendable, Equatable {
    public let movieCode: String
    public let title: String
    public let openDate: Day
    /// The total on its last ranked day.
    public let final: Int64
    public let lastDay: Day
    /// The forecasts made as of D3, D7 and D14, each from the runs that had ended by then; a D the run did
    /// not reach (past its last ranked day, or without a ranked day by then) is left out.
    public let past: [PastForecast]

    /// The D-numbers whose forecasts are shown.
    public static let days = [3, 7, 14]
}

/// What the forecast said as of a D-number, against how the run ended.
public struct PastForecast: Sendable, Equatable {
    public let day: Int
    public let median: Int64
    public let low: Int64
    public let high: Int64
    /// median ÷ final − 1: below 0 when it was low.
    public let error: Double
}

extension Forecaster {
    /// The film's run when its latest is known to have ended (`endedAnswer`), with its past forecasts; nil while
    /// it may go on (or the library has no run of it).
    public func endedRun(movieCode: String) -> EndedRunForecasts? {
        let runs = library.runs(of: movieCode)
        guard let latest = runs.last, library.endKnown(latest) != nil, let run = Self.endedAnswer(runs) else {
            return nil
        }
        let past = EndedRunForecasts.days.compactMap { d -> PastForecast? in
            let day = run.day(ofDNumber: d)
            guard day <= run.lastDay, case .success(let f) = forecast(run, asOf: day), let outcome = f.outcome else {
                return nil
            }
            return PastForecast(day: d, median: f.median, low: f.low, high: f.high, error: outcome.error)
        }
        return EndedRunForecasts(
            movieCode: run.movieCode, title: run.title, openDate: run.openDate, final: run.finalTotal,
            lastDay: run.lastDay, past: past)
    }

    /// Of a film's runs (oldest first), the one an ended film's answer tells of: the latest under way by its D3,
    /// which its D3, D7 and D14 forecasts were made in and measured against. A later return to the top 10 counted
    /// from the same opening day (보헤미안 랩소디's one day in March 2019) has none of them.
    static func endedAnswer(_ runs: [ReferenceRun]) -> ReferenceRun? {
        runs.last { $0.firstDay <= $0.day(ofDNumber: EndedRunForecasts.days[0]) } ?? runs.last
    }
}
