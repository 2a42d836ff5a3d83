/// Large market figures rounded as people say them: "1조 8,141억 원", "2억 1,572만 명" / "₩1.814 trillion",
/// "215.7 million". For estimates, which are not exact to the won anyway; a figure's exact value is
/// in its read-out and the command line.
extension NumberFormatting {
    /// By myriads to the 억 from 1억 (to the 만 below it); by thousands in trillions, billions or millions.
    public func roundedMoney(_ won: Int64) -> String {
        guard won >= 0 else { return "-" + roundedMoney(won == .min ? .max : -won) }
        guard NumberGrouping.of(language) == .thousands else {
            if won >= 100_000_000 {
                return wonAfterWords(myriadWords(hundredMillions: (won + 50_000_000) / 100_000_000))
            }
            if won >= 10_000 { return wonAfterWords(Self.tenThousands(Self.grouped((won + 5_000) / 10_000), language)) }
            return money(won)
        }
        let x = Double(won)
        if x >= 1e12 { return tr("₩{number} trillion", ["number": Self.decimal(x / 1e12, 3)], in: language) }
        if x >= 1e9 { return tr("₩{number} billion", ["number": Self.decimal(x / 1e9, 1)], in: language) }
        if x >= 1e6 { return tr("₩{number} million", ["number": Self.decimal(x / 1e6, 1)], in: language) }
        return money(won)
    }

    /// By myriads to the 만 from 1만 ("2억 1,572만 명"); by thousands in millions from a million ("215.7 million
    /// admissions").
    public func roundedAudience(_ n: Int64) -> String {
        guard n >= 10_000 else { return audience(n) }
        guard NumberGrouping.of(language) == .thousands else {
            return peopleAfterWords(myriadWords(tenThousands: (n + 5_000) / 10_000))
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

    /// Grouped with exactly `decimals` places: 1814.06 → "1,814.1".
    static func decimal(_ x: Double, _ decimals: Int) -> String {
        let text = String(format: "%.\(decimals)f", x)
        return groupedDecimal(text)
    }
}
