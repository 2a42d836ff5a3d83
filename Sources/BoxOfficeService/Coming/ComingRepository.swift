import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// The films opening in the next weeks, from KOBIS's film list: every page of the years the weeks
/// touch (100 films a page, at most `pageLimit` a year), each asked at most once a day through the
/// search repository's cache, counted against the daily budget, answered from the cache offline.
@MainActor
public final class ComingRepository {
    public nonisolated static let pageSize = 100
    /// A year has a few thousand films registered; 40 pages (4,000 films) is the most read of one.
    public nonisolated static let pageLimit = 40

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
        public var isComplete: Bool { !cutAtLimit && !stoppedAtBudget && refreshError == nil }
    }

    private let search: SearchRepository
    private let charts: BoxOfficeRepository

    public init(search: SearchRepository, charts: BoxOfficeRepository) {
        self.search = search
        self.charts = charts
    }

    public var today: Day { KoreanTime.today(now: charts.clock.now()) }

    public func plan(weeks: Int) -> Plan {
        let years = ComingFilms.years(from: today, weeks: weeks)
        var requests = 0
        var exact = true
        for year in years {
            guard let first = search.savedFilmsOpening(in: year, page: 1, pageSize: Self.pageSize) else {
                requests += Self.pageLimit
                exact = false
                continue
            }
            for page in 1...pages(first.page.totalCount)
            where search.savedFilmsOpening(in: year, page: page, pageSize: Self.pageSize)?.fresh != true {
                requests += 1
            }
        }
        return Plan(years: years, requests: requests, isExact: exact)
    }

    /// Reads every page the weeks need (fresh ones from the cache) and lists the films.
    public func films(weeks: Int) async throws -> Result {
        let from = today
        let counter = charts.requestCounter
        let before = counter?.todayCount ?? 0
        var items: [FilmListItem] = []
        var read = 0
        var cut = false
        var budget = false
        var refreshError: BoxOfficeError?
        years: for year in ComingFilms.years(from: from, weeks: weeks) {
            var page = 1
            var last = 1
            while page <= last {
                let saved = search.savedFilmsOpening(in: year, page: page, pageSize: Self.pageSize)
                let answer: SearchPage<FilmListItem>
                if saved?.fresh != true && counter?.isBudgetUsedUp == true && !charts.offline {
                    budget = true
                    // A spent budget asks nothing: an older copy still lists what it knew.
                    guard let saved else { break years }
                    answer = saved.page
                } else {
                    let loaded = try await search.filmsOpening(in: year, page: page, pageSize: Self.pageSize)
                    refreshError = refreshError ?? loaded.refreshError
                    answer = loaded.value
                }
                items += answer.items
                if page == 1 {
                    last = pages(answer.totalCount)
                    cut = cut || (answer.totalCount + Self.pageSize - 1) / Self.pageSize > Self.pageLimit
                }
                read += 1
                page += 1
            }
        }
        var films = ComingFilms(items: items, from: from, weeks: weeks)
        films.addDistributors(distributors(of: films.films.map(\.code)))
        return Result(
            films: films, pagesRead: read, requestsMade: max(0, (counter?.todayCount ?? 0) - before), cutAtLimit: cut,
            stoppedAtBudget: budget, refreshError: refreshError)
    }

    private func pages(_ total: Int) -> Int {
        min(max(1, (max(0, total) + Self.pageSize - 1) / Self.pageSize), Self.pageLimit)
    }

    /// 배급사 from each film's saved details, read from the cache with no request.
    private func distributors(of codes: [String]) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for code in codes {
            guard let details = charts.immediateFilm(code: code)?.value else { continue }
            let names = details.companies.filter { $0.part.contains("배급") }.map(\.name)
            if !names.isEmpty { out[code] = names }
        }
        return out
    }
}
