import BoxOfficeCore
import Foundation

/// The Coming list's saved pages of KOBIS's film list (one per year and page): each read and decoded once
/// by whoever needs it, off the main actor (a value over the thread-safe database), and whether it is
/// still fresh today. The repository reads here before asking KOBIS; `boxoffice coming` answers from here
/// alone when every page the weeks need is fresh.
public struct SavedComingPages: Sendable {
    public static let kind = "movielist"
    /// This year's and later lists are asked again after a day; a past year's list does not change.
    public static let lifetime: TimeInterval = 86_400

    public struct Page: Sendable {
        public let page: SearchPage<FilmListItem>
        public let fetchedAt: Date
    }

    private let database: CacheDatabase?

    public init(database: CacheDatabase?) { self.database = database }

    public static func isFresh(fetchedAt: Date, year: Int, now: Date) -> Bool {
        year < KoreanTime.today(now: now).year || now.timeIntervalSince(fetchedAt) < lifetime
    }

    /// The saved page, whatever its age; nil when none is saved or it does not decode.
    public func page(year: Int, page: Int) -> Page? {
        guard let body = database?.body(kind: Self.kind, key: SearchKey.filmsOpening(in: year, page: page)),
            let decoded = try? ResponseDecoding.kobisMovieList(body.body)
        else { return nil }
        return Page(
            page: SearchPage(filmList: decoded, page: page, perPage: ComingPaging.pageSize), fetchedAt: body.fetchedAt)
    }

    /// What reading the years' lists still costs today. Only each year's first page is decoded (it tells
    /// the year's size); the other pages' ages are read without their bodies. Not exact when a year's
    /// first page is unknown: its pages are counted at the limit.
    public func cost(years: ClosedRange<Int>, now: Date) -> (requests: Int, isExact: Bool) {
        var requests = 0
        var exact = true
        for year in years {
            guard let first = page(year: year, page: 1) else {
                requests += ComingPaging.pageLimit
                exact = false
                continue
            }
            for number in 1...ComingPaging.pages(totalCount: first.page.totalCount) {
                let fetchedAt = number == 1 ? first.fetchedAt : fetchedAt(year: year, page: number)
                if !(fetchedAt.map { Self.isFresh(fetchedAt: $0, year: year, now: now) } ?? false) { requests += 1 }
            }
        }
        return (requests, exact)
    }

    /// Every page the years need when each is saved and fresh: the list as the app would read it today
    /// without a request (and whether a year was cut at the page limit); nil when a page needs asking.
    public func settled(years: ClosedRange<Int>, now: Date) -> (items: [FilmListItem], cut: Bool)? {
        var items: [FilmListItem] = []
        var cut = false
        for year in years {
            var number = 1
            var last = 1
            while number <= last {
                guard let saved = page(year: year, page: number),
                    Self.isFresh(fetchedAt: saved.fetchedAt, year: year, now: now)
                else { return nil }
                if number == 1 {
                    last = ComingPaging.pages(totalCount: saved.page.totalCount)
                    cut = cut || ComingPaging.isCut(totalCount: saved.page.totalCount)
                }
                items += saved.page.items
                number += 1
            }
        }
        return (items, cut)
    }

    private func fetchedAt(year: Int, page: Int) -> Date? {
        database?.fetchedAt(kind: Self.kind, key: SearchKey.filmsOpening(in: year, page: page))
    }
}
