import Foundation

/// A calendar day with no time zone attached; KOBIS days are Korean days.
///
/// Plain arithmetic on the proleptic Gregorian calendar (days since 1970-01-01), not Foundation's
/// `Calendar`: exact for every day KOBIS has, and it keeps ICU's time-zone data out of the launch.
public struct Day: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Days since 1970-01-01: 4 bytes instead of three `Int`s (the forecast's library holds 58,000 days, each
    /// in a figure; docs/PERFORMANCE.md, "The forecast"), and the forecast's arithmetic on days (D-numbers,
    /// weekdays, the market's level) without converting from the calendar's figures every time.
    private let epochDay: Int32

    public var year: Int { parts.year }
    public var month: Int { parts.month }
    public var day: Int { parts.day }

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.length(ofMonth: month, in: year)).contains(day)
        else { return nil }
        epochDay = Int32(Self.daysSinceEpoch(year: year, month: month, day: day))
    }

    private enum CodingKeys: String, CodingKey { case year, month, day }

    public func encode(to encoder: Encoder) throws {
        let parts = parts
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(parts.year, forKey: .year)
        try c.encode(parts.month, forKey: .month)
        try c.encode(parts.day, forKey: .day)
    }

    /// Decoded days are checked like typed ones: a saved job is a file users can edit, and a year of
    /// 10^18 would trap in the day arithmetic at every start.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard
            let day = Day(
                year: try c.decode(Int.self, forKey: .year), month: try c.decode(Int.self, forKey: .month),
                day: try c.decode(Int.self, forKey: .day))
        else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "not a calendar day"))
        }
        self = day
    }

    /// Parses "yyyy-MM-dd" (box office lists, the CLI) or "yyyyMMdd" (film info, targetDt).
    /// Returns nil for " " and "", which KOBIS sends for unknown dates.
    public init?(_ text: String) {
        let t = text.utf8.drop { $0 == 0x20 || $0 == 0x09 }.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
        var digits: [Int] = []
        for (i, byte) in t.enumerated() {
            if byte == UInt8(ascii: "-"), t.count == 10, i == 4 || i == 7 { continue }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            digits.append(Int(byte - UInt8(ascii: "0")))
        }
        guard digits.count == 8 else { return nil }
        func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + $1 } }
        self.init(year: number(0..<4), month: number(4..<6), day: number(6..<8))
    }

    /// The day `days` after 1970-01-01 (negative: before it; past Int32's days, which no calendar day is, wrapped).
    public init(daysSinceEpoch days: Int) { epochDay = Int32(truncatingIfNeeded: days) }

    /// The year, month and day.
    public var parts: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days: eras of 400 years, March-based years.
        let z = Int(epochDay) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - (153 * mp + 2) / 5 + 1)
    }

    /// Days from 1970-01-01 to this day.
    public var daysSinceEpoch: Int { Int(epochDay) }

    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// "yyyyMMdd", as KOBIS wants `targetDt`.
    public var compact: String {
        let parts = parts
        return Self.padded(parts.year, 4) + Self.padded(parts.month, 2) + Self.padded(parts.day, 2)
    }
    /// "yyyy-MM-dd".
    public var iso: String {
        let parts = parts
        return Self.padded(parts.year, 4) + "-" + Self.padded(parts.month, 2) + "-" + Self.padded(parts.day, 2)
    }
    public var description: String { iso }

    /// `n` with leading zeros to `width` digits.
    public static func padded(_ n: Int, _ width: Int) -> String {
        let digits = String(n)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    public static func < (a: Day, b: Day) -> Bool { a.epochDay < b.epochDay }

    /// Midnight of this day in Korea.
    public var startInKorea: Date {
        Date(timeIntervalSince1970: Double(daysSinceEpoch * 86_400 - KoreanTime.offsetSeconds))
    }

    public func adding(days: Int) -> Day { Day(daysSinceEpoch: daysSinceEpoch + days) }

    /// The same day `months` later, or the month's last day when it is shorter (Jan 31 + 1 → Feb 28).
    public func adding(months: Int) -> Day {
        let (year, month, day) = parts
        let index = year * 12 + (month - 1) + months
        let y = index >= 0 ? index / 12 : (index - 11) / 12
        let m = index - y * 12 + 1
        return Day(year: y, month: m, day: min(day, Self.length(ofMonth: m, in: y))) ?? self
    }

    /// The Korean day that contains `date`. A time beyond any calendar (a corrupt saved value) gives
    /// the nearest representable day instead of trapping.
    public init(date: Date) {
        let seconds = date.timeIntervalSince1970 + Double(KoreanTime.offsetSeconds)
        let days = seconds.isFinite ? (seconds / 86_400).rounded(.down) : 0
        self.init(daysSinceEpoch: Int(min(max(days, -719_162), 2_932_896)))  // 0001-01-01 … 9999-12-31
    }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(until other: Day) -> Int { other.daysSinceEpoch - daysSinceEpoch }

    /// 1 = Sunday … 7 = Saturday (1970-01-01 was a Thursday).
    public var weekday: Int { Self.weekday(daysSinceEpoch: daysSinceEpoch) }

    /// `weekday` of the day `days` after 1970-01-01.
    static func weekday(daysSinceEpoch days: Int) -> Int { ((days % 7 + 7 + 4) % 7) + 1 }

    /// The ISO 8601 week-numbering year and week (weeks start on Monday; week 1 holds the year's first Thursday).
    public var isoWeek: (year: Int, week: Int) {
        let mondayBased = (weekday + 5) % 7  // 0 Monday … 6 Sunday
        let thursday = adding(days: 3 - mondayBased)
        let dayOfYear = thursday.daysSinceEpoch - Self.daysSinceEpoch(year: thursday.year, month: 1, day: 1)
        return (thursday.year, dayOfYear / 7 + 1)
    }
}
