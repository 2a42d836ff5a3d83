import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// The Market view: a year's, a month's or a year's weekends' market from the local history (no request),
/// against last year, with the films, the #1s, the distributors and what is missing with its cost. The
/// selection is a `MarketSelection` (pure transitions); this runs the reads and the fill. Observe the parts
/// with `changes.observe` and re-read the properties.
@MainActor
public final class MarketViewModel {
    public enum Phase: Equatable, Sendable {
        case shown
        /// Nothing of the period is in history (or the history could not be opened): the sentence says so.
        case empty(String)
    }

    /// What a change is about: the period's report (the selection, phase, weekends, forecasts), "all films"
    /// shown, or a fill's progress (what is missing, and whether a reload is due).
    public enum Part: Hashable, Sendable { case report, allFilms, fill }
    public let changes = Changes<Part>()
    public private(set) var selection: MarketSelection
    public private(set) var phase: Phase = .empty("")
    public private(set) var report: MarketReport?
    public private(set) var weekends: [Weekend] = []
    /// The holidays scope's periods of the year, each against the years before.
    public private(set) var holidays: [HolidayFigures] = []
    /// The holiday periods' days (to the latest) that history lacks.
    var missingHolidayDays: [Day] = []
    /// The records scope's lists, of every run the library holds (not of a year).
    public private(set) var records: FilmRecords?
    /// The whole market's days a year earlier, for the bars' line.
    var lastYear: [Day: MarketDay] = [:]
    /// The days of the period whose Korean films' chart history holds.
    var koreanDays: Set<Day> = []
    /// What a year or a month lacks in history, and the job that fills it.
    var gaps: MarketGaps?
    /// Each listed film's distributors, from its saved details.
    var distributors: [String: [String]] = [:]
    /// English titles from the films' saved details, by code, when the view is in English (KOBIS's charts name
    /// films in Korean only).
    var englishTitles: [String: String] = [:]
    /// The forecast totals of the films still in the chart on the period's last day, by film.
    public private(set) var forecasts: [String: FilmForecast] = [:]
    /// The films' list shows this many until "Show all" is chosen.
    public static let filmsShown = 20
    public private(set) var showsAllFilms = false
    public let language: DisplayLanguage

    let history: HistoryStore?
    let fill: HistoryFillViewModel?
    private let latest: @MainActor () -> Day
    /// The runs a forecast may learn from, read when a period has films still in the chart.
    private let library: (@MainActor () -> ReferenceLibrary)?
    /// The records of the shipped runs and the history (`FilmRecords.load`, as `boxoffice records` reads them).
    private let loadRecords: (@MainActor () -> FilmRecords)?
    private var forecastMemo: (key: String, value: [String: FilmForecast])?
    private var lastDone: [Int]?
    /// Reads wait while the view is not on screen; what changed meanwhile is read when it is shown.
    private var isActive = false
    private var isStale = true

    /// `latest`: the newest day KOBIS has (yesterday in Korea), asked again whenever the view is shown;
    /// `library`: the reference runs for the running films' forecasts (none without it); `records`: the records'
    /// loader (no records without it).
    public init(
        history: HistoryStore?, fill: HistoryFillViewModel?, language: DisplayLanguage,
        latest: @escaping @MainActor () -> Day, library: (@MainActor () -> ReferenceLibrary)? = nil,
        records: (@MainActor () -> FilmRecords)? = nil
    ) {
        self.history = history
        self.fill = fill
        self.language = language
        self.latest = latest
        self.library = library
        self.loadRecords = records
        selection = MarketSelection(latest: latest())
        // Days a fill brings in appear as they arrive (read when shown); the missing days' cost follows the budget.
        fill?.changes.observe([.progress, .budget], while: self) { [weak self] _ in
            guard let self else { return }
            // A day kept, a film's details saved (its distributor), or the fill's end.
            let p = self.fill?.progress
            let done = p.map { [$0.done, $0.detailsFetched, $0.isActive ? 1 : 0] }
            guard done != self.lastDone else { return self.changes.send(.fill) }
            self.lastDone = done
            self.isStale = true
            if self.isActive { self.reload() } else { self.changes.send(.fill) }
        }
    }

    /// The view is on screen (or no longer): reads what changed while it was not. `day`: the day the chart
    /// shows, when it changed since the view was last shown: the view opens on its year (and month).
    public func setActive(_ active: Bool, showing day: Day? = nil) {
        isActive = active
        guard active else { return }
        let newest = latest()
        // Past midnight in Korea: the default period grows by a day.
        let next = MarketSelection(
            scope: selection.scope, year: day?.year ?? selection.year, month: day?.month ?? selection.month,
            latest: newest)
        if next != selection {
            selection = next
            showsAllFilms = false
            isStale = true
        }
        if isStale { reload() }
    }

    // MARK: intents

    public func choose(_ scope: MarketSelection.Scope) { apply(selection.with(scope)) }
    /// The scope the view opens on (the one remembered), set before the view is first shown: read when it is.
    public func restore(_ scope: MarketSelection.Scope) {
        guard !isActive, scope != selection.scope else { return }
        selection = selection.with(scope)
        isStale = true
    }
    public func previous() { if selection.canGoBack { apply(selection.previous) } }
    public func next() { if selection.canGoForward { apply(selection.next) } }
    public func goToNewest() { apply(selection.newest) }
    public func drill(into month: Int) { apply(selection.drilled(into: month)) }
    public func choose(year: Int) {
        apply(MarketSelection(scope: selection.scope, year: year, month: selection.month, latest: selection.latest))
    }

    public func showAllFilms() {
        guard !showsAllFilms else { return }
        showsAllFilms = true
        changes.send(.allFilms)
    }

    private func apply(_ next: MarketSelection) {
        guard next != selection else { return }
        selection = next
        showsAllFilms = false
        reload()
    }

    // MARK: reads

    public func reload() {
        isStale = false
        report = nil
        weekends = []
        holidays = []
        missingHolidayDays = []
        records = nil
        lastYear = [:]
        koreanDays = []
        gaps = nil
        distributors = [:]
        forecasts = [:]
        englishTitles = [:]
        guard let history else {
            phase = .empty(tr("The history could not be opened, so the market cannot be read."))
            return changes.send(.report)
        }
        switch selection.scope {
        case .records:
            // The one loader `boxoffice records` uses too, so the window and the command cannot differ.
            records = loadRecords?()
            phase = records?.from == nil ? .empty(tr("No records: no runs are held.")) : .shown
            if let records { readEnglishTitles(records.movieCodes) }
        case .weekends:
            weekends = history.weekends(year: selection.year, latest: selection.latest)
            phase = weekends.contains { $0.daysCovered > 0 } ? .shown : .empty(emptySentence)
            readEnglishTitles(weekends.compactMap(\.number1?.movieCode))
        case .holidays:
            holidays = history.holidays(year: selection.year, latest: selection.latest)
            // From the calendar, not the figures: a year history holds no day of has no figures.
            missingHolidayDays = HolidayPeriod.periods(in: selection.year, temporary: ShippedCalendar.temporaryHolidays)
                .filter { $0.first <= selection.latest }
                .flatMap { period in
                    let last = min(period.last, selection.latest)
                    let kept = history.knownDays(from: period.first, to: last)
                    return period.first.through(last).filter { !kept.contains($0) }
                }
            phase = holidays.contains { $0.daysCovered > 0 } ? .shown : .empty(emptySentence)
            readEnglishTitles(holidays.compactMap(\.numberOne?.movieCode))
        case .year, .month:
            guard let period = selection.period else {
                phase = .empty(emptySentence)
                return changes.send(.report)
            }
            let read = history.marketRows(period)
            let report = read.report(period)
            self.report = report
            koreanDays = Set(read.koreanDays.keys)
            // A year before the period, summed day by day: last year's months, or each day 52 weeks earlier.
            lastYear = read.earlierDays
            gaps = history.marketGaps(period)
            // One pass over the films' saved details for their distributors and English titles.
            let names = history.savedFilmNames(of: report.films.map(\.movieCode))
            distributors = names.distributors
            if language == .english { englishTitles = names.englishTitles }
            if let library { forecasts = memoizedForecasts(report.films, history: history, library: library) }
            phase = report.isEmpty ? .empty(emptySentence) : .shown
        }
        changes.send(.report)
    }

    /// The running films' forecasts, made again only when what they rest on may have changed: the films
    /// running on the last day, their totals, or the history's rows. A fill saving films' details reloads the
    /// period after every film, and forecasting ten films each time kept the window busy.
    private func memoizedForecasts(
        _ films: [MarketFilm], history: HistoryStore, library: @MainActor () -> ReferenceLibrary
    ) -> [String: FilmForecast] {
        guard let asOf = MarketForecasts.asOf(films) else { return [:] }
        let running = MarketForecasts.running(films, asOf: asOf)
        let key =
            "\(asOf.number)|\(history.rowCount)|"
            + running.map { "\($0.movieCode):\($0.audienceTotal)" }.joined(separator: ",")
        if let memo = forecastMemo, memo.key == key { return memo.value }
        let value = MarketForecasts.forecasts(films, library: library)
        forecastMemo = (key, value)
        return value
    }

    /// The English titles of `codes`, from their saved details, when the view is in English.
    private func readEnglishTitles(_ codes: [String]) {
        guard language == .english, let history, !codes.isEmpty else { return }
        englishTitles = history.englishTitles(of: Array(Set(codes)))
    }

    /// A film's title in the display language: its English title when shown in English and known.
    func filmTitle(_ code: String, _ title: String) -> String {
        language == .english ? englishTitles[code] ?? title : title
    }

    private var emptySentence: String {
        selection.scope == .holidays
            ? tr("The history holds no holiday of {year} yet.", ["year": String(selection.year)])
            : selection.scope == .weekends
                ? tr("The history holds no weekend of {year} yet.", ["year": String(selection.year)])
                : tr("The history holds no day of {period} yet.", ["period": title])
    }
}
