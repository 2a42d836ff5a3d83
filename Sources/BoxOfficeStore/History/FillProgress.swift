import BoxOfficeCore
import Foundation

/// Where a fill stands: a plain value the window and the command line both render.
public struct FillProgress: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        case running
        /// Stopped by the user (or found paused after a restart); `resume` goes on.
        case paused
        case finished
        case cancelled
        /// Today's request budget is used up; `sentence` says so. Resumable after midnight in Korea.
        case budgetReached
        /// A request failed (no network, a rejected key); `sentence` says why. Resumable.
        case failed
    }

    public var job: FillJob
    public var phase: Phase
    /// Days whose chart history now holds (already saved, or fetched by this fill).
    public var done: Int
    public var total: Int
    /// Days this fill asked KOBIS for.
    public var fetched: Int
    /// Days still to ask KOBIS for.
    public var toFetch: Int
    /// Films whose details this fill saved (the first time it met them in a day's chart).
    public var detailsFetched = 0
    /// Requests this fill made for films' details (saved, or failed and left for a later fill).
    public var detailsAsked = 0
    /// Details requests still to make: the known films' of the days to come, and an estimate of the new films
    /// of the days still to fetch (`FillPrice`).
    public var detailsLeft = 0
    /// Seconds left at the measured pace (never faster than the throttle); nil once stopped.
    public var estimatedSecondsLeft: Double?
    /// One sentence when the fill stopped early: the budget, or what failed.
    public var sentence: String?

    public init(
        job: FillJob, phase: Phase, done: Int, total: Int, fetched: Int = 0, toFetch: Int = 0,
        estimatedSecondsLeft: Double? = nil, sentence: String? = nil
    ) {
        self.job = job
        self.phase = phase
        self.done = done
        self.total = total
        self.fetched = fetched
        self.toFetch = toFetch
        self.estimatedSecondsLeft = estimatedSecondsLeft
        self.sentence = sentence
    }

    /// 0…1, for a progress bar: the charts and the films' details, each a request.
    public var fraction: Double {
        let all = total + detailsAsked + detailsLeft
        return all > 0 ? min(1, Double(done + detailsAsked) / Double(all)) : 1
    }

    /// KOBIS requests this fill made, charts and films' details.
    public var requestsMade: Int { fetched + detailsAsked }
    /// KOBIS requests still to make, part of them estimated while days are to fetch.
    public var requestsLeft: Int { toFetch + detailsLeft }
    public var isActive: Bool { phase == .running }
    /// Whether `resume` can go on with it.
    public var isResumable: Bool { [.paused, .budgetReached, .failed].contains(phase) }
}
