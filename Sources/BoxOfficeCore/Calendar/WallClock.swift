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

    /// "2012-01-03T09:00:00+09:00"; nil for anything else, so a stray value leaves the real clock.
    public init?(iso8601 text: String) {
        guard text.count <= 40, let date = ISO8601DateFormatter().date(from: text),
            abs(date.timeIntervalSince1970) < 1e11
        else { return nil }
        instant = date
    }
}
