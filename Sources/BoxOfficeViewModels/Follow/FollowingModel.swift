import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation

/// Following films: the star in a film's window, the rows' Follow/Unfollow, the Following window's list,
/// and the events a refresh tells (sent on `events`, which the application turns into notifications).
@MainActor
public final class FollowingModel {
    /// What a change is about: which films are followed.
    public enum Part: Hashable, Sendable { case follows }
    public enum Event: Hashable, Sendable {
        /// Events to tell, worded in the app's language.
        case told([FollowEvent])
        /// A check has ended (its day's events and the weekend's told, or found to be nothing): the application
        /// reports it (`BOXOFFICE_TRACE_FOLLOW`), so a test knows a second notification had its chance to come.
        case checked(Day)
    }
    public let changes = Changes<Part>()
    public let events = Changes<Event>()
    public let language: DisplayLanguage
    private let check: FollowCheck
    private let history: HistoryStore?
    private let clock: WallClock
    /// The newest day's chart is checked once per load: its events are claimed, a second check finds none.
    private var weekendTask: Task<Void, Never>?

    public init(services: AppServices, language: DisplayLanguage) {
        check = services.follow
        history = services.history
        clock = services.clock
        self.language = language
    }

    /// Without a cache there is nowhere to keep what is followed.
    public var canFollow: Bool { check.follows != nil }

    public func isFollowed(_ movieCode: String) -> Bool { check.follows?.isFollowed(movieCode) ?? false }

    public func setFollowed(_ on: Bool, code: String, title: String) {
        guard let follows = check.follows, on != follows.isFollowed(code) else { return }
        if on {
            follows.follow(FollowedFilm(movieCode: code, title: title), at: clock.now())
        } else {
            follows.unfollow(code)
        }
        changes.send(.follows)
    }

    /// Whether an event with this id was told (claimed in the Store, by this process or `boxoffice check`).
    public func wasTold(_ id: String) -> Bool { check.follows?.wasSaid(id) ?? false }

    public func toggle(code: String, title: String) { setFollowed(!isFollowed(code), code: code, title: title) }

    /// The followed films with their newest figures in history, the first followed first.
    public var rows: [FollowingRow] {
        (check.follows?.followed() ?? []).map { film in
            FollowingRow(film, newest: history?.rows(movieCode: film.movieCode).last, language: language)
        }
    }

    /// A chart was shown: the newest daily chart of the whole market is a refresh whose events are told.
    func chartShown(_ query: ChartQuery, latestDay: Day) {
        guard query.kind == .daily, query.segment == .everything, query.period.first == latestDay else { return }
        tell(check.events(on: latestDay))
        guard weekendTask == nil else { return }  // the check under way reports when it ends, after these
        weekendTask = Task { @MainActor [weak self] in
            guard let self else { return }
            let weekend = await self.check.weekendEvent()
            guard !Task.isCancelled else { return }
            self.weekendTask = nil
            if let weekend { self.tell([weekend]) }
            self.events.send(.checked(latestDay))
        }
    }

    private func tell(_ events: [FollowEvent]) {
        guard !events.isEmpty else { return }
        self.events.send(.told(events.map { check.titled($0, language: language) }))
    }

    /// The window closed: a weekend check under way tells nothing.
    public func stop() {
        weekendTask?.cancel()
        weekendTask = nil
    }
}

/// One followed film in the Following window: its title and the newest day history has.
public struct FollowingRow: Equatable, Sendable {
    public let movieCode: String
    public let title: String
    /// "2018년 1월 31일 (수) 9위 · 누적 관객 1,327,683명 · 개봉 43일째", or that no chart has it yet.
    public let figures: String

    init(_ film: FollowedFilm, newest: HistoryRow?, language: DisplayLanguage) {
        movieCode = film.movieCode
        title = newest?.title ?? film.title
        guard let newest else {
            figures = tr("Not in the saved charts yet")
            return
        }
        let values = [
            "day": DayFormatting(language).long(newest.day), "rank": String(newest.rank),
            "total": NumberFormatting.grouped(newest.audienceTotal)
        ]
        if let open = newest.openDate, open <= newest.day {
            figures = tr(
                "{day}: #{rank} · {total} admissions in all · day {days} of its release",
                values.merging(["days": String(open.days(until: newest.day) + 1)]) { a, _ in a })
        } else {
            figures = tr("{day}: #{rank} · {total} admissions in all", values)
        }
    }
}
