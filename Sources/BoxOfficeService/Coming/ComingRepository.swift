import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// The films opening in the next weeks, from KOBIS's film list: every page of the years the weeks
/// touch (100 films a page, at most `pageLimit` a year), each asked at most once a day through the
/// search repository's cache, counted against the daily budget, answered from the cache offline. One
/// read runs at a time for a day: a second caller waits for it, and it is cancelled, down to its
/// request, when every caller has gone (the window closed).
@MainActor
public final class ComingRepository {
    public nonisolated static let pageSize = ComingPaging.pageSize
    public nonisolated static let pageLimit = ComingPaging.pageLimit

    /// What reading the list costs before it is read: the requests still needed today, exact when
    /// yesterday's first page told the year's size, else the limit.
    public struct Plan: Sendable, Equatable {
        public let years: ClosedRange<Int>
        public let requests: Int
        public let isExact: Bool
        public var isFree: Bool { requests == 0 }
    }

    public struct Result: Sendable {
        public var films: ComingFilms
        public let pagesRead: Int
        public let requestsMade: Int
        /// A year held more films than the page limit reads.
        public let cutAtLimit: Bool
        /// The budget ran out before every page was read.
        public let stoppedAtBudget: Bool
        /// Some page came from the cache because KOBIS could not be asked (offline, an error).
        public let refreshError: BoxOfficeError?
        /// Pages neither saved nor readable now (offline, no key, KOBIS failing): their films are missing.
        public var missingPages = 0
        /// Years whose first page could not be read, so their size is unknown.
        public var unreadYears: [Int] = []
        /// Why the first missing page could not be read.
        public var missingReason: BoxOfficeError?
        public var isComplete: Bool {
            !cutAtLimit && !stoppedAtBudget && refreshError == nil && missingPages == 0 && unreadYears.isEmpty
        }
    }

    private let search: SearchRepository
    private let charts: BoxOfficeRepository
    private let saved: SavedComingPages
    /// The read under way, by day and weeks.
    private var inFlight: (key: String, id: Int, fetch: SharedFetch<Result>)?
    private var reads = 0

    public init(search: SearchRepository, charts: BoxOfficeRepository, cache: DiskCache?) {
        self.search = search
        self.charts = charts
        saved = SavedComingPages(database: cache?.database)
    }

    public var today: Day { KoreanTime.today(now: charts.clock.now()) }

    /// The cost, read off the main actor: each year's first page decoded, the others' ages only.
    public func plan(weeks: Int) async -> Plan {
        let years = ComingFilms.years(from: today, weeks: weeks)
        let (saved, now) = (saved, charts.clock.now())
        let cost = await Task.detached { saved.cost(years: years, now: now) }.value
        return Plan(years: years, requests: cost.requests, isExact: cost.isExact)
    }

    /// Reads every page the weeks need (fresh ones from the cache) and lists the films; joins the read
    /// of the same day and weeks already under way.
    public func films(weeks: Int) async throws -> Result {
        let key = "\(today.iso)|\(weeks)"
        if let inFlight, inFlight.key == key, !inFlight.fetch.isAbandoned { return try await inFlight.fetch.value() }
        reads += 1
        let id = reads
        let fetch = SharedFetch { [weak self] () async throws -> Result in
            guard let self else { throw BoxOfficeError.cancelled }
            defer { if self.inFlight?.id == id { self.inFlight = nil } }
            return try await self.read(weeks: weeks)
        }
        inFlight = (key, id, fetch)
        return try await fetch.value()
    }

    private func read(weeks: Int) async throws -> Result {
        let from = today
        let counter = charts.requestCounter
        let before = counter?.todayCount ?? 0
        var items: [FilmListItem] = []
        var read = 0
        var cut = false
        var budget = false
        var refreshError: BoxOfficeError?
        var missing = 0
        var unread: [Int] = []
        var reason: BoxOfficeError?
        years: for year in ComingFilms.years(from: from, weeks: weeks) {
            var page = 1
            var last = 1
            while page <= last {
                try Task.checkCancellation()
                let saved = await savedPage(year: year, page: page)
                let fresh = saved.map {
                    SavedComingPages.isFresh(fetchedAt: $0.fetchedAt, year: year, now: charts.clock.now())
                }
                var answer: SearchPage<FilmListItem>?
                if fresh == true {
                    answer = saved?.page
                } else if counter?.isBudgetUsedUp == true && !charts.offline {
                    budget = true
                    // A spent budget asks nothing: an older copy still lists what it knew.
                    guard let saved else { break years }
                    answer = saved.page
                } else {
                    do {
                        let loaded = try await search.filmsOpening(
                            in: year, page: page, pageSize: Self.pageSize, saved: saved)
                        refreshError = refreshError ?? loaded.refreshError
                        answer = loaded.value
                    } catch let error as BoxOfficeError where error != .cancelled {
                        // This page alone is missing (offline and never saved, KOBIS failing): the rest still list.
                        reason = reason ?? error
                        guard page > 1 else {
                            unread.append(year)
                            continue years
                        }
                        missing += 1
                    }
                }
                if let answer {
                    items += answer.items
                    if page == 1 {
                        last = ComingPaging.pages(totalCount: answer.totalCount)
                        cut = cut || ComingPaging.isCut(totalCount: answer.totalCount)
                    }
                    read += 1
                }
                page += 1
            }
        }
        // Nothing at all could be read: the reason is the answer.
        if read == 0, let reason { throw reason }
        var films = ComingFilms(items: items, from: from, weeks: weeks)
        films.addDistributors { [charts] in charts.immediateFilm(code: $0)?.value }
        var result = Result(
            films: films, pagesRead: read, requestsMade: max(0, (counter?.todayCount ?? 0) - before), cutAtLimit: cut,
            stoppedAtBudget: budget, refreshError: refreshError)
        result.missingPages = missing
        result.unreadYears = unread
        result.missingReason = reason
        return result
    }

    /// A saved page read and decoded off the main actor.
    private func savedPage(year: Int, page: Int) async -> SavedComingPages.Page? {
        let saved = saved
        return await Task.detached { saved.page(year: year, page: page) }.value
    }
}
