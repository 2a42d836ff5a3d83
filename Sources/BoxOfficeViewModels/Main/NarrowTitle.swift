/// A header's title in a narrow window, on two lines so that it is shown whole: "2018년 / 12월 27일 (목)",
/// "Thu, Dec 27, / 2018", a range across years after its dash ("2021년 12월 31일– / 2022년 1월 2일"), a market
/// period before its year ("Weekends of / 2018"). A title without a space stays on one line.
public enum NarrowTitle {
    public static func twoLines(_ text: String) -> String {
        // A range whose two ends both name a year: one end a line.
        if let dash = text.firstIndex(of: "–"), hasYear(text[..<dash]), hasYear(text[text.index(after: dash)...]) {
            let after = text.index(after: dash)
            return text[..<after].trimmingSpaces + "\n" + text[after...].trimmingSpaces
        }
        // Korean: the year leads ("2018년 …").
        if let mark = text.range(of: "년 "), text[..<mark.lowerBound].count == 4,
            text[..<mark.lowerBound].allSatisfy(\.isNumber)
        {
            return String(text[..<mark.upperBound].dropLast()) + "\n" + text[mark.upperBound...]
        }
        // Otherwise the last word (the year in English) goes under the rest.
        guard let space = text.lastIndex(of: " ") else { return text }
        return String(text[..<space]) + "\n" + text[text.index(after: space)...]
    }

    private static func hasYear(_ part: Substring) -> Bool {
        var run = 0
        for c in part {
            run = c.isASCII && c.isNumber ? run + 1 : 0
            if run == 4 { return true }
        }
        return false
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
