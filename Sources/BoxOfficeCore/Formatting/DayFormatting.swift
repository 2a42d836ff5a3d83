/// Days as people read them: "2024년 2월 10일 (토)" / "Sat, Feb 10, 2024".
public struct DayFormatting: Sendable {
    public let language: DisplayLanguage
    public init(_ language: DisplayLanguage) { self.language = language }

    static let koreanWeekdays = ["일", "월", "화", "수", "목", "금", "토"]
    static let englishWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// With the weekday, for the date button.
    public func long(_ d: Day) -> String {
        switch language {
        case .korean: return "\(d.year)년 \(d.month)월 \(d.day)일 (\(Self.koreanWeekdays[d.weekday - 1]))"
        case .english:
            return "\(Self.englishWeekdays[d.weekday - 1]), \(Self.englishMonths[d.month - 1]) \(d.day), \(d.year)"
        }
    }

    /// Without the year, for a narrow window's date button: "1월 5일 (수)" / "Wed, Jan 5".
    public func short(_ d: Day) -> String {
        switch language {
        case .korean: return "\(d.month)월 \(d.day)일 (\(Self.koreanWeekdays[d.weekday - 1]))"
        case .english: return "\(Self.englishWeekdays[d.weekday - 1]), \(Self.englishMonths[d.month - 1]) \(d.day)"
        }
    }

    /// Under a chart's axis: "12.20" / "Dec 20".
    public func axis(_ d: Day) -> String {
        switch language {
        case .korean: return "\(d.month).\(d.day)"
        case .english: return "\(Self.englishMonths[d.month - 1]) \(d.day)"
        }
    }

    /// Without the weekday, for open dates.
    public func medium(_ d: Day) -> String {
        switch language {
        case .korean: return "\(d.year)년 \(d.month)월 \(d.day)일"
        case .english: return "\(Self.englishMonths[d.month - 1]) \(d.day), \(d.year)"
        }
    }

    /// A period without weekdays: "2023년 4월 21일–23일", "2011년 12월 30일–2012년 1월 1일" /
    /// "Apr 21–23, 2023", "Dec 30, 2011–Jan 1, 2012". A single day reads as `long`.
    public func range(_ first: Day, _ last: Day, withYear: Bool = true) -> String {
        guard first != last else { return withYear ? long(first) : short(first) }
        let m = Self.englishMonths
        switch language {
        case .korean:
            let start = withYear ? "\(first.year)년 \(first.month)월 \(first.day)일" : "\(first.month)월 \(first.day)일"
            if first.year != last.year {
                return "\(start)–\(withYear ? "\(last.year)년 " : "")\(last.month)월 \(last.day)일"
            }
            if first.month != last.month { return "\(start)–\(last.month)월 \(last.day)일" }
            return "\(start)–\(last.day)일"
        case .english:
            let year = withYear ? ", \(last.year)" : ""
            if first.year != last.year {
                return
                    "\(m[first.month - 1]) \(first.day)\(withYear ? ", \(first.year)" : "")–\(m[last.month - 1]) \(last.day)\(year)"
            }
            if first.month != last.month {
                return "\(m[first.month - 1]) \(first.day)–\(m[last.month - 1]) \(last.day)\(year)"
            }
            return "\(m[first.month - 1]) \(first.day)–\(last.day)\(year)"
        }
    }
}
