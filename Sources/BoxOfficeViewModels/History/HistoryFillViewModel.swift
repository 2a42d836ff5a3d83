import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation

/// "Fill history…" for the window: starts, pauses, resumes and cancels the one fill, and words its
/// progress; Preferences' budget row reads and sets the daily budget and today's count here.
/// Observe the parts with `changes.observe` and re-read their properties.
@MainActor
public final class HistoryFillViewModel {
    /// The ranges the menu offers.
    public enum Range: Sendable, Equatable {
        /// The days missing from a film's run, and no others.
        case filmGaps(code: String, title: String, days: [Day])
        case lastDays(Int)
        case custom(first: Day, last: Day)
    }

    /// What a change is about: the fill's progress (its phase, counts, job), today's budget and count, a fill
    /// resumed at start, or the Fill History window's choices.
    public enum Part: Hashable, Sendable { case progress, budget, resumed, choices }
    public enum Event: Hashable, Sendable {
        /// A running fill finished or stopped at the budget: its title and sentence, for a desktop notification
        /// when no window of the app has the focus.
        case ended(title: String, body: String)
    }
    public let changes = Changes<Part>()
    public let events = Changes<Event>()
    public private(set) var progress: FillProgress?
    /// What the Fill History window has chosen (`HistoryFillViewModel+Choices.swift`).
    public internal(set) var choices = FillChoices()
    private let fill: HistoryFill
    private let repository: BoxOfficeRepository
    private let language: DisplayLanguage

    public init(fill: HistoryFill, repository: BoxOfficeRepository, language: DisplayLanguage) {
        self.fill = fill
        self.repository = repository
        self.language = language
        progress = fill.progress
        fill.changes.observe(while: self) { [weak self, weak fill] _ in
            guard let self, let p = fill?.progress else { return }
            let was = self.progress?.phase
            self.progress = p
            self.changes.send(.progress)
            if was == .running, let ending = Self.ending(p) {
                self.events.send(.ended(title: ending.title, body: ending.body))
            }
        }
    }

    /// What a fill's end says; nil for a phase that is not an end worth telling (paused, cancelled by the user).
    static func ending(_ p: FillProgress) -> (title: String, body: String)? {
        switch p.phase {
        case .finished: return (tr("History filled"), phaseText(p) ?? "")
        case .budgetReached: return (tr("History fill stopped at today's budget"), phaseText(p) ?? "")
        default: return nil
        }
    }

    public convenience init(services: AppServices, language: DisplayLanguage) {
        self.init(fill: services.historyFill, repository: services.charts, language: language)
    }

    /// Call once at start-up: a fill the app quit in the middle of goes on; a paused one is shown paused.
    public func restore() {
        fill.restore()
        resumedAtStart = fill.resumedAtRestore
        if resumedAtStart { changes.send(.resumed) }
    }

    /// The fill going on is one the last run left going, resumed at start rather than started now: the main
    /// window shows its progress.
    public private(set) var resumedAtStart = false

    /// "Filling history where BoxOffice left off: 3 of 31 days · about 10 s left", while the resumed fill runs.
    public var resumedText: String? {
        guard resumedAtStart, isRunning, let status = statusText else { return nil }
        return tr("Filling history where BoxOffice left off: {status}", ["status": status])
    }

    /// Asked before quitting while a fill runs; nil when none runs.
    public var quitQuestion: (heading: String, body: String)? {
        guard isRunning else { return nil }
        return (
            tr("Quit While Filling History?"),
            tr(
                "The fill will go on the next time BoxOffice starts, from where it stopped ({status}).",
                ["status": statusText ?? ""])
        )
    }

    /// `koreanToo`: each day's Korean films' chart as well (the whole market only; ignored for a segment).
    public func start(_ range: Range, segment: ChartSegment = .everything, koreanToo: Bool = false) {
        guard let job = job(for: range, segment: segment, koreanToo: koreanToo) else { return }
        start(job)
    }

    /// A job chosen elsewhere (the Market view's missing days).
    public func start(_ job: FillJob) {
        resumedAtStart = false
        fill.start(job)
    }

    /// What is left of today's request budget.
    public var budgetLeft: Int { max(0, budget - todayCount) }

    /// Nil for a film with no missing day.
    public func job(for range: Range, segment: ChartSegment = .everything, koreanToo: Bool = false) -> FillJob? {
        let latest = repository.latestDay
        switch range {
        case .filmGaps(let code, let title, let days):
            return FillJob(days: days, segment: segment, movieCode: code, title: title, koreanToo: koreanToo)?
                .clamped(to: latest)
        case .lastDays(let count):
            return FillJob.lastDays(count, latest: latest, segment: segment, koreanToo: koreanToo)
        case .custom(let first, let last):
            return FillJob(first: first, last: last, segment: segment, koreanToo: koreanToo).clamped(to: latest)
        }
    }

    /// What a range costs before it starts, every request counted: the charts history lacks, the details its
    /// kept days' films lack, and an estimate of the new films of the days to fetch: "About 91 KOBIS requests of
    /// 2,380 left today".
    public func costText(_ range: Range, segment: ChartSegment = .everything, koreanToo: Bool = false) -> String? {
        guard let job = job(for: range, segment: segment, koreanToo: koreanToo) else { return nil }
        return price(job).sentence(remaining: fill.counter.remainingToday)
    }

    /// Every request `job` should make (`HistoryStore.fillPrice`); without history, each chart and up to ten
    /// films a day.
    public func price(_ job: FillJob) -> FillPrice {
        repository.history?.fillPrice(job)
            ?? FillPrice(
                charts: job.queryCount, knownDetails: 0,
                estimatedDetails: FillPrice.estimatedDetails(toFetch: job.days, saved: []))
    }

    public func pause() { fill.pause() }
    public func resume() {
        resumedAtStart = false
        fill.resume()
    }
    public func cancel() { fill.cancel() }

    public var isRunning: Bool { progress?.phase == .running }
    public var canPause: Bool { isRunning }
    public var canResume: Bool { progress?.isResumable ?? false }
    /// Needs a key: the sample has no history to fill.
    public var isAvailable: Bool { !repository.isSampleMode && !repository.offline }

    /// 0…1 for the progress bar.
    public var fraction: Double { progress?.fraction ?? 0 }

    /// "23 of 90 days · about 2 min left", "Paused at 23 of 90 days", or the stop sentence; charts rather than
    /// days when each day has two (the Korean chart too).
    public var statusText: String? {
        guard let p = progress, let text = Self.phaseText(p) else { return nil }
        // Films' details saved along the way, said after the days.
        guard p.detailsFetched > 0, !p.job.detailsOnly else { return text }
        let films = trPlural("{count} film's details saved", "{count} films' details saved", count: p.detailsFetched)
        return text + " · " + films
    }

    private static func phaseText(_ p: FillProgress) -> String? {
        let counts = ["done": String(p.done), "total": String(p.total)]
        if p.job.detailsOnly { return Self.detailsText(p) }
        if p.job.koreanToo { return Self.chartsText(p, counts) }
        switch p.phase {
        case .running:
            guard let left = p.estimatedSecondsLeft, p.requestsLeft > 0 else {
                return trPlural("{done} of {total} day", "{done} of {total} days", count: p.total, counts)
            }
            return trPlural(
                "{done} of {total} day · {left}", "{done} of {total} days · {left}", count: p.total,
                counts.merging(["left": Self.timeLeft(left)]) { $1 })
        case .paused:
            return trPlural(
                "Paused at {done} of {total} day", "Paused at {done} of {total} days", count: p.total, counts)
        case .finished: return p.total == 1 ? tr("History holds the day") : tr("History holds all {total} days", counts)
        case .cancelled:
            return trPlural(
                "Cancelled at {done} of {total} day", "Cancelled at {done} of {total} days", count: p.total, counts)
        case .budgetReached, .failed: return p.sentence
        }
    }

    private static func chartsText(_ p: FillProgress, _ counts: [String: String]) -> String? {
        switch p.phase {
        case .running:
            guard let left = p.estimatedSecondsLeft, p.requestsLeft > 0 else {
                return tr("{done} of {total} charts", counts)
            }
            return tr("{done} of {total} charts · {left}", counts.merging(["left": Self.timeLeft(left)]) { $1 })
        case .paused: return tr("Paused at {done} of {total} charts", counts)
        case .finished: return tr("History holds all {total} charts", counts)
        case .cancelled: return tr("Cancelled at {done} of {total} charts", counts)
        case .budgetReached, .failed: return p.sentence
        }
    }

    /// A fill of the films' details alone: "12 of 284 films' details · about 1 min left".
    private static func detailsText(_ p: FillProgress) -> String? {
        let counts = [
            "done": NumberFormatting.grouped(Int64(p.detailsAsked)),
            "total": NumberFormatting.grouped(Int64(p.detailsAsked + p.detailsLeft))
        ]
        switch p.phase {
        case .running:
            guard let left = p.estimatedSecondsLeft, p.detailsLeft > 0 else {
                return tr("{done} of {total} films' details", counts)
            }
            return tr(
                "{done} of {total} films' details · {left}", counts.merging(["left": Self.timeLeft(left)]) { $1 })
        case .paused: return tr("Paused at {done} of {total} films' details", counts)
        case .finished:
            return tr(
                "{count} films' details saved",
                ["count": NumberFormatting.grouped(Int64(p.detailsFetched))])
        case .cancelled: return tr("Cancelled at {done} of {total} films' details", counts)
        case .budgetReached, .failed: return p.sentence
        }
    }

    /// What the running or pending fill covers: "어벤져스: 엔드게임: 7 missing days, Apr 24–30, 2019" or
    /// "Dec 7, 2021–Jan 5, 2022 (30 days)"; nil before any fill.
    public var jobText: String? {
        guard let job = progress?.job else { return nil }
        return Self.describe(job, language: language)
    }

    public static func describe(_ job: FillJob, language: DisplayLanguage) -> String {
        let range = DayFormatting(language).range(job.first, job.last)
        let count = String(job.dayCount)
        if job.detailsOnly { return tr("{range}: the films' details", ["range": range]) }
        guard let title = job.title else {
            return job.koreanToo
                ? trPlural(
                    "{range} ({count} day, with Korean films)", "{range} ({count} days, with Korean films)",
                    count: job.dayCount, ["range": range, "count": count])
                : trPlural(
                    "{range} ({count} day)", "{range} ({count} days)", count: job.dayCount,
                    ["range": range, "count": count])
        }
        // A film's fill is the days its run misses.
        if job.dayCount == 1 { return tr("{title}: 1 missing day, {range}", ["title": title, "range": range]) }
        return tr("{title}: {count} missing days, {range}", ["title": title, "count": count, "range": range])
    }

    /// Another process (`boxoffice history`, another window) is filling now: Start would only say so.
    public var elsewhereText: String? {
        fill.isRunningElsewhere
            ? tr(
                "Another BoxOffice (a window or boxoffice history) is filling history now; its days are saved for this one too."
            ) : nil
    }

    /// Under Start while a fill waits paused: what starting another does to it.
    public var replaceNote: String? {
        guard let p = progress, p.isResumable, !isRunning else { return nil }
        return tr(
            "Start replaces the paused fill ({job}); the days it saved stay saved.",
            ["job": Self.describe(p.job, language: language)])
    }

    /// "about 2 min left", "about 40 s left".
    public static func timeLeft(_ seconds: Double) -> String {
        let s = Int(max(0, min(seconds, 1e9)).rounded(.up))
        return s >= 120
            ? tr("about {minutes} min left", ["minutes": String((s + 59) / 60)])
            : tr("about {seconds} s left", ["seconds": String(s)])
    }

    // MARK: Preferences: the daily request budget

    public var todayCount: Int { fill.counter.todayCount }
    public var budget: Int { fill.counter.budget }
    /// BOXOFFICE_DAILY_BUDGET is set: the row shows it and cannot change it.
    public var isBudgetFromEnvironment: Bool { fill.counter.isBudgetFromEnvironment }

    public func setBudget(_ value: Int?) {
        fill.counter.setBudget(value)
        changes.send(.budget)
    }

    /// "312 of 2,500 KOBIS requests used today (Korea time)".
    public var usageText: String {
        tr(
            "{count} of {budget} KOBIS requests used today (Korea time)",
            ["count": NumberFormatting.grouped(Int64(todayCount)), "budget": NumberFormatting.grouped(Int64(budget))])
    }
}
