/// One row of a list in the Market view (a film, a #1, a distributor, a weekend): its title, a line of
/// detail under it, its figure at the end, and what activating it opens.
public struct MarketLine: Sendable, Equatable {
    public let title: String
    public let subtitle: String
    public let value: String
    public let target: MarketTarget?

    public init(title: String, subtitle: String, value: String, target: MarketTarget? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.value = value
        self.target = target
    }

    /// The whole row in one sentence, for screen readers.
    public var sentence: String { [title, value, subtitle].filter { !$0.isEmpty }.joined(separator: ", ") }
}
