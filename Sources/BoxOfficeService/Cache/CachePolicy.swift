import BoxOfficeCore
import Foundation

/// When a saved response may be used as is. Pure: the current time is passed in.
///
/// KOBIS keeps correcting a day's numbers until the following morning, so a chart fetched after noon
/// (KST) of the next day is settled and never fetched again. Yesterday's chart is revalidated when
/// older than an hour, and on every explicit refresh.
public struct CachePolicy: Sendable {
    public var yesterdayMaxAge: TimeInterval = 3600
    public var movieLifetime: TimeInterval = 30 * 86_400
    public var posterLifetime: TimeInterval = 30 * 86_400

    public init() {}

    public enum Freshness: Equatable, Sendable {
        /// Settled numbers: never fetched again.
        case final
        /// Good to show without asking; revalidated only on refresh.
        case fresh
        /// Must be fetched again; shown only if the fetch fails.
        case stale
    }

    /// Whether a chart for `day` fetched at `fetchedAt` can be used at `now`.
    public func chartFreshness(day: Day, fetchedAt: Date, now: Date, refreshing: Bool) -> Freshness {
        let settled = fetchedAt >= KoreanTime.noon(of: day.adding(days: 1))
        let isYesterdayOrLater = day >= KoreanTime.yesterday(now: now)
        if !isYesterdayOrLater { return settled ? .final : .stale }
        if refreshing { return .stale }
        if settled { return .fresh }
        return now.timeIntervalSince(fetchedAt) < yesterdayMaxAge ? .fresh : .stale
    }

    /// Whether yesterday's chart is still subject to KOBIS corrections (until noon KST today).
    public func mayStillChange(day: Day, now: Date) -> Bool {
        now < KoreanTime.noon(of: day.adding(days: 1))
    }

    public func isMovieFresh(fetchedAt: Date, now: Date) -> Bool { now.timeIntervalSince(fetchedAt) < movieLifetime }
    public func isPosterFresh(fetchedAt: Date, now: Date) -> Bool { now.timeIntervalSince(fetchedAt) < posterLifetime }
}
