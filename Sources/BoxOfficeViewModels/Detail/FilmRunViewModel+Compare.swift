import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore

/// Comparing the run with another film's: both on one D-number axis in one of `Metric.compared`, the
/// sentence in that measure's words, and the read-out starting where both have figures.
extension FilmRunViewModel {
    /// The metric the buttons offer now: the bars' or the comparison's; the others are not shown.
    public var offeredMetrics: [Metric] { comparison == nil ? Metric.bars : Metric.compared }

    /// The metric the chart shows now.
    public var shownMetric: Metric { comparison == nil ? metric : comparedMetric }

    /// A metric button: sets the bars' metric, or the comparison's while comparing. A metric not offered
    /// in the current mode changes nothing (its button is hidden).
    public func choose(_ chosen: Metric) {
        guard offeredMetrics.contains(chosen) else { return }
        guard let comparison else {
            metric = chosen
            return
        }
        guard chosen != comparedMetric else { return }
        comparedMetric = chosen
        self.comparison = comparisonWith(comparison.other.movieCode)
        changes.send(.comparison)
    }

    /// Films in history to compare with, by title (this film left out; as of a past day, the films opened by then).
    public func candidates(matching text: String) -> [HistoryStore.Film] {
        let cut = asOfCut
        return (history?.films(matching: text.trimmingSpaces, segment: segment) ?? []).filter { film in
            film.movieCode != movieCode && (cut.map { cut in (film.openDate ?? film.lastDay) <= cut } ?? true)
        }
    }

    public func compare(with code: String) {
        comparison = comparisonWith(code)
        changes.send(.comparison)
    }

    public func clearComparison() {
        comparison = nil
        changes.send(.comparison)
    }

    /// As of a past day the other film's run is cut at it too: nothing after the as-of day is drawn beside it.
    func comparisonWith(_ code: String) -> RunComparison? {
        guard let run, let whole = history?.run(movieCode: code, segment: segment), let measure = comparedMetric.measure
        else { return nil }
        guard let other = asOfCut.map({ whole.through($0) }) ?? whole else { return nil }
        return RunComparison(run, against: other, measure: measure)
    }

    // MARK: drawing both

    /// Both runs' values on every D-number either has figures for.
    public var comparedPoints: [RunComparison.Point] { comparison?.points ?? [] }

    /// The D-number the read-out starts on: the latest one both films have figures for (nil when they share none).
    public var comparisonStartDNumber: Int? { comparison?.commonDNumber }

    /// One D-number of both runs in the shown measure: the read-out and the "Every day" row.
    public func describe(_ point: RunComparison.Point) -> String { comparison?.describe(point) ?? "" }

    /// The comparison chart's accessible name: which film is which line, the measure, the D-numbers drawn, and
    /// the comparison's sentence ("신과함께-인과 연(실선)과 공작(점선)의 누적 관객, D1–D22: D15 기준 …").
    public var comparisonSummary: String? {
        guard let comparison, let first = comparedPoints.first, let last = comparedPoints.last else { return nil }
        let what = tr(
            "{title} (solid line) and {other} (dashed line), {measure}, D{first}–D{last}",
            [
                "title": comparison.run.title, "other": comparison.other.title, "measure": shownMetric.label,
                "first": String(first.dNumber), "last": String(last.dNumber)
            ])
        return comparison.sentence.map { what + ": " + $0 } ?? what
    }

    /// The legend's titles: this film's (the solid line) and the other's (the dashed one).
    public var legend: (solid: String, dashed: String)? { comparison.map { ($0.run.title, $0.other.title) } }
}
