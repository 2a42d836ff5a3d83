/// How a chart row moved, which picks its badge's colour (the list's and the shared image's).
public enum RowTrend: Equatable, Sendable { case up, down, new, same }

/// What the shared image of a chart says, every text ready to draw: `ChartImage` (BoxOfficeDrawing) only lays
/// it out, for the window and the command line alike.
public struct ChartImageContent: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let rank: String
        /// The list's badge ("신작", "▲2", "▼1", "-") and its direction, which picks the colour.
        public let change: String
        public let trend: RowTrend
        public let title: String
        public let audience: String
        public let total: String
        public let share: String

        public init(
            rank: String, change: String, trend: RowTrend, title: String, audience: String, total: String,
            share: String
        ) {
            self.rank = rank
            self.change = change
            self.trend = trend
            self.title = title
            self.audience = audience
            self.total = total
            self.share = share
        }
    }

    /// "일별 박스오피스 · 2022년 1월 5일 (수)": the kind and the period, as the window names them.
    public let title: String
    /// "다양성 영화 · 서울시", or nil for all films nationwide.
    public let segment: String?
    /// The column headings, in the rows' order (rank and change share the first two).
    public let headers: [String]
    public let rows: [Row]
    public let source: String
    public let appName: String

    public init(title: String, segment: String?, headers: [String], rows: [Row], source: String, appName: String) {
        self.title = title
        self.segment = segment
        self.headers = headers
        self.rows = rows
        self.source = source
        self.appName = appName
    }
}
