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
        case .english: return "\(Self.englishWeekdays[d.weekday - 1]), \(Self.englishMonths[d.month - 1]) \(d.day), \(d.year)"
        }
    }

    /// Without the year, for a narrow window's date button: "1월 5일 (수)" / "Wed, Jan 5".
    public func short(_ d: Day) -> String {
        switch language {
        case .korean: return "\(d.month)월 \(d.day)일 (\(Self.koreanWeekdays[d.weekday - 1]))"
        case .english: return "\(Self.englishWeekdays[d.weekday - 1]), \(Self.englishMonths[d.month - 1]) \(d.day)"
        }
    }

    /// Without the weekday, for open dates.
    public func medium(_ d: Day) -> String {
        switch language {
        case .korean: return "\(d.year)년 \(d.month)월 \(d.day)일"
        case .english: return "\(Self.englishMonths[d.month - 1]) \(d.day), \(d.year)"
        }
    }
}
