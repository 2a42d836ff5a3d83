/// How large numbers are put in words, as the catalogue says (never the display language): by thousands
/// ("215.7 million admissions", "₩1,234,560,000") or by myriads, 10,000 each (만, 억, 조: "2억 1,572만 명",
/// "12억 3,456만 원"). The unit words themselves are messages too, so a catalogue may use either way.
public enum NumberGrouping: Sendable, Equatable {
    case thousands, myriads

    /// The catalogue's choice for a model shown in `language` (`tr(_:_:in:)`); English (no catalogue) groups
    /// by thousands.
    public static func of(_ language: DisplayLanguage) -> NumberGrouping {
        // TRANSLATORS: not shown: how your language words large numbers. Translate as "myriads" to group
        // them by 10,000 (만, 억, 조: "2억 1,572만 명", "1.5억"), or keep "thousands" to group them by 1,000
        // ("215.7 million admissions", "₩1,500,000"). Any other text reads as thousands.
        tr("number grouping: thousands", in: language) == "myriads" ? .myriads : .thousands
    }
}

extension NumberFormatting {
    /// 10⁴ in the myriad grouping: "3,456만".
    static func tenThousands(_ number: String, _ language: DisplayLanguage) -> String {
        tr("{number} ten thousand", ["number": number], in: language)
    }
    /// 10⁸ in the myriad grouping: "12억".
    static func hundredMillions(_ number: String, _ language: DisplayLanguage) -> String {
        tr("{number} hundred million", ["number": number], in: language)
    }
    /// 10¹² in the myriad grouping: "1조".
    static func trillions(_ number: String, _ language: DisplayLanguage) -> String {
        tr("{number} trillion", ["number": number], in: language)
    }

    /// Money whose amount is a whole number: "2,330원" (after myriad words: "6억 3,140만 2,330원").
    func wonText(_ amount: String) -> String { tr("{amount} won", ["amount": amount], in: language) }
    /// Money whose amount ends in a myriad word: "12억 3,456만 원".
    func wonAfterWords(_ words: String) -> String {
        tr("{amount in words} won", ["amount in words": words], in: language)
    }
    /// People counted in myriad words: "2억 1,572만 명".
    func peopleAfterWords(_ words: String) -> String {
        tr("{amount in words} people", ["amount in words": words], in: language)
    }

    /// A count of 만 in myriad words, 억 above 10,000 of them: 21,572 → "2억 1,572만"; a zero lower part is left out.
    func myriadWords(tenThousands value: Int64) -> String {
        typealias N = NumberFormatting
        guard value >= 10_000 else { return N.tenThousands(N.grouped(value), language) }
        let rest = value % 10_000
        return N.hundredMillions(N.grouped(value / 10_000), language)
            + (rest > 0 ? " " + N.tenThousands(N.grouped(rest), language) : "")
    }

    /// A count of 억 in myriad words, 조 above 10,000 of them: 18,141 → "1조 8,141억"; "2조".
    func myriadWords(hundredMillions value: Int64) -> String {
        typealias N = NumberFormatting
        guard value >= 10_000 else { return N.hundredMillions(N.grouped(value), language) }
        let rest = value % 10_000
        return N.trillions(N.grouped(value / 10_000), language)
            + (rest > 0 ? " " + N.hundredMillions(N.grouped(rest), language) : "")
    }
}
