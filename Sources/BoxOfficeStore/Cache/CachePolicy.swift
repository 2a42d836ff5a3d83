import BoxOfficeCore
import Foundation

/// When a saved response may be used as is. Pure: the current time is passed in.
///
/// KOBIS keeps correcting a day's numbers until the following morning, so a chart fetched after noon
/// (KST) of the next day is settled: never fetched again unless the user refreshes. Yesterday's chart
/// is revalidated when older than an hour. An empty chart is never settled (KOBIS answers with an
/// empty list before a day is tallied): it is asked for again once it is an hour old.
public struct CachePolicy: Sendable {
    public var yesterdayMaxAge: TimeInterval = 3600
    public var filmLifetime: TimeInterval = 30 * 86_400
    public var posterLifetime: TimeInterval = 30 * 86_400
    /// A poster search that found nothing is asked again sooner: the film may be new.
    public var emptySearchLifetime: TimeInterval = 86_400

    public init() {}

    public enum Freshness: Equatable, Sendable {
        /// Settled numbers: fetched again only when the user asks.
        case final
        /// Good to show without asking; revalidated only on refresh.
        case fresh
        /// Must be fetched again; shown only if the fetch fails.
        case stale
    }

    /// Whether a chart for `day` fetched at `fetchedAt` can be used at `now`.
    /// A refresh always asks again: the user asked.
    public func chartFreshness(day: Day, fetchedAt: Date, now: Date, refreshing: Bool, isEmpty: Bool = false)
        -> Freshness
    {
        if refreshing { return .stale }
        if isEmpty { return now.timeIntervalSince(fetchedAt) < yesterdayMaxAge ? .fresh : .stale }
        let settled = fetchedAt >= KoreanTime.noon(of: day.adding(days: 1))
        let isYesterdayOrLater = day >= KoreanTime.yesterday(now: now)
        if !isYesterdayOrLater { return settled ? .final : .stale }
        if settled { return .fresh }
        return now.timeIntervalSince(fetchedAt) < yesterdayMaxAge ? .fresh : .stale
    }

    /// Whether yesterday's chart is still subject to KOBIS corrections (until noon KST today).
    public func mayStillChange(day: Day, now: Date) -> Bool {
        now < KoreanTime.noon(of: day.adding(days: 1))
    }

    public func isFilmFresh(fetchedAt: Date, now: Date) -> Bool { now.timeIntervalSince(fetchedAt) < filmLifetime }
    public func isPosterFresh(fetchedAt: Date, now: Date) -> Bool { now.timeIntervalSince(fetchedAt) < posterLifetime }
    public func isPosterSearchFresh(fetchedAt: Date, now: Date, isEmpty: Bool) -> Bool {
        now.timeIntervalSince(fetchedAt) < (isEmpty ? emptySearchLifetime : posterLifetime)
    }
}
