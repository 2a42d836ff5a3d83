import Foundation

/// A source of the current time, injected so tests can move it.
public protocol WallClock: Sendable {
    func now() -> Date
}

public struct SystemClock: WallClock {
    public init() {}
    public func now() -> Date { Date() }
}

/// A clock stopped at one instant: `BOXOFFICE_NOW` for the command line's tests and for reproducing a
/// user's morning (the app in another process cannot be handed a test's clock otherwise).
public struct StoppedClock: WallClock {
    public let instant: Date
    public init(_ instant: Date) { self.instant = instant }
    public func now() -> Date { instant }

    /// "2012-01-03T09:00:00+09:00" (or "…Z"); nil for anything else, so a stray value leaves the real clock.
    /// Read by hand: Foundation's ISO8601DateFormatter loads ICU's calendar and number parsers, 2 ms of a
    /// cached answer (`boxoffice market` took 12 ms, the parse alone 13 % of it).
    public init?(iso8601 text: String) {
        let b = Array(text.utf8)
        guard b.count >= 20, b.count <= 25, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
            b[10] == UInt8(ascii: "T"), b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
            let year = Self.digits(b, 0, 4), let month = Self.digits(b, 5, 2), let day = Self.digits(b, 8, 2),
            let hour = Self.digits(b, 11, 2), let minute = Self.digits(b, 14, 2), let second = Self.digits(b, 17, 2),
            hour < 24, minute < 60, second < 60, let date = Day(year: year, month: month, day: day),
            let offset = Self.offset(b[19...])
        else { return nil }
        let days = Self.daysSince1970(date)
        let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second - offset
        // Within about 3,000 years of 1970, as before: nothing farther is a morning to reproduce.
        guard abs(seconds) < 100_000_000_000 else { return nil }
        instant = Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// `count` decimal digits from `start`.
    private static func digits(_ b: [UInt8], _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for c in b[start..<start + count] {
            guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(c - UInt8(ascii: "0"))
        }
        return value
    }

    /// "Z", "+09:00" or "+0900", in seconds east of UTC.
    private static func offset(_ zone: ArraySlice<UInt8>) -> Int? {
        let z = Array(zone)
        if z == [UInt8(ascii: "Z")] { return 0 }
        guard z.count == 6 || z.count == 5, z[0] == UInt8(ascii: "+") || z[0] == UInt8(ascii: "-") else { return nil }
        if z.count == 6 { guard z[3] == UInt8(ascii: ":") else { return nil } }
        guard let hours = digits(z, 1, 2), let minutes = digits(z, z.count - 2, 2), hours < 24, minutes < 60 else {
            return nil
        }
        return (z[0] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// Days from 1970-01-01 to `day` in the proleptic Gregorian calendar (the civil-from-days inverse).
    private static func daysSince1970(_ day: Day) -> Int {
        let y = day.month <= 2 ? day.year - 1 : day.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (day.month + (day.month > 2 ? -3 : 9)) + 2) / 5 + day.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
