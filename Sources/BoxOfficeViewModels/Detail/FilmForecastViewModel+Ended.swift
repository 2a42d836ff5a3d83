import BoxOfficeCore

/// What the window says of a run known to have ended (no forecast: what the forecast had said on its way, each
/// against the end), and of a history that stops while the film may still be charting.
extension FilmForecastViewModel {
    /// "What the forecast said on the way:", then one line a D-number (`pastLine`); empty unless the run ended.
    public var endedLines: [String] {
        guard let ended, !ended.past.isEmpty else { return [] }
        let numbers = NumberFormatting(language)
        return [tr("What the forecast said on the way:")] + ended.past.map { Self.pastLine($0, ended, numbers) }
    }

    /// "D7 (2019-01-29): ≈ 780만 명 (80% range ≈ 520만 명 – 1,010만 명), 52% low".
    nonisolated static func pastLine(_ past: PastForecast, _ ended: EndedRunForecasts, _ numbers: NumberFormatting)
        -> String
    {
        tr(
            "D{d} ({date}): ≈ {median} (80% range {low} – {high}), {error}",
            [
                "d": String(past.day), "date": ended.openDate.adding(days: past.day - 1).iso,
                "median": numbers.roundedAudience(past.median), "low": numbers.roundedAudience(past.low),
                "high": numbers.roundedAudience(past.high), "error": FilmForecast.Outcome.errorText(past.error)
            ])
    }

    /// "The history stops at 2025-09-30 while the film may still be charting: this forecast is as of that day.",
    /// when the history's last day of the film is before yesterday; nil when it is up to date.
    public var historyStopSentence: String? {
        historyStoppedOn == nil ? nil : forecast?.historyEndsSentence
    }

    /// The last day known of a film that may still be charting, when it is before yesterday (the days after it
    /// are unknown, and a fill would bring them in); nil otherwise.
    public var historyStoppedOn: Day? {
        guard let ends = forecast?.historyEnds, ends < today.adding(days: -1) else { return nil }
        return ends
    }
}
