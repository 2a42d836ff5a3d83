/// One headline figure of the Market view: "매출액 ≈" "1조 8,141억 원", and under it what it is against.
public struct MarketFigure: Sendable, Equatable {
    public let label: String
    public let value: String
    public let detail: String?

    public init(label: String, value: String, detail: String? = nil) {
        self.label = label
        self.value = value
        self.detail = detail
    }
}
