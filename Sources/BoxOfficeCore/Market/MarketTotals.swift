/// Days' market estimates added up, with how many days there were: money and counts saturate instead of
/// trapping (only hostile files come near Int64's limit).
public struct MarketTotals: Sendable, Equatable {
    public private(set) var daysCovered = 0
    public private(set) var sales: Int64 = 0
    public private(set) var audience: Int64 = 0
    public private(set) var topTenSales: Int64 = 0
    public private(set) var topTenAudience: Int64 = 0

    public init() {}

    public init(_ days: some Sequence<MarketDay>) {
        for day in days { add(day) }
    }

    public mutating func add(_ day: MarketDay) {
        daysCovered += 1
        sales = Self.sum(sales, day.sales)
        audience = Self.sum(audience, day.audience)
        topTenSales = Self.sum(topTenSales, day.topTenSales)
        topTenAudience = Self.sum(topTenAudience, day.topTenAudience)
    }

    static func sum(_ a: Int64, _ b: Int64) -> Int64 {
        let (s, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : s
    }

    /// (a ÷ b − 1) × 100; nil without a base.
    public static func change(_ a: Int64, from b: Int64) -> Double? {
        b > 0 ? (Double(a) / Double(b) - 1) * 100 : nil
    }
}
