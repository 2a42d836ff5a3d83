import BoxOfficeCore
import BoxOfficeService
import Foundation

/// "Where it may end" in a film's window: the forecast as of the film's latest ranked day up to the day the
/// window shows, or why there is none; the break-even entry; the similar runs as faint lines. Reads the
/// references it is given (`AppServices.forecast`); no request, no GTK.
@MainActor
public final class FilmForecastViewModel {
    /// What a change is about: the forecast (and a refused break-even), "similar films" shown, the backtest.
    public enum Part: Hashable, Sendable { case forecast, similar, backtest }
    public let changes = Changes<Part>()
    public let movieCode: String
    public let language: DisplayLanguage
    /// The day the window shows (the chart's); nil: the film's latest.
    public let upTo: Day?
    private let references: ForecastReferences
    public private(set) var result: Result<FilmForecast, ForecastRefusal>?
    /// Why the last break-even typed was not taken; nil when it was (or none was typed).
    public private(set) var breakEvenProblem: String?
    /// The similar runs drawn as faint lines on the run chart.
    public var showsSimilar = false { didSet { if showsSimilar != oldValue { changes.send(.similar) } } }
    /// How good the forecast has been ("About this estimate" and its page), computed on the first ask.
    public private(set) lazy var accuracy: ForecastAccuracyModel = {
        let references = references
        let model = ForecastAccuracyModel(today: today) { references.library() }
        model.changes.observe(while: self) { [weak self] _ in self?.changes.send(.backtest) }
        return model
    }()
    /// "About this estimate"'s backtest sentence: the last 12 months' films, once computed (`loadBacktest`).
    public var backtestSentence: String? { accuracy.recentSentence }
    /// The film's total by D-number up to the day forecast from (the chart's solid line).
    public private(set) var filmTotals: [Double] = []
    /// "D12: 3rd fastest to 5 million": the film, in the chart on the window's day, within the top 10 of a
    /// record list as the data stood that day; nil otherwise (`FilmForecastViewModel+Records.swift`).
    public private(set) var recordLine: String?
    /// A run known to have ended, which gets no forecast: where it ended and what the forecast said at D3, D7
    /// and D14 (`FilmForecastViewModel+Ended.swift`); nil otherwise.
    public private(set) var ended: EndedRunForecasts?
    /// The run's latest ranked day after the day forecast from, while it is not known to have ended: "what
    /// happened" so far (`FilmForecastViewModel+Outcome.swift`), with the last day the history knows of it (the
    /// days after are unknown); nil otherwise.
    public private(set) var goesOn: GoesOn?
    /// D1 of the film's run the forecast is about (a re-release's own start): the run's days count from it
    /// (`FilmRunViewModel`); nil until read, or when the references hold no run of the film.
    public private(set) var runOpening: Day?
    /// The reading under way (`reload`) and its number: only the latest one is shown.
    private var pending: Task<Void, Never>?
    private var reading = 0

    /// The app's today: "the last 12 months" of About this estimate end on it.
    public let today: Day

    public init(
        movieCode: String, references: ForecastReferences, upTo: Day? = nil, today: Day, language: DisplayLanguage
    ) {
        self.today = today
        self.movieCode = movieCode
        self.references = references
        self.upTo = upTo
        self.language = language
    }

    public var forecast: FilmForecast? { if case .success(let f)? = result { return f } else { return nil } }

    /// Reads the forecast again (the history or the break-even changed), off the main thread: the library and
    /// the forecast take from a few to hundreds of milliseconds, and a film's window shows its first frame without
    /// them. Observers hear `.forecast` once it is in (`ready()` waits for it); a later reload replaces an earlier
    /// one still under way.
    public func reload() {
        let references = references
        let breakEven = references.breakEven(movieCode: movieCode)
        let (movieCode, upTo, language) = (movieCode, upTo, language)
        reading &+= 1
        let mine = reading
        pending = Task { [weak self] in
            let forecaster = await references.currentForecaster()
            let read = await Task.detached {
                Reading(forecaster, movieCode: movieCode, upTo: upTo, breakEven: breakEven, language: language)
            }.value
            guard let self, self.reading == mine else { return }
            self.pending = nil
            self.show(read)
        }
    }

    /// A reading is under way: what is shown is the last one's (none before the first).
    public var isReading: Bool { pending != nil }

    /// Waits for the forecast under way (`reload`), if any.
    public func ready() async {
        while let task = pending { await task.value }
    }

    private func show(_ read: Reading) {
        result = read.result
        filmTotals = read.filmTotals
        goesOn = read.goesOn
        ended = read.ended
        recordLine = read.recordLine
        runOpening = read.runOpening
        changes.send(.forecast)
    }

    /// What one reading of the forecast gives the section, made on any thread.
    struct Reading: Sendable {
        let result: Result<FilmForecast, ForecastRefusal>
        let filmTotals: [Double]
        let goesOn: GoesOn?
        let ended: EndedRunForecasts?
        let recordLine: String?
        let runOpening: Day?

        init(_ forecaster: Forecaster, movieCode: String, upTo: Day?, breakEven: Int64?, language: DisplayLanguage) {
            result = FilmForecastViewModel.forecast(forecaster, movieCode: movieCode, upTo: upTo, breakEven: breakEven)
            let forecast: FilmForecast? = if case .success(let f) = result { f } else { nil }
            let library = forecaster.library
            filmTotals =
                forecast.flatMap { f in
                    library.run(of: movieCode, asOf: f.asOf)?.asOf(f.asOf).map {
                        FilmForecastViewModel.totals($0, through: f.day)
                    }
                } ?? []
            goesOn = forecast.flatMap { f in
                guard f.outcome == nil, let held = library.run(of: movieCode, asOf: f.asOf), held.lastDay > f.asOf
                else { return nil }
                return GoesOn(
                    day: held.lastDay, dNumber: held.dNumber(held.lastDay), total: held.finalTotal,
                    knownThrough: library.lastKnownDay(of: held))
            }
            ended = if case .failure(.runEnded) = result { forecaster.endedRun(movieCode: movieCode) } else { nil }
            recordLine = FilmForecastViewModel.recordLine(library, movieCode: movieCode, upTo: upTo, language: language)
            runOpening = library.run(of: movieCode, asOf: upTo)?.openDate
        }
    }

    /// As of the run's latest ranked day up to `upTo`; a run that ended by `upTo`, or a day before its
    /// opening, is refused as the forecaster words it. Without `upTo` (the window opened from a search, `--film`
    /// or a link): a run known to have ended is refused (`ended` then says what the forecast had said), one that
    /// may go on is forecast as of the last day known of it (`historyEnds`).
    nonisolated static func forecast(_ forecaster: Forecaster, movieCode: String, upTo: Day?, breakEven: Int64?)
        -> Result<FilmForecast, ForecastRefusal>
    {
        guard let upTo else { return forecaster.forecast(movieCode: movieCode, breakEven: breakEven) }
        guard let run = forecaster.library.run(of: movieCode, asOf: upTo) else { return .failure(.noDays(title: nil)) }
        let endedBy = forecaster.library.endKnown(run).map { $0 <= upTo } ?? false
        let latest = endedBy ? upTo : (run.days.last { $0.day <= upTo }?.day ?? upTo)
        return forecaster.forecast(run, asOf: latest, breakEven: breakEven)
    }

    // MARK: words

    public var heading: String { tr("Where it may end") }

    /// The refusal's sentence, in the window's words for a film the history has no day of.
    public var refusal: String? {
        guard case .failure(let why)? = result else { return nil }
        if case .noDays(nil) = why {
            return tr("No forecast: the history and the shipped runs have no day of this film in the top 10.")
        }
        return why.sentence
    }

    private var numbers: NumberFormatting { NumberFormatting(language) }

    /// "≈ 1,230만 명 (D7, 2019-01-29 기준)".
    public var medianLine: String? { forecast.map { $0.medianText(numbers) + " (" + $0.madeFrom + ")" } }
    /// The median alone ("≈ 1,230만 명") and the day it was made from ("D7, 2019-01-29 기준"): the window shows
    /// them on two lines, the figure large.
    public var medianFigure: String? { forecast.map { $0.medianText(numbers) } }
    public var madeFrom: String? { forecast?.madeFrom }
    /// "≈ 1,010만 명 – 1,480만 명 (80% 범위)".
    public var rangeLine: String? { forecast.map { $0.rangeText(numbers) } }
    /// "1,000만 명: 35%", 100만 first.
    public var chanceLines: [String] { forecast.map { f in f.chances.map { f.chanceLine($0, numbers) } } ?? [] }
    public var breakEvenLine: String? { forecast?.breakEvenLine(numbers) }
    public var similarSentence: String? { forecast.map(\.similarSentence).flatMap { $0.isEmpty ? nil : $0 } }
    public var strongerNote: String? { forecast?.strongerNote }
    /// Each similar run named with its D-number total and its final ("극한직업 (2019): D7 … → 최종 …").
    public var similarLines: [String] { forecast.map { f in f.similar.map { f.similarLine($0, numbers) } } ?? [] }

    /// The chart's accessible reading: the band and, when shown, the similar lines.
    public var chartReading: String? {
        guard let median = medianLine, let range = rangeLine else { return nil }
        var parts = [heading + ": " + median + ", " + range]
        if showsSimilar { parts.append(tr("Similar runs, scaled to this film's total on the same day:")) }
        if showsSimilar { parts += similarLines }
        return parts.joined(separator: "\n")
    }

    /// The section as printed: the figures and sentences, or the refusal; nil before the first reading.
    public var printLines: [String]? {
        if let refusal { return [refusal] + endedLines }
        guard let forecast, let median = medianLine, let range = rangeLine else { return nil }
        return [historyStopSentence, median, range].compactMap { $0 } + chanceLines
            + [breakEvenLine, similarSentence, strongerNote, forecast.basisSentence]
            .compactMap { $0 }
    }

    // MARK: break-even

    /// The saved break-even as the entry shows it ("4,000,000"), empty when none.
    public var savedBreakEvenText: String {
        references.breakEven(movieCode: movieCode).map(NumberFormatting.grouped) ?? ""
    }

    /// Takes a typed break-even: saved for the film and its chance computed, an empty entry forgets it; a
    /// bad one keeps the saved one and says why.
    public func enterBreakEven(_ text: String) {
        switch FilmForecast.parseBreakEven(text) {
        case .failure(let problem):
            breakEvenProblem = problem.sentence
            changes.send(.forecast)
        case .success(let admissions):
            breakEvenProblem = nil
            references.setBreakEven(admissions, movieCode: movieCode)
            reload()
        }
    }

    // MARK: about

    public var aboutParagraphs: [String] {
        [
            FilmForecast.targetSentence, forecast?.basisSentence, FilmForecast.methodSentences,
            backtestSentence ?? tr("Checking the forecast on past films…"), accuracy.yearsSentence
        ].compactMap { $0 }
    }

    /// The rolling backtest and the figures by year and size, computed once off the main thread; observers hear
    /// `.backtest` when done.
    public func loadBacktest() { accuracy.load() }
}
