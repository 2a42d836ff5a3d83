/// One day's whole market (or one segment's films), estimated from its top-10 rows: sales ≈ Σ salesAmt ÷
/// (Σ salesShare ÷ 100), because a film's share is its share of every film's sales that day; admissions ≈
/// that sales ÷ the top 10's average ticket price, which is Σ audience ÷ (Σ salesShare ÷ 100).
/// A day whose rows do not add up (no share, shares over 100, negative or overflowing figures: a hostile
/// or damaged file) is no day at all: a gap, like a day never fetched.
public struct MarketDay: Sendable, Equatable {
    public let day: Day
    /// Estimated, in won.
    public let sales: Int64
    /// Estimated admissions.
    public let audience: Int64
    /// What the day's rows themselves add up to (exact).
    public let topTenSales: Int64
    public let topTenAudience: Int64

    /// Shares are sent with one decimal, so ten films holding the whole market can add up to a little
    /// over 100 (100.1); beyond this the rows are not one day's shares.
    static let largestShareSum = 100.5

    public init(day: Day, sales: Int64, audience: Int64, topTenSales: Int64, topTenAudience: Int64) {
        self.day = day
        self.sales = sales
        self.audience = audience
        self.topTenSales = topTenSales
        self.topTenAudience = topTenAudience
    }

    /// `rows`: one day's rows in one segment.
    public init?(day: Day, rows: some Collection<HistoryRow>) {
        var sum = MarketDaySum()
        for row in rows { sum.add(sales: row.sales, audience: row.audience, share: row.salesShare) }
        guard let market = sum.market(on: day) else { return nil }
        self = market
    }

    /// A share as KOBIS sends it ("34.2"); nil for text that is not a share (negative, over 100, "nan").
    static func share(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { share(utf8: $0) }
    }

    /// `share` from the text's bytes. Digits with at most one point are read here: the digits as an integer
    /// over a power of ten, both exact in a Double, is one correctly rounded division, the very value `Double(text)`
    /// gives (strtod's own fast path); anything else (an exponent, a sign, long digits) goes to `Double(text)`.
    public static func share(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var digits: Int64 = 0
        var count = 0
        var decimals = -1
        for byte in bytes {
            if byte == UInt8(ascii: "."), decimals < 0 {
                decimals = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), count < 15 {
                digits = digits * 10 + Int64(byte - UInt8(ascii: "0"))
                count += 1
                if decimals >= 0 { decimals += 1 }
            } else {
                return checked(Double(String(decoding: bytes, as: UTF8.self)))
            }
        }
        // "", "." and "5." (strtod takes the last, Swift's Double too) are left to Double as well.
        guard count > 0, decimals != 0 else { return checked(Double(String(decoding: bytes, as: UTF8.self))) }
        return checked(Double(digits) / powersOfTen[max(0, decimals)])
    }

    private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { r, _ in r * 10 } }

    private static func checked(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0, value <= 100 else { return nil }
        return value
    }

    /// Rounded to the won; nil beyond Int64 (only from broken data: a day's market is under 10^12 won).
    static func whole(_ x: Double) -> Int64? {
        guard x.isFinite, x >= 0, x < 9.0e18 else { return nil }
        return Int64(x.rounded())
    }

    /// Each day's market from rows of one segment in any order (one entry per day that adds up), by day.
    public static func days(_ rows: [HistoryRow]) -> [Day: MarketDay] {
        // History reads rows by day: each day is then a run of rows, taken as a slice without copying.
        let sorted =
            zip(rows, rows.dropFirst()).allSatisfy { $0.day <= $1.day } ? rows : rows.sorted { $0.day < $1.day }
        var days: [Day: MarketDay] = [:]
        var start = sorted.startIndex
        while start < sorted.endIndex {
            let day = sorted[start].day
            var end = start + 1
            while end < sorted.endIndex, sorted[end].day == day { end += 1 }
            if let market = MarketDay(day: day, rows: sorted[start..<end]) { days[day] = market }
            start = end
        }
        return days
    }
}
