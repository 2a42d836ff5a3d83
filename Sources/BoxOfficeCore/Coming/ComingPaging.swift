/// How the Coming list pages KOBIS's film list of a year: 100 films a page, at most 40 pages. `totCnt` is
/// outside data (a hostile answer or a damaged cache can hold Int.max), so it is clamped before any
/// arithmetic: `total + pageSize - 1` on it would overflow and trap.
public enum ComingPaging {
    public static let pageSize = 100
    /// A year has a few thousand films registered; 40 pages (4,000 films) is the most read of one.
    public static let pageLimit = 40

    /// The count clamped to 0…one page past the limit: large enough to tell "cut", small enough to add to.
    static func clamped(_ totalCount: Int) -> Int { min(max(0, totalCount), pageSize * (pageLimit + 1)) }

    /// The pages read of a year whose first page says `totalCount`: 1…`pageLimit`.
    public static func pages(totalCount: Int) -> Int {
        min(max(1, (clamped(totalCount) + pageSize - 1) / pageSize), pageLimit)
    }

    /// The year holds more films than the limit reads.
    public static func isCut(totalCount: Int) -> Bool { clamped(totalCount) > pageSize * pageLimit }
}

extension ComingPaging {
    /// What a list cut at the limit misses, a sentence without its full stop.
    public static var cutWarning: String {
        tr(
            "A year holds more films than {count} requests read; films past them are not listed",
            ["count": String(pageLimit)])
    }
}
