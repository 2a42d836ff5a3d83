/// What the shared image of a market page says: the period, its headline figures with their changes, the
/// bars with last year's line, and the first rows of its list (the films, or a year's weekends). Plain values,
/// drawn by `MarketImage` (BoxOfficeDrawing) for the window and `boxoffice market --format png` alike.
public struct MarketImageContent: Equatable, Sendable {
    public struct Figure: Equatable, Sendable {
        public let label: String
        public let value: String
        public let detail: String?
        public init(label: String, value: String, detail: String?) {
            self.label = label
            self.value = value
            self.detail = detail
        }
    }

    public struct Bar: Equatable, Sendable {
        public let label: String
        public let value: Double?
        public let previous: Double?
        public let isWeekend: Bool
        public init(label: String, value: Double?, previous: Double?, isWeekend: Bool) {
            self.label = label
            self.value = value
            self.previous = previous
            self.isWeekend = isWeekend
        }
    }

    public struct Line: Equatable, Sendable {
        public let rank: String
        public let title: String
        public let detail: String
        public let value: String
        public init(rank: String, title: String, detail: String, value: String) {
            self.rank = rank
            self.title = title
            self.detail = detail
            self.value = value
        }
    }

    /// The most rows the image lists.
    public static let linesShown = 10

    /// "2018년 시장", "2018년 1월 시장", "2018년 주말".
    public let title: String
    /// How much of the period the history holds; nil when it all is.
    public let coverage: String?
    public let figures: [Figure]
    public let bars: [Bar]
    /// The bars' value axis, its labels in the display language.
    public let scale: RunAxis.Scale
    /// What the dashed line is.
    public let legend: String
    public let listTitle: String
    public let lines: [Line]
    public let source: String
    public let appName: String

    public init(
        title: String, coverage: String?, figures: [Figure], bars: [Bar], scale: RunAxis.Scale, legend: String,
        listTitle: String,
        lines: [Line], source: String, appName: String
    ) {
        self.title = title
        self.coverage = coverage
        self.figures = figures
        self.bars = bars
        self.scale = scale
        self.legend = legend
        self.listTitle = listTitle
        self.lines = lines
        self.source = source
        self.appName = appName
    }
}
