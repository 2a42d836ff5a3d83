import BoxOfficeCore

/// List rows or grid cards.
public enum ChartLayout: String, Sendable, CaseIterable {
    case list, grid

    public var other: ChartLayout { self == .list ? .grid : .list }

    /// The toggle names the view it switches *to*.
    public var switchIconName: String { self == .list ? "view-grid-symbolic" : "view-list-symbolic" }
    public var switchTooltip: String { self == .list ? tr("Show as Grid") : tr("Show as List") }
}
