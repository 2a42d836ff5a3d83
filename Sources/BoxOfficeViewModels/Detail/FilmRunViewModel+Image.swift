import BoxOfficeCore

/// The run as its shared image shows it (Copy as Image, Save as Image…, `boxoffice run --format png`): what the
/// chart shows, the film's bars in the chosen metric with its rank, or both films' lines while comparing.
extension FilmRunViewModel {
    /// Beside a forecast made as of a past day the days stop there, and how the run really ended is set apart
    /// ("as of means as of").
    public var imageContent: RunImageContent? {
        if let comparison { return comparedImageContent(comparison) }
        var content = imageContent(through: asOfCut)
        content?.outcome = forecast?.imageOutcomeLines ?? []
        return content
    }

    /// The run up to the end of `day` (nil: all of it) with the window's forecast under the milestones.
    public func imageContent(through day: Day?) -> RunImageContent? {
        guard let run = day.flatMap({ run?.through($0) }) ?? run, let first = run.days.first,
            let last = run.days.last
        else { return nil }
        let points = points(of: run)
        let days = points.map { p in
            RunImageContent.Day(value: p.value, rank: p.rank, isWeekend: p.isWeekend, gap: RunGap(p.status))
        }
        let span = "D\(first.dNumber)–D\(last.dNumber) · \(first.day.iso) – \(last.day.iso)"
        let weeks = RunAxis.calendarWeeks(
            days: run.days.map(\.day), opening: run.opening ?? first.day, language: language)
        var content = RunImageContent(
            title: run.title, subtitle: metric.label + " · " + span, days: days,
            scale: RunAxis.Scale(
                values: points.map(\.value), log: logScale, unit: Self.unit(metric), language: language),
            weeks: weeks, note: comparison == nil ? marksNote : nil, milestones: RunMilestones(run).lines,
            source: ChartViewModel.imageSource, appName: "BoxOffice")
        content.forecast = forecastImageLines
        return content
    }

    /// Where it may end, as the window's section says it, or why there is no forecast.
    private var forecastImageLines: [RunMilestones.Line] {
        guard let forecast else { return [] }
        if let f = forecast.forecast {
            return f.lines(NumberFormatting(language))
                + (forecast.historyStoppedOn.map { [FilmForecastViewModel.historyStopLine($0)] } ?? [])
        }
        if let ended = forecast.ended { return FilmForecastViewModel.endedImageLines(ended, language) }
        return forecast.refusal.map { [RunMilestones.Line(label: forecast.heading, value: $0)] } ?? []
    }

    /// Both runs in the compared measure on the D-numbers either has figures for, the sentence under them.
    private func comparedImageContent(_ comparison: RunComparison) -> RunImageContent? {
        let points = comparedPoints
        guard let first = points.first, let last = points.last else { return nil }
        let days = points.map { p in
            RunImageContent.Day(value: p.value.map(Double.init), rank: nil, isWeekend: false, gap: nil)
        }
        return RunImageContent(
            title: comparison.run.title, subtitle: shownMetric.label + " · D\(first.dNumber)–D\(last.dNumber)",
            days: days, scale: valueScale, weeks: weekMarks, note: nil, milestones: [],
            source: ChartViewModel.imageSource, appName: "BoxOffice",
            compared: RunImageContent.Compared(
                title: comparison.other.title, values: points.map { $0.otherValue.map(Double.init) },
                sentence: comparison.sentence))
    }

    /// "boxoffice-run-20183782.png"; comparing, "boxoffice-run-20175054-vs-20176104.png".
    public var imageName: String {
        "boxoffice-run-\(movieCode)" + (comparison.map { "-vs-\($0.other.movieCode)" } ?? "") + ".png"
    }
    public static var imageCopiedToast: String { tr("Run copied as an image") }
}
