import ArgumentParser
import BoxOfficeCore
import BoxOfficeDrawing
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import BoxOfficeViewModels
import Foundation

/// `--format png --output FILE`: the picture the window copies and saves (the same content values, drawn by
/// BoxOfficeDrawing without a display), written atomically where asked; nothing goes to stdout.
enum ImageOutput {
    static func write(_ png: Data?, _ options: ImageOptions) throws {
        guard let png, let path = options.output else {
            CommandSupport.printError("boxoffice: " + tr("The picture could not be drawn."))
            throw ExitCode(1)
        }
        let url = URL(fileURLWithPath: path)
        do {
            try png.write(to: url, options: .atomic)
        } catch {
            CommandSupport.printError(
                "boxoffice: "
                    + tr(
                        "Could not save {file}: {reason}.",
                        ["file": url.lastPathComponent, "reason": ChartViewModel.reason(error)]))
            throw ExitCode(1)
        }
    }

    /// A day's or a week's chart, as the main window draws it for that selection.
    static func chart(
        _ chart: Chart, query: ChartQuery, region: Region?, options: ImageOptions
    ) throws {
        let selection = ChartSelection(kind: query.kind, day: query.period.last, segment: query.segment)
        let content = ChartImageContent(
            chart: chart, selection: selection, regions: region.map { [$0] } ?? [],
            language: Translations.displayLanguage)
        try write(ChartImage.png(content, scale: options.scale, width: Double(options.width)), options)
    }

    /// A film's run in its window's default metric (admissions), or compared with another in total admissions, as
    /// Copy as Image draws it.
    @MainActor static func run(
        _ run: FilmRun, comparedWith other: FilmRun?, segment: ChartSegment, history: HistoryStore?,
        options: ImageOptions
    ) throws {
        let model = FilmRunViewModel(
            movieCode: run.movieCode, segment: segment, history: history, fill: nil,
            language: Translations.displayLanguage)
        if let other { model.compare(with: other.movieCode) }  // total admissions, as the terminal compares
        try write(
            model.imageContent.flatMap { RunImage.png($0, scale: options.scale, width: Double(options.width)) }, options
        )
    }

    /// The film's run in the history up to the day forecast from, with its forecast under the milestones, as the
    /// window's Copy as Image; `stops`: the history stops at that day, before the latest (said under it).
    @MainActor static func forecast(
        _ forecast: FilmForecast, movieCode: String, history: HistoryStore?, shippedRun: ReferenceRun?, stops: Bool,
        options: ImageOptions
    ) throws {
        // A film the history has no day of is drawn from its shipped run.
        let model = FilmRunViewModel(
            movieCode: movieCode, segment: .everything, history: history, fill: nil,
            language: Translations.displayLanguage, shippedRun: shippedRun?.filmRun)
        // As of means as of: the days drawn stop at the day the forecast was made as of.
        var content = try runContent(model, movieCode: movieCode, through: forecast.asOf)
        content.forecast = forecast.lines(NumberFormatting(Translations.displayLanguage))
        if stops, let day = forecast.historyEnds { content.forecast.append(FilmForecastViewModel.historyStopLine(day)) }
        content.outcome = FilmForecastViewModel.imageLines(forecast, Translations.displayLanguage)
        try write(RunImage.png(content, scale: options.scale, width: Double(options.width)), options)
    }

    /// A film whose run has ended, asked with no day: its whole run, where it ended and what the forecast said at
    /// D3, D7 and D14 under the milestones, as the window's Copy as Image of the film opened by its code.
    @MainActor static func endedRun(
        _ ended: EndedRunForecasts, history: HistoryStore?, shippedRun: ReferenceRun?, options: ImageOptions
    ) throws {
        let model = FilmRunViewModel(
            movieCode: ended.movieCode, segment: .everything, history: history, fill: nil,
            language: Translations.displayLanguage, shippedRun: shippedRun?.filmRun)
        var content = try runContent(model, movieCode: ended.movieCode, through: nil)
        content.forecast = FilmForecastViewModel.endedImageLines(ended, Translations.displayLanguage)
        try write(RunImage.png(content, scale: options.scale, width: Double(options.width)), options)
    }

    /// The film's run up to the end of `day` (nil: all of it), or one sentence and status 2 without a day of it.
    @MainActor private static func runContent(_ model: FilmRunViewModel, movieCode: String, through day: Day?) throws
        -> RunImageContent
    {
        guard let content = model.imageContent(through: day) else {
            CommandSupport.printError(
                "boxoffice: "
                    + tr(
                        "The history holds no day of film {code}; boxoffice history --from DAY fills it.",
                        ["code": movieCode]))
            throw ExitCode(CommandSupport.noNumbersStatus)
        }
        return content
    }

    /// A market page (a year, a month or a year's weekends), as the Market view draws it.
    /// `library`: the reference runs for the forecasts of the films still in the chart, as the window lists them.
    @MainActor static func market(
        _ market: MarketOptions, history: HistoryStore?, now: Date, library: @escaping @MainActor () -> ReferenceLibrary
    ) throws {
        let latest = KoreanTime.yesterday(now: now)
        let model = MarketViewModel(
            history: history, fill: nil, language: Translations.displayLanguage, latest: { latest }, library: library)
        model.choose(year: market.year ?? KoreanTime.yesterday(now: now).year)
        if let month = market.month { model.drill(into: month) }
        if market.weekends { model.choose(.weekends) }
        model.setActive(true)  // reads the period when no choice above changed it (it was the default)
        let options = market.image
        try write(
            model.imageContent.flatMap { MarketImage.png($0, scale: options.scale, width: Double(options.width)) },
            options)
    }
}
