import Foundation

/// A calendar day with no time zone attached; KOBIS days are Korean days.
public struct Day: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = KoreanTime.zone
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
              let date = cal.date(from: DateComponents(year: year, month: month, day: day)),
              cal.component(.day, from: date) == day, cal.component(.month, from: date) == month
        else { return nil }
        self.year = year; self.month = month; self.day = day
    }

    /// Parses "yyyy-MM-dd" (box office lists, the CLI) or "yyyyMMdd" (movie info, targetDt).
    /// Returns nil for " " and "", which KOBIS sends for unknown dates.
    public init?(_ text: String) {
        let t = text.trimmingCharacters(in: .whitespaces)
        let digits: String
        if t.count == 10, t.dropFirst(4).first == "-", t.dropFirst(7).first == "-" {
            digits = t.replacingOccurrences(of: "-", with: "")
        } else {
            digits = t
        }
        guard digits.count == 8, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
              let y = Int(digits.prefix(4)), let m = Int(digits.dropFirst(4).prefix(2)), let d = Int(digits.suffix(2))
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// "yyyyMMdd", as KOBIS wants `targetDt`.
    public var compact: String { String(format: "%04d%02d%02d", year, month, day) }
    /// "yyyy-MM-dd".
    public var iso: String { String(format: "%04d-%02d-%02d", year, month, day) }
    public var description: String { iso }

    public static func < (a: Day, b: Day) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// Midnight of this day in Korea.
    public var startInKorea: Date {
        KoreanTime.calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }

    public func adding(days: Int) -> Day {
        let date = KoreanTime.calendar.date(byAdding: .day, value: days, to: startInKorea)!
        return Day(date: date)
    }

    /// The same day `months` later, or the month's last day when it is shorter (Jan 31 + 1 → Feb 28).
    public func adding(months: Int) -> Day {
        let date = KoreanTime.calendar.date(byAdding: .month, value: months, to: startInKorea)!
        return Day(date: date)
    }

    /// The Korean day that contains `date`.
    public init(date: Date) {
        let c = KoreanTime.calendar.dateComponents([.year, .month, .day], from: date)
        self.year = c.year!; self.month = c.month!; self.day = c.day!
    }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(until other: Day) -> Int {
        KoreanTime.calendar.dateComponents([.day], from: startInKorea, to: other.startInKorea).day!
    }

    /// 1 = Sunday … 7 = Saturday.
    public var weekday: Int { KoreanTime.calendar.component(.weekday, from: startInKorea) }
}
