import BoxOfficeCore

/// The run as its shared image shows it (Copy as Image, Save as Image…, `boxoffice run --format png`): the
/// film's own bars in the chosen metric with its rank, whether or not another film is compared on screen.
extension FilmRunViewModel {
    public var imageContent: RunImageContent? {
        guard let run, let first = run.days.first, let last = run.days.last else { return nil }
        let points = points
        let days = points.map { p in
            RunImageContent.Day(value: p.value, rank: p.rank, isWeekend: p.isWeekend, gap: RunGap(p.status))
        }
        let span = "D\(first.dNumber)–D\(last.dNumber) · \(first.day.iso) – \(last.day.iso)"
        let weeks = RunAxis.calendarWeeks(
            days: run.days.map(\.day), opening: run.openDate ?? first.day, language: language)
        return RunImageContent(
            title: run.title, subtitle: metric.label + " · " + span, days: days,
            scale: RunAxis.Scale(
                values: points.map(\.value), log: logScale, unit: Self.unit(metric), language: language),
            weeks: weeks, note: comparison == nil ? marksNote : nil, milestones: milestones?.lines ?? [],
            source: ChartViewModel.imageSource, appName: "BoxOffice")
    }

    /// "boxoffice-run-20183782.png".
    public var imageName: String { "boxoffice-run-\(movieCode).png" }
    public static var imageCopiedToast: String { tr("Run copied as an image") }
}
