import Foundation

/// KOBIS counts days in Korea (UTC+9, no daylight saving). Every "today" and "yesterday" in the
/// app is computed here from a clock passed in, never cached at start-up.
public enum KoreanTime {
    /// UTC+9: Korea has kept it, without daylight saving, since October 1988 (KOBIS's figures start in 2003).
    public static let offsetSeconds = 9 * 3600

    public static func today(now: Date) -> Day { Day(date: now) }

    /// The latest day KOBIS has a chart for: today's numbers are never published.
    public static func yesterday(now: Date) -> Day { today(now: now).adding(days: -1) }

    /// The latest day a user may pick.
    public static func latestSelectableDay(now: Date) -> Day { yesterday(now: now) }

    /// Noon in Korea on `day`: KOBIS keeps correcting the previous day until the morning.
    /// "09:05": the time of day in Korea.
    public static func clockTime(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970 + Double(offsetSeconds)
        let ofDay = seconds.isFinite ? Int(seconds - (seconds / 86_400).rounded(.down) * 86_400) : 0
        return Day.padded(ofDay / 3600, 2) + ":" + Day.padded(ofDay % 3600 / 60, 2)
    }

    public static func noon(of day: Day) -> Date { day.startInKorea.addingTimeInterval(12 * 3600) }
}
