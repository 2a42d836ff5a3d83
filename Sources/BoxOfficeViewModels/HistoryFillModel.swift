import BoxOfficeCore
import BoxOfficeService
import Foundation

/// "Fill history…" for the window: starts, pauses, resumes and cancels the one fill, and words its
/// progress; Preferences' budget row reads and sets the daily budget and today's count here.
/// Observe with `observers.add { … }` and re-read the properties.
@MainActor
public final class HistoryFillModel {
    /// The ranges the menu offers.
    public enum Range: Sendable, Equatable {
        /// A film's run from its opening day to yesterday.
        case film(code: String, title: String, opening: Day)
        case lastDays(Int)
        case custom(first: Day, last: Day)
    }

    public let observers = ChangeObservers()
    public private(set) var progress: FillProgress?
    private let fill: HistoryFill
    private let repository: BoxOfficeRepository
    private var token: Int?

    public init(fill: HistoryFill, repository: BoxOfficeRepository) {
        self.fill = fill
        self.repository = repository
        progress = fill.progress
        token = fill.observe { [weak self] p in
            self?.progress = p
            self?.observers.notify()
        }
    }

    public convenience init(services: AppServices) {
        self.init(fill: services.historyFill, repository: services.charts)
    }

    isolated deinit { if let token { fill.removeObserver(token) } }

    /// Call once at start-up: a fill the app quit in the middle of goes on; a paused one is shown paused.
    public func restore() { fill.restore() }

    public func start(_ range: Range, segment: ChartSegment = .everything) {
        fill.start(job(for: range, segment: segment))
    }

    public func job(for range: Range, segment: ChartSegment = .everything) -> FillJob {
        let latest = repository.latestDay
        switch range {
        case .film(let code, let title, let opening):
            return FillJob.film(code, title: title, opening: opening, latest: latest, segment: segment)
        case .lastDays(let count): return FillJob.lastDays(count, latest: latest, segment: segment)
        case .custom(let first, let last): return FillJob(first: first, last: last, segment: segment).clamped(to: latest)
        }
    }

    public func pause() { fill.pause() }
    public func resume() { fill.resume() }
    public func cancel() { fill.cancel() }

    public var isRunning: Bool { progress?.phase == .running }
    public var canPause: Bool { isRunning }
    public var canResume: Bool { progress?.isResumable ?? false }
    /// Needs a key: the sample has no history to fill.
    public var isAvailable: Bool { !repository.isSampleMode && !repository.offline }

    /// 0…1 for the progress bar.
    public var fraction: Double { progress?.fraction ?? 0 }

    /// "23 of 90 days · about 2 min left", "Paused at 23 of 90 days", or the stop sentence.
    public var statusText: String? {
        guard let p = progress else { return nil }
        let counts = ["done": String(p.done), "total": String(p.total)]
        switch p.phase {
        case .running:
            guard let left = p.estimatedSecondsLeft, p.toFetch > 0 else { return tr("{done} of {total} days", counts) }
            return tr("{done} of {total} days · {left}", counts.merging(["left": Self.timeLeft(left)]) { $1 })
        case .paused: return tr("Paused at {done} of {total} days", counts)
        case .finished: return tr("History holds all {total} days", counts)
        case .cancelled: return tr("Cancelled at {done} of {total} days", counts)
        case .budgetReached, .failed: return p.sentence
        }
    }

    /// "about 2 min left", "about 40 s left".
    public static func timeLeft(_ seconds: Double) -> String {
        let s = Int(max(0, min(seconds, 1e9)).rounded(.up))
        return s >= 120 ? tr("about {minutes} min left", ["minutes": String((s + 59) / 60)]) : tr("about {seconds} s left", ["seconds": String(s)])
    }

    // MARK: Preferences: the daily request budget

    public var todayCount: Int { fill.counter.todayCount }
    public var budget: Int { fill.counter.budget }
    /// BOXOFFICE_DAILY_BUDGET is set: the row shows it and cannot change it.
    public var isBudgetFromEnvironment: Bool { fill.counter.isBudgetFromEnvironment }

    public func setBudget(_ value: Int?) {
        fill.counter.setBudget(value)
        observers.notify()
    }

    /// "312 of 2,500 KOBIS requests used today (Korea time)".
    public var usageText: String {
        tr("{count} of {budget} KOBIS requests used today (Korea time)",
           ["count": NumberFormatting.grouped(Int64(todayCount)), "budget": NumberFormatting.grouped(Int64(budget))])
    }
}
