import BoxOfficeCore

/// How a run forecast as of a past day really ended: the final and the forecast's error, shown apart from the
/// forecast ("what happened").
public struct ForecastOutcome: Sendable, Equatable {
    public let final: Int64
    /// The run's last day in the top 10.
    public let lastDay: Day
    /// The forecast's median ÷ the final − 1: below 0 when the forecast was low.
    public let error: Double
}

extension FilmForecastViewModel {
    /// The forecast's run once it has ended after the day forecast from; nil while it goes on (or has not been
    /// known to end).
    public nonisolated static func outcome(_ library: ReferenceLibrary, _ f: FilmForecast) -> ForecastOutcome? {
        guard let run = library.run(of: f.movieCode, asOf: f.asOf), run.lastDay > f.asOf, run.finalTotal > 0,
            library.entries.contains(where: { $0.teachesFrom != nil && $0.run == run })
        else { return nil }
        return ForecastOutcome(
            final: run.finalTotal, lastDay: run.lastDay, error: Double(f.median) / Double(run.finalTotal) - 1)
    }

    /// "The run ended on 2019-03-24 at 16,252,575 admissions." and "forecast ≈ … · actual …, 45% low"; empty
    /// without an outcome.
    public var outcomeLines: [String] {
        guard let outcome, let forecast else { return [] }
        return [
            ForecastOutcomeText.ended(final: outcome.final, lastDay: outcome.lastDay),
            ForecastOutcomeText.comparison(
                median: forecast.median, final: outcome.final, NumberFormatting(language))
        ]
    }

    /// The same as an image's labelled lines.
    public var outcomeImageLines: [RunMilestones.Line] {
        guard let forecast else { return [] }
        return Self.imageLines(outcome, forecast, language)
    }

    /// "What happened" under a forecast's picture (the window's and `forecast --format png`); empty without it.
    public nonisolated static func imageLines(
        _ outcome: ForecastOutcome?, _ forecast: FilmForecast, _ language: DisplayLanguage
    ) -> [RunMilestones.Line] {
        guard let outcome else { return [] }
        return ForecastOutcomeText.lines(
            median: forecast.median, final: outcome.final, lastDay: outcome.lastDay, NumberFormatting(language))
    }

}
