import BoxOfficeCore

/// List rows, grid cards or a table of every figure.
public enum ChartLayout: String, Sendable, CaseIterable {
    case list, grid, table

    /// What the header's toggle switches to: list and grid swap; the table goes back to the list.
    public var other: ChartLayout { self == .list ? .grid : .list }

    /// The toggle names the view it switches *to*.
    public var switchIconName: String { self == .list ? "view-grid-symbolic" : "view-list-symbolic" }
    public var switchTooltip: String { self == .list ? tr("Show as Grid") : tr("Show as List") }
}
