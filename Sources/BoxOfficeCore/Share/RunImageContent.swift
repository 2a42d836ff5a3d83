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
/// the weeks, the milestones, the source. Plain values, drawn by `RunImage` (BoxOfficeDrawing) for the film's
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

    public init(
        title: String, subtitle: String, days: [Day], scale: RunAxis.Scale, weeks: [RunAxis.WeekMark], note: String?,
        milestones: [RunMilestones.Line], source: String, appName: String
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
    }
}
