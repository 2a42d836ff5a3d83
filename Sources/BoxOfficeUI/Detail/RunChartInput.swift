import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// What the run chart draws: one entry per day since opening, in order. A day without numbers in the
/// history has a nil value and is drawn as a gap, never interpolated.
struct RunChartInput: Equatable {
    struct Point: Equatable {
        /// "D1", "D2", … as shown on the axis.
        let label: String
        let value: Double?
        let rank: Int?
        let isWeekend: Bool
        /// A day without figures: known outside the top 10 (a hollow dot at the base), or missing from
        /// history (hatched); nil for a day with figures or any day of a comparison.
        var gap: Gap? = nil
        /// The day's exact figures in one sentence: the read-out under the chart, and for screen readers.
        let sentence: String
        /// Comparing: the other film's value on the same D-number (`value` is this film's).
        var other: Double? = nil
    }
    typealias Gap = RunGap
    /// Comparing: the two titles, this film's (solid line) first.
    struct Legend: Equatable {
        let solid: String
        let dashed: String
    }
    let points: [Point]
    /// Two runs in one measure on one D-number axis, drawn as two lines instead of bars.
    var comparing = false
    var legend: Legend? = nil
    /// The day the read-out shows until one is hovered or focused (comparing: the latest both films have
    /// figures for); nil for the last.
    var startIndex: Int? = nil
    /// "관객 수, 일별 막대 · 순위 선": what the chart shows, for its accessible label.
    let summary: String
    /// The value axis: its ticks and labels, linear or log.
    var scale = RunAxis.Scale(ticks: [], isLog: false)
    /// Week markers ("W2") with their dates, before thinning to the width drawn.
    var weeks: [RunAxis.WeekMark] = []
    /// What the gap marks mean, shown under the chart; nil hides it.
    var note: String? = nil
}
