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

    /// A picture's lines for a run known to have ended (the window's and `forecast --format png`'s): where it
    /// ended, then what the forecast said at D3, D7 and D14, each against the end ("≈ 451만 명 · 34% 낮게"; the
    /// ranges, which a picture's row cannot hold, are the window's and the table's).
    public nonisolated static func endedImageLines(_ ended: EndedRunForecasts, _ language: DisplayLanguage)
        -> [RunMilestones.Line]
    {
        let numbers = NumberFormatting(language)
        let end = tr(
            "The run ended on {date} at {total}.",
            ["date": ended.lastDay.iso, "total": numbers.audience(ended.final)])
        return [RunMilestones.Line(label: tr("Run ended"), value: end)]
            + ended.past.map { p in
                RunMilestones.Line(
                    label: tr("Forecast on D{d}", ["d": String(p.day)]),
                    value: "≈ " + numbers.roundedAudience(p.median) + " · " + FilmForecast.Outcome.errorText(p.error))
            }
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
