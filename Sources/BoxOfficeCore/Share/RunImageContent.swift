/// A day of a run without figures, marked on its chart: known outside the top 10 (a hollow dot at the base),
/// or missing from history (hatched). The film window's chart and its shared image mark them alike.
public enum RunGap: Equatable, Sendable {
    case outsideTop10, missing

    /// Nil for a ranked day.
    public init?(_ status: FilmRun.Status) {
        switch status {
        case .ranked: return nil
        case .outsideTop10: self = .outsideTop10
        case .missing: self = .missing
        }
    }
}

/// What the shared image of a film's run says: the film, the metric and the period, a bar a day with the rank,
/// the weeks, the milestones, the source; or, comparing, both films' lines on their D-numbers. Plain values, drawn by `RunImage` (BoxOfficeDrawing) for the film's
/// window and for `boxoffice run --format png` alike.
public struct RunImageContent: Equatable, Sendable {
    public typealias Gap = RunGap

    public struct Day: Equatable, Sendable {
        public let value: Double?
        public let rank: Int?
        public let isWeekend: Bool
        public let gap: Gap?

        public init(value: Double?, rank: Int?, isWeekend: Bool, gap: Gap?) {
            self.value = value
            self.rank = rank
            self.isWeekend = isWeekend
            self.gap = gap
        }
    }

    /// Another film's run on the same D-number axis, as the window shows a comparison: a line each (this film's
    /// solid, the other's dashed) instead of bars, their titles as the legend, and the sentence comparing them.
    public struct Compared: Equatable, Sendable {
        /// The other film's title (the dashed line).
        public let title: String
        /// The other film's value on each of `days`' D-numbers; nil where it has no figures.
        public let values: [Double?]
        /// "45% ahead of 그것만이 내 세상 at D4"; nil when the two share no day with figures.
        public let sentence: String?

        public init(title: String, values: [Double?], sentence: String?) {
            self.title = title
            self.values = values
            self.sentence = sentence
        }
    }

    /// The film's title.
    public let title: String
    /// "관객수 · D1–D45 · 2018-01-03 – 2018-02-16": the metric and the days.
    public let subtitle: String
    public let days: [Day]
    public let scale: RunAxis.Scale
    public let weeks: [RunAxis.WeekMark]
    /// What the marks for days without figures mean; nil when the run has none.
    public let note: String?
    public let milestones: [RunMilestones.Line]
    public let source: String
    public let appName: String
    /// The film compared with, when one is: `days` are then this film's values on the shared D-numbers.
    public let compared: Compared?
    /// Where it may end (`FilmForecast.lines`), or the sentence saying why there is no forecast; empty when
    /// comparing.
    public var forecast: [RunMilestones.Line] = []
    /// "What happened", apart from the forecast: how the run really ended when it went on past the day the
    /// forecast was made as of (the days drawn stop at that day); empty otherwise.
    public var outcome: [RunMilestones.Line] = []

    public init(
        title: String, subtitle: String, days: [Day], scale: RunAxis.Scale, weeks: [RunAxis.WeekMark], note: String?,
        milestones: [RunMilestones.Line], source: String, appName: String, compared: Compared? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.days = days
        self.scale = scale
        self.weeks = weeks
        self.note = note
        self.milestones = milestones
        self.source = source
        self.appName = appName
        self.compared = compared
    }
}
