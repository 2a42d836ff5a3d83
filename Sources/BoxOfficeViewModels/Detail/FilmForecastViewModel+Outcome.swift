import BoxOfficeCore

/// "What happened", set apart from a forecast made as of a day the run went on past (`FilmForecast.outcome`):
/// the window's card, the picture's lines and Print's section.
extension FilmForecastViewModel {
    /// "Forecast ≈ 660만 명 · actual 1,190만 명, 45% low" and "The run ended on 2019-03-19 at 16,252,575명."; while
    /// the run goes on past the day forecast from, what is known since ("By 2018-11-13 (D14): 4,123,456명 so far;
    /// the run goes on."); empty as of the run's latest day (or its end).
    public var outcomeLines: [String] {
        guard let forecast, let outcome = forecast.outcomeAfterAsOf else {
            return goesOnLine.map { [$0] } ?? []
        }
        return Self.outcomeLines(outcome, forecast, NumberFormatting(language))
    }

    /// What a run not known to have ended did after the day forecast from, as far as the history knows it.
    public struct GoesOn: Sendable {
        public let day: Day
        public let dNumber: Int
        public let total: Int64
        /// The last day the history knows of the run (`ReferenceLibrary.lastKnownDay`).
        public let knownThrough: Day
    }

    private var goesOnLine: String? {
        goesOn.map { later in
            let values = [
                "date": later.day.iso, "d": String(later.dNumber),
                "total": NumberFormatting(language).audience(later.total), "stop": later.knownThrough.iso
            ]
            // A history that stops before yesterday: the days after it are unknown, not days of a run going on.
            return later.knownThrough < today.adding(days: -1)
                ? tr("By {date} (D{d}): {total}. The history stops at {stop}: what came after is not known.", values)
                : tr("By {date} (D{d}): {total} so far; the run goes on.", values)
        }
    }

    /// The window's picture's lines: the ended run's (`imageLines`), or what is known since.
    public var imageOutcomeLines: [RunMilestones.Line] {
        guard let forecast else { return [] }
        let ended = Self.imageLines(forecast, language)
        return ended.isEmpty
            ? goesOnLine.map { [RunMilestones.Line(label: Self.outcomeHeading, value: $0)] } ?? [] : ended
    }

    nonisolated static func outcomeLines(
        _ outcome: FilmForecast.Outcome, _ forecast: FilmForecast, _ numbers: NumberFormatting
    ) -> [String] {
        [
            outcome.sentence(median: forecast.median, numbers),
            tr(
                "The run ended on {date} at {total}.",
                ["date": outcome.lastDay.iso, "total": numbers.audience(outcome.final)])
        ]
    }

    /// The same as a picture's labelled lines, under the forecast's (the window's and `forecast --format png`).
    public nonisolated static func imageLines(_ forecast: FilmForecast, _ language: DisplayLanguage)
        -> [RunMilestones.Line]
    {
        guard let outcome = forecast.outcomeAfterAsOf else { return [] }
        let lines = outcomeLines(outcome, forecast, NumberFormatting(language))
        return [
            RunMilestones.Line(label: outcomeHeading, value: lines[0]),
            RunMilestones.Line(label: tr("Run ended"), value: lines[1])
        ]
    }

    /// Under a forecast made as of the day the history stops, before the latest day: "기록이 2025-09-30에서 멈춤",
    /// and why the forecast is as of it (the window's picture and `forecast --format png`).
    public nonisolated static func historyStopLine(_ day: Day) -> RunMilestones.Line {
        RunMilestones.Line(
            label: tr("History stops at {date}", ["date": day.iso]),
            value: tr("The film may still be charting: this forecast is as of that day."))
    }

    /// The heading of the part set apart from the forecast.
    public nonisolated static var outcomeHeading: String { tr("What happened") }
}
