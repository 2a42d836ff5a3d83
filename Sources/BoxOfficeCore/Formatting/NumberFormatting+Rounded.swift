/// Large market figures rounded as people say them: "1조 8,141억 원", "2억 1,572만 명" / "₩1.814 trillion",
/// "215.7 million". For estimates, which are not exact to the won anyway; a figure's exact value is
/// in its read-out and the command line.
extension NumberFormatting {
    /// Korean to the 억 from 1억 (to the 만 below it); English in trillions, billions or millions.
    public func roundedMoney(_ won: Int64) -> String {
        guard won >= 0 else { return "-" + roundedMoney(won == .min ? .max : -won) }
        switch language {
        case .korean:
            if won >= 100_000_000 {
                let eok = (won + 50_000_000) / 100_000_000
                return Self.koreanUnits(eok, [("조", 10_000)], last: "억") + " 원"
            }
            if won >= 10_000 { return Self.grouped((won + 5_000) / 10_000) + "만 원" }
            return money(won)
        case .english:
            for (size, name, decimals) in [
                (1e12, "trillion", 3), (1e9, "billion", 1), (1e6, "million", 1)
            ] where Double(won) >= size {
                return "₩" + Self.decimal(Double(won) / size, decimals) + " " + name
            }
            return money(won)
        }
    }

    /// Korean to the 만 from 1만 ("2억 1,572만 명"); English in millions from a million ("215.7 million
    /// admissions").
    public func roundedAudience(_ n: Int64) -> String {
        guard n >= 10_000 else { return audience(n) }
        switch language {
        case .korean:
            let man = (n + 5_000) / 10_000
            return Self.koreanUnits(man, [("억", 10_000)], last: "만") + " 명"
        case .english:
            guard Double(n) >= 1e6 else { return audience(n) }
            return Self.decimal(Double(n) / 1e6, 1) + " million admissions"
        }
    }

    /// An estimate in a table: in Korean to 0.1억 ("1,211.0억 원", "1조 8,140.6억 원": its last digits are no
    /// better than the estimate), in English to the won as before. Exact figures stay in JSON and CSV.
    public func estimatedMoney(_ won: Int64) -> String {
        guard language == .korean else { return money(won) }
        guard won >= 0 else { return "-" + estimatedMoney(won == .min ? .max : -won) }
        let tenths = won / 10_000_000 + (won % 10_000_000 >= 5_000_000 ? 1 : 0)  // in 0.1억, half up
        let cho = tenths / 100_000
        let eok = Self.grouped((tenths % 100_000) / 10) + "." + String((tenths % 100_000) % 10) + "억 원"
        return cho > 0 ? Self.grouped(cho) + "조 " + eok : eok
    }

    /// 18,141 in 억 with 조 = 10,000억 → "1조 8,141억"; a zero lower part is left out ("2조").
    private static func koreanUnits(_ value: Int64, _ upper: [(String, Int64)], last: String) -> String {
        guard let (name, size) = upper.first, value >= size else { return grouped(value) + last }
        let rest = value % size
        return grouped(value / size) + name + (rest > 0 ? " " + grouped(rest) + last : "")
    }

    /// Grouped with exactly `decimals` places: 1814.06 → "1,814.1".
    static func decimal(_ x: Double, _ decimals: Int) -> String {
        let text = String(format: "%.\(decimals)f", x)
        return groupedDecimal(text)
    }
}
