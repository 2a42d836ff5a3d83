/// Large market figures rounded as people say them: "1조 8,141억 원", "2억 1,572만 명" / "₩1.814 trillion",
/// "215.7 million". For estimates, which are not exact to the won anyway; a figure's exact value is
/// in its read-out and the command line.
extension NumberFormatting {
    /// By myriads to the 억 from 10억, to 0.1억 from 1억 ("8.9억 원": two figures at least, as English keeps), to
    /// the 만 below it; by thousands in trillions, billions or millions.
    public func roundedMoney(_ won: Int64) -> String {
        guard won >= 0 else { return "-" + roundedMoney(won == .min ? .max : -won) }
        guard NumberGrouping.of(language) == .thousands else {
            let tenths = (won / 2 + 2_500_000) / 5_000_000  // in 0.1억, half up, without overflow
            if won >= 100_000_000, tenths < 100 {
                return wonAfterWords(Self.hundredMillions(Self.oneDecimal(tenths), language))
            }
            if won >= 100_000_000 {
                return wonAfterWords(myriadWords(hundredMillions: (won / 2 + 25_000_000) / 50_000_000))
            }
            if won >= 10_000 {
                return wonAfterWords(Self.tenThousands(Self.grouped((won / 2 + 2_500) / 5_000), language))
            }
            return money(won)
        }
        let x = Double(won)
        if x >= 1e12 { return tr("₩{number} trillion", ["number": Self.decimal(x / 1e12, 3)], in: language) }
        if x >= 1e9 { return tr("₩{number} billion", ["number": Self.decimal(x / 1e9, 1)], in: language) }
        if x >= 1e6 { return tr("₩{number} million", ["number": Self.decimal(x / 1e6, 1)], in: language) }
        return money(won)
    }

    /// By myriads to the 만 from 10만 ("2억 1,572만 명"), to 0.1만 from 1만 ("9.2만 명" for 92,263: two figures at
    /// least, as English keeps); by thousands in millions from a million ("215.7 million admissions").
    public func roundedAudience(_ n: Int64) -> String {
        guard n >= 10_000 else { return audience(n) }
        guard NumberGrouping.of(language) == .thousands else {
            let tenths = (n / 2 + 250) / 500  // in 0.1만, half up, without overflow
            if tenths < 100 { return peopleAfterWords(Self.tenThousands(Self.oneDecimal(tenths), language)) }
            return peopleAfterWords(myriadWords(tenThousands: (n / 2 + 2_500) / 5_000))
        }
        guard Double(n) >= 1e6 else { return audience(n) }
        return tr("{number} million admissions", ["number": Self.decimal(Double(n) / 1e6, 1)], in: language)
    }

    /// An estimate in a table: by myriads to 0.1억 ("1,211.0억 원", "1조 8,140.6억 원": its last digits are no
    /// better than the estimate), by thousands to the won as before. Exact figures stay in JSON and CSV.
    public func estimatedMoney(_ won: Int64) -> String {
        guard NumberGrouping.of(language) == .myriads else { return money(won) }
        guard won >= 0 else { return "-" + estimatedMoney(won == .min ? .max : -won) }
        let tenths = won / 10_000_000 + (won % 10_000_000 >= 5_000_000 ? 1 : 0)  // in 0.1억, half up
        let cho = tenths / 100_000
        let eok = Self.hundredMillions(
            Self.grouped((tenths % 100_000) / 10) + "." + String((tenths % 100_000) % 10), language)
        return wonAfterWords(cho > 0 ? Self.trillions(Self.grouped(cho), language) + " " + eok : eok)
    }

    /// A count of tenths with one decimal, none when it is whole: 92 → "9.2", 90 → "9".
    static func oneDecimal(_ tenths: Int64) -> String {
        tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }

    /// Grouped with exactly `decimals` places: 1814.06 → "1,814.1".
    static func decimal(_ x: Double, _ decimals: Int) -> String {
        let text = FixedDecimal.text(x, decimals: decimals) ?? String(format: "%.\(decimals)f", x)
        return groupedDecimal(text)
    }
}
