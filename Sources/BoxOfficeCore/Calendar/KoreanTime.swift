import Foundation

/// KOBIS counts days in Korea (UTC+9, no daylight saving). Every "today" and "yesterday" in the
/// app is computed here from a clock passed in, never cached at start-up.
public enum KoreanTime {
    public static let zone = TimeZone(identifier: "Asia/Seoul") ?? TimeZone(secondsFromGMT: 9 * 3600)!

    public static let calendar: Calendar = {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = zone
        return cal
    }()

    public static func today(now: Date) -> Day { Day(date: now) }

    /// The latest day KOBIS has a chart for: today's numbers are never published.
    public static func yesterday(now: Date) -> Day { today(now: now).adding(days: -1) }

    /// The latest day a user may pick.
    public static func latestSelectableDay(now: Date) -> Day { yesterday(now: now) }

    /// Noon in Korea on `day`: KOBIS keeps correcting the previous day until the morning.
    /// "09:05": the time of day in Korea.
    public static func clockTime(_ date: Date) -> String {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }

    public static func noon(of day: Day) -> Date { day.startInKorea.addingTimeInterval(12 * 3600) }
}

/// A source of the current time, injected so tests can move it.
public protocol WallClock: Sendable {
    func now() -> Date
}

public struct SystemClock: WallClock {
    public init() {}
    public func now() -> Date { Date() }
}
