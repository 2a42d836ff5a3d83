import Foundation

/// One page of a KOBIS list search: the rows, how many KOBIS says match in all, and where it is.
public struct SearchPage<Item: Sendable & Equatable>: Sendable, Equatable {
    public let items: [Item]
    public let totalCount: Int
    public let page: Int
    public let pageSize: Int

    public init(items: [Item], totalCount: Int, page: Int, pageSize: Int) {
        self.items = items
        // A total below what was seen would hide rows the user has; never trust it over the rows.
        self.totalCount = max(totalCount, (page - 1) * pageSize + items.count)
        self.page = page
        self.pageSize = pageSize
    }

    /// Whether a later page can hold more rows (an empty page never promises more).
    public var hasMore: Bool { !items.isEmpty && page * pageSize < totalCount }
}

extension SearchPage where Item == FilmListItem {
    /// A page of KOBIS's film list as the search and the Coming list read it (at most `perPage` rows).
    public init(filmList r: KobisMovieListResult, page: Int, perPage: Int) {
        self.init(
            items: r.movieList.prefix(max(1, perPage)).map(FilmListItem.init), totalCount: max(0, r.totCnt),
            page: page, pageSize: perPage)
    }
}
