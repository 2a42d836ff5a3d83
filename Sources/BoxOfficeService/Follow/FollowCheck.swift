import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What a refresh tells about followed films: the events of a day from history (`FollowEvents.detect`), and
/// the weekend's chart once it is out, each claimed in the Store so it is said once, by whichever process
/// sees it first. The window runs it after its chart loads; `boxoffice check` runs `check()`.
@MainActor
public final class FollowCheck {
    public let follows: FollowStore?
    let repository: BoxOfficeRepository
    private let history: HistoryStore?
    /// The runs a forecast made now may learn from, read when a check needs them (the history grows).
    private let library: @MainActor () -> ReferenceLibrary

    public init(
        repository: BoxOfficeRepository, history: HistoryStore?, follows: FollowStore?,
        library: @escaping @MainActor () -> ReferenceLibrary
    ) {
        self.repository = repository
        self.history = history
        self.follows = follows
        self.library = library
    }

    private var now: Date { repository.clock.now() }

    /// The day's events not said before (nothing for the sample: its days are not the user's box office).
    public func events(on day: Day) -> [FollowEvent] {
        guard let follows, let history, !repository.isSampleMode else { return [] }
        let followed = follows.followed()
        guard !followed.isEmpty else { return [] }
        let today = history.rows(on: day)
        guard !today.isEmpty else { return [] }
        let before = history.rows(on: day.adding(days: -1))
        let found = FollowEvents.detect(
            followed: followed, day: day, today: today, before: before.isEmpty ? nil : before,
            totalsBefore: history.highestTotals(followed.map(\.movieCode), before: day))
        return follows.claim(found + forecastCrossings(followed, day: day, today: today, history: history), at: now)
    }

    /// The followed films in the day's chart whose forecast crossed even odds of 1,000만 or of their
    /// break-even; the library is read once for them all, and not at all when none is in the chart.
    private func forecastCrossings(_ followed: [FollowedFilm], day: Day, today: [HistoryRow], history: HistoryStore)
        -> [FollowEvent]
    {
        let inChart = Set(today.map(\.movieCode))
        let films = followed.filter { inChart.contains($0.movieCode) }
        guard !films.isEmpty else { return [] }
        var breakEvens: [String: Int64] = [:]
        for film in films { breakEvens[film.movieCode] = history.breakEven(movieCode: film.movieCode) }
        // Each film's forecast is compared with the one as of the day it was last checked (a check after days
        // without one still tells a crossing in between), else the newest day kept before this one.
        var since: [String: Day] = [:]
        let newestBefore = history.newestKeptDay(before: day)
        for film in films {
            let checked = history.forecastCheckedDay(movieCode: film.movieCode).flatMap { $0 < day ? $0 : nil }
            if let earlier = checked ?? newestBefore { since[film.movieCode] = earlier }
        }
        let events = FollowEvents.forecastCrossings(
            followed: films, day: day, today: today, forecaster: Forecaster(library: library()),
            breakEvens: breakEvens, since: since)
        for film in films { history.setForecastChecked(day, movieCode: film.movieCode) }
        return events
    }

    /// Last weekend's chart, once: from Monday on, while films are followed, asked for only while it is not
    /// yet told and the day's budget allows (a saved chart costs nothing).
    public func weekendEvent() async -> FollowEvent? {
        guard let follows, !repository.isSampleMode, !follows.followed().isEmpty else { return nil }
        let period = FollowEvents.dueWeekend(yesterday: KoreanTime.yesterday(now: now))
        let id = "weekend:\(period.first.compact)"
        guard !follows.wasSaid(id) else { return nil }
        let query = ChartQuery(period: period)
        let chart: Chart?
        if let saved = repository.saved.savedChart(query) {
            chart = saved.value
        } else if repository.requestCounter?.isBudgetUsedUp ?? false {
            chart = nil
        } else {
            chart = try? await repository.chart(query).value
        }
        guard let top = chart?.entries.first else { return nil }  // not out yet: asked again next time
        let event = FollowEvent(
            kind: .weekendChart(first: period.first), movieCode: top.movieCode, title: top.title, day: period.last,
            audienceTotal: top.audience, rank: 1)
        return follows.claim([event], at: now).first
    }

    /// `boxoffice check`: yesterday's chart (a request only if it is not saved or not settled, and the budget
    /// allows), its events, and the weekend's.
    public func check() async -> [FollowEvent] {
        guard let follows, !follows.followed().isEmpty, !repository.isSampleMode else { return [] }
        let yesterday = KoreanTime.yesterday(now: now)
        if !(repository.requestCounter?.isBudgetUsedUp ?? false) {
            _ = try? await repository.dailyChart(yesterday)
        }
        var told = events(on: yesterday)
        if let weekend = await weekendEvent() { told.append(weekend) }
        return told
    }

    /// The title people read in `language`: KOBIS's English one from saved details, when there is one.
    public func titled(_ event: FollowEvent, language: DisplayLanguage) -> FollowEvent {
        guard language == .english, !event.movieCode.isEmpty,
            let english = repository.saved.savedFilm(event.movieCode)?.value.titleEnglish, !english.isEmpty
        else { return event }
        return FollowEvent(
            kind: event.kind, movieCode: event.movieCode, title: english, day: event.day,
            audienceTotal: event.audienceTotal, rank: event.rank)
    }
}
