import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation

/// A film's run for the detail window: plain points to draw (gaps stay gaps), the milestones, an
/// optional comparison with another film, and "n days missing — Fill". Reads history only; no request.
/// Observe the parts with `changes.observe { parts in … }` and re-read their properties.
@MainActor
public final class FilmRunViewModel {
    /// What the bars show, or the two lines when comparing; in the order the buttons show them.
    public enum Metric: String, CaseIterable, Sendable {
        case audienceTotal, salesTotal, audience, sales, screens, shows, share

        /// One film's bars: each day's figures.
        public static let bars: [Metric] = [.audience, .sales, .screens, .shows, .share]
        /// Two films' lines: the measures a comparison is made in (`RunComparison.Measure`, which says why
        /// the others are left out).
        public static let compared: [Metric] = allCases.filter { $0.measure != nil }

        public var measure: RunComparison.Measure? { RunComparison.Measure(rawValue: rawValue) }

        public var label: String {
            switch self {
            case .audienceTotal: return tr("Total audience")
            case .salesTotal: return tr("Total sales")
            case .audience: return tr("Audience")
            case .sales: return tr("Sales")
            case .screens: return tr("Screens")
            case .shows: return tr("Shows")
            case .share: return tr("Share")
            }
        }
    }

    /// One day of the chart: a bar (`value`) and the rank line's point (`rank`); both nil on a gap
    /// or a day outside the top 10 (`status` tells which).
    public struct Point: Sendable, Equatable {
        public let dNumber: Int
        public let day: Day
        public let status: FilmRun.Status
        public let value: Double?
        public let rank: Int?
        public let isWeekend: Bool
    }

    /// What a change is about: the run (and its forecast), the bars' metric, the axis' scale, the comparison.
    public enum Part: Hashable, Sendable { case run, metric, scale, comparison }
    public let changes = Changes<Part>()
    public let movieCode: String
    public let segment: ChartSegment
    /// The run the window shows: the history's, up to the as-of day when the window is as of a past day
    /// (`asOfCut`), so its bars, figures, milestones, days, missing days and Copy/Export hold nothing after it.
    public private(set) var run: FilmRun?
    /// The run as the history holds it, every day to its last (after the as-of day too).
    public private(set) var wholeRun: FilmRun?
    public private(set) var milestones: RunMilestones?
    /// Where the run stands: latest totals, the most screens, the latest weekend against the one before.
    public private(set) var figures: RunFigures?
    /// Dates in the figures are written in it ("2022년 1월 16일 (D12)").
    public let language: DisplayLanguage
    public internal(set) var comparison: RunComparison?
    /// What the bars show (one film alone).
    public var metric: Metric = .audience { didSet { if metric != oldValue { changes.send(.metric) } } }
    /// What the lines show when comparing: one of `Metric.compared`; set with `choose`.
    public internal(set) var comparedMetric: Metric = .audienceTotal
    /// Whether the value axis is logarithmic (a long run's tail reads on it); remembered for the app.
    public var logScale: Bool {
        didSet {
            guard logScale != oldValue else { return }
            state?[.logScale] = logScale ? "true" : "false"
            changes.send(.scale)
        }
    }
    private let state: AppSettings?
    /// "Where it may end": nil where the app has no forecast references (a test without them).
    public let forecast: FilmForecastViewModel?

    let history: HistoryStore?
    /// The run shown when the history has no day of the film (a film known only from the shipped runs).
    private let shippedRun: FilmRun?
    let fill: HistoryFillViewModel?
    private var lastDone: Int?
    /// A fill has brought days in since the forecast was made.
    private var forecastStale = false
    /// D1 as the forecast's run has it (`FilmForecastViewModel.runOpening`): a re-release's days count from its own
    /// start even when the history keeps only its latest days.
    private var forecastOpening: Day?

    public init(
        movieCode: String, segment: ChartSegment = .everything, history: HistoryStore?, fill: HistoryFillViewModel?,
        state: AppSettings? = nil, language: DisplayLanguage = .english, forecast: FilmForecastViewModel? = nil,
        shippedRun: FilmRun? = nil
    ) {
        self.movieCode = movieCode
        self.shippedRun = shippedRun
        self.forecast = forecast
        self.state = state
        self.language = language
        logScale = state?[.logScale] == "true"
        self.segment = segment
        self.history = history
        self.fill = fill
        reload()
        // The forecast's run, once read, may know the run's D1 better than the history's days.
        forecast?.changes.observe([.forecast], while: self) { [weak self] _ in
            guard let self, let opening = self.forecast?.runOpening, opening != self.forecastOpening else { return }
            self.forecastOpening = opening
            self.readRun()
            self.changes.send(.run)
        }
        // Days a fill brings in appear as they arrive; the forecast, which reads the whole market's history, is
        // made again once the fill stops (every day of a long fill would redo it for a figure soon replaced).
        fill?.changes.observe([.progress], while: self) { [weak self] _ in
            guard let self, let progress = self.fill?.progress else { return }
            if progress.done != self.lastDone {
                self.lastDone = progress.done
                self.reload(forecasting: !progress.isActive)
            } else if !progress.isActive && self.forecastStale {
                self.forecastStale = false
                self.forecast?.reload()
                self.changes.send(.run)
            }
        }
    }

    public func reload() { reload(forecasting: true) }

    private func reload(forecasting: Bool) {
        readRun()
        if forecasting {
            forecast?.reload()
        }
        forecastStale = !forecasting
        changes.send(.run)
    }

    private func readRun() {
        wholeRun = history?.run(movieCode: movieCode, segment: segment, opening: forecastOpening) ?? shippedRun
        run = asOfCut.flatMap { wholeRun?.through($0) } ?? wholeRun
        milestones = run.map(RunMilestones.init)
        figures = run.map(RunFigures.init)
        if let other = comparison?.other.movieCode { comparison = comparisonWith(other) }
    }

    /// The figures, then the milestones, as label–value lines (the window's "Milestones" group).
    public var lines: [RunMilestones.Line] {
        (figures?.lines(language) ?? []) + (milestones?.lines ?? [])
    }

    /// The day the window is as of (the chart's day it was opened from), when the run in the history goes on past
    /// it: the window, the image and Print show the run up to it only ("as of means as of"); nil otherwise (opened
    /// from the latest day, a search or `--film`: the whole run). The forecast is made as of the same day.
    public var asOfCut: Day? {
        guard let upTo = forecast?.upTo, let last = wholeRun?.days.last?.day, upTo < last else { return nil }
        return upTo
    }

    /// Under the run's heading when it is cut: "As of 2018-11-06 (D7), the day this window was opened from: the
    /// run's later days (up to 2018-11-13) are left out."; nil with no cut.
    public var asOfText: String? {
        guard let cut = asOfCut, let last = run?.days.last, let end = wholeRun?.days.last?.day else { return nil }
        return tr(
            "As of {date} (D{d}), the day this window was opened from: the run's later days (up to {last}) are left out.",
            ["date": cut.iso, "d": String(last.dNumber + last.day.days(until: cut)), "last": end.iso])
    }

    // MARK: drawing

    public var points: [Point] { points(of: run) }

    func points(of run: FilmRun?) -> [Point] {
        (run?.days ?? []).map { d in
            Point(
                dNumber: d.dNumber, day: d.day, status: d.status, value: d.row.flatMap { value($0, metric) },
                rank: d.row?.rank, isWeekend: d.day.isWeekend)
        }
    }

    /// The bars' axis top (0 when nothing is ranked).
    public var maxValue: Double { points.compactMap(\.value).max() ?? 0 }

    private func value(_ r: HistoryRow, _ metric: Metric) -> Double? {
        switch metric {
        case .audienceTotal: return Double(r.audienceTotal)
        case .salesTotal: return Double(r.salesTotal)
        case .audience: return Double(r.audience)
        case .sales: return Double(r.sales)
        case .screens: return Double(r.screens)
        case .shows: return Double(r.shows)
        case .share: return Double(r.salesShare)
        }
    }

    // MARK: gaps

    /// Under a cut only the days up to the as-of day count (and Fill brings only those): the days after it are
    /// not this window's to show.
    public var missingCount: Int { run?.missingDays.count ?? 0 }

    /// "3 days missing", shown with a Fill button; nil when none is.
    public var missingText: String? {
        missingCount == 0 ? nil : trPlural("{count} day missing", "{count} days missing", count: missingCount)
    }

    /// "Not in the top 10 on 12 days" when no day is missing and some were asked without the film in the top 10
    /// (kept, or answered empty by KOBIS): what a Fill over them found, said where "n days missing" was.
    public var outsideText: String? {
        guard missingCount == 0, let outside = run?.outsideCount, outside > 0 else { return nil }
        return outside == 1
            ? tr("Not in the top 10 on 1 day") : tr("Not in the top 10 on {count} days", ["count": String(outside)])
    }

    /// Fills exactly the days the run misses (the ones "n days missing" counts), and no other; with none, the
    /// days after the history stops while the film may still be charting (`historyStopText`).
    public func fillMissing() {
        guard let run, let fill else { return }
        if missingCount == 0, let stopped = stoppedRange {
            fill.start(stopped.fill, segment: segment)
            return
        }
        fill.start(.filmGaps(code: movieCode, title: run.title, days: run.missingDays), segment: segment)
    }

    // MARK: reading aloud and hovering

    /// Said where the chart would be when history has no day of the film: how days get there, with a
    /// key or without one.
    public var emptyText: String {
        fill?.isAvailable == true
            ? tr(
                "No history for this film yet: its days appear here as charts are opened, or with Fill History in the main menu."
            )
            : tr(
                "No history for this film yet: with a KOBIS key, its days appear here as charts are opened or history is filled."
            )
    }

    /// For the screen reader: what the chart shows in one sentence.
    public var summary: String {
        guard let run else { return tr("No history for this film yet") }
        return tr(
            "{title}: {days} days since opening, {missing} missing, {total} admissions in all",
            [
                "title": run.title, "days": String(run.days.count), "missing": String(missingCount),
                "total": run.latestTotal.map(NumberFormatting.grouped) ?? "—"
            ])
    }

    /// One day's exact figures: the hover text and the per-day list's row.
    public func describe(_ point: Point) -> String {
        let lead = "D\(point.dNumber) \(point.day.iso)"
        switch point.status {
        case .missing: return lead + ": " + tr("missing")
        case .outsideTop10: return lead + ": " + tr("not in the top 10")
        case .ranked(let r):
            return lead + ": "
                + tr(
                    "#{rank}, {audience} admissions ({total} in all), ₩{sales}, {screens} screens, {shows} shows, {share} of sales",
                    [
                        "rank": String(r.rank), "audience": NumberFormatting.grouped(r.audience),
                        "total": NumberFormatting.grouped(r.audienceTotal), "sales": NumberFormatting.grouped(r.sales),
                        "screens": NumberFormatting.grouped(r.screens), "shows": NumberFormatting.grouped(r.shows),
                        "share": NumberFormatting.percent(r.salesShare)
                    ])
        }
    }
}
