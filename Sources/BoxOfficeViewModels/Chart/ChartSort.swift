import BoxOfficeCore
import BoxOfficeStore

/// Which column the table is sorted by, and which way; remembered across runs as "audience,descending".
public struct ChartSort: Equatable, Sendable {
    public var column: ChartColumn
    public var descending: Bool

    public init(column: ChartColumn, descending: Bool) {
        self.column = column
        self.descending = descending
    }

    public init?(stored: String) {
        let parts = stored.split(separator: ",").map(String.init)
        guard let first = parts.first, let column = ChartColumn(rawValue: first) else { return nil }
        self.init(column: column, descending: parts.dropFirst().first == "descending")
    }

    public var stored: String { column.rawValue + (descending ? ",descending" : ",ascending") }

    /// The sort saved last time, if any.
    public static func remembered(in state: AppSettings?) -> ChartSort? {
        state?[.tableSort].flatMap(ChartSort.init(stored:))
    }

    /// Saves `sort` (nil: unsorted, the chart's own order).
    public static func remember(_ sort: ChartSort?, in state: AppSettings?) {
        guard let state, state[.tableSort] != sort?.stored else { return }
        state[.tableSort] = sort?.stored
    }
}
