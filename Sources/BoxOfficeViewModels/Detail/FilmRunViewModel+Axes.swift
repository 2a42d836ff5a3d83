import BoxOfficeCore

/// The chart's axes as values: the value scale (linear or log) with its labels, the week markers, and
/// what the marks for days without figures mean.
extension FilmRunViewModel {
    /// What the shown metric counts, for the axis labels.
    public var unit: RunAxis.Unit { Self.unit(shownMetric) }

    static func unit(_ metric: Metric) -> RunAxis.Unit {
        switch metric {
        case .audienceTotal, .audience, .screens, .shows: return .count
        case .salesTotal, .sales: return .won
        case .share: return .percent
        }
    }

    /// The value axis of what is drawn now: the bars', or both lines' when comparing.
    public var valueScale: RunAxis.Scale {
        let values: [Double?] =
            comparison == nil
            ? points.map(\.value)
            : comparedPoints.flatMap { [$0.value, $0.otherValue] }.map { $0.map(Double.init) }
        return RunAxis.Scale(values: values, log: logScale, unit: unit, language: language)
    }

    /// One film: its KOBIS weeks (Monday to Sunday) with their dates; two: 7-day blocks from D1.
    public var weekMarks: [RunAxis.WeekMark] {
        guard comparison == nil else { return RunAxis.dayBlockWeeks(dNumbers: comparedPoints.map(\.dNumber)) }
        guard let run, let opening = run.opening else { return [] }
        return RunAxis.calendarWeeks(days: run.days.map(\.day), opening: opening, language: language)
    }

    /// What the marks for days without figures mean, naming only those the run has; nil when it has none
    /// (or when comparing, where the lines simply break).
    public var marksNote: String? {
        guard comparison == nil, let run else { return nil }
        var parts: [String] = []
        if run.days.contains(where: { $0.status == .outsideTop10 }) {
            parts.append(tr("Hollow dot: not in the top 10 that day"))
        }
        if run.days.contains(where: { $0.status == .missing }) {
            parts.append(tr("Hatched: no chart saved for that day"))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The chart's accessible label: the summary, what its marks mean, and the day it stops at when it is cut.
    public var chartSummary: String { [summary, marksNote, asOfText].compactMap { $0 }.joined(separator: ". ") }
}
