/// What happened after a forecast, in words shared by the command line and the window: kept apart from the
/// forecast itself (issue 44, "as of means as of").
extension FilmForecast.Outcome {
    /// "45% low", "12% high", "on the mark" (within half a percent): median ÷ final − 1 in words.
    public static func errorText(_ error: Double) -> String {
        let percent = NumberFormatting.percent(abs(error) * 100)
        guard error.isFinite, abs(error) >= 0.005 else { return tr("on the mark") }
        // TRANSLATORS: how far a forecast fell below what the film ended at: "45% low".
        return error < 0 ? tr("{percent} low", ["percent": percent]) : tr("{percent} high", ["percent": percent])
    }

    /// "Forecast ≈ 660만 · actual 1,190만, 45% low".
    public func sentence(median: Int64, _ numbers: NumberFormatting) -> String {
        tr(
            "Forecast ≈ {forecast} · actual {final}, {error}",
            [
                "forecast": numbers.roundedAudience(median), "final": numbers.roundedAudience(final),
                "error": Self.errorText(error)
            ])
    }

    /// "What happened: the run ended on 2019-03-19 at 16,252,575 admissions."
    public func endedSentence(_ numbers: NumberFormatting) -> String {
        tr(
            "What happened: the run ended on {date} at {total}.",
            ["date": lastDay.iso, "total": numbers.audience(final)])
    }
}

extension EndedRunForecasts {
    /// "The run ended on 2019-03-19 at 16,252,575 admissions."
    public func endedSentence(_ numbers: NumberFormatting) -> String {
        tr("The run ended on {date} at {total}.", ["date": lastDay.iso, "total": numbers.audience(final)])
    }
}

extension FilmForecast {
    /// The outcome as every view shows it (the window, Print, the command line's table, JSON, CSV and PNG): only
    /// when the run went on past the day forecast from. A run whose last ranked day is on or before it ended
    /// within what the forecast saw: its end, learnt later, is not shown beside it.
    public var outcomeAfterAsOf: Outcome? {
        guard let outcome, outcome.lastDay > asOf else { return nil }
        return outcome
    }

    /// "The history stops at 2025-09-30 while the film is still charting: this forecast is as of that day."
    public var historyEndsSentence: String? {
        historyEnds.map { day in
            tr(
                "The history stops at {date} while the film may still be charting: this forecast is as of that day.",
                ["date": day.iso])
        }
    }
}
