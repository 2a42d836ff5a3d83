/// Whose share a chart's share of sales is. A filtered chart's shares are within its films (API_NOTES: 72.2 %
/// among Korean films can be 63.2 % of the market), so a segment's chart names its films: "한국 영화 중
/// 점유율 72.2%" / "72.2% among Korean films"; the whole market's stays "매출 점유율 34.2%" / "34.2% of sales".
public struct ShareWords: Sendable {
    public let segment: ChartSegment
    public let language: DisplayLanguage
    public init(_ segment: ChartSegment, language: DisplayLanguage) {
        self.segment = segment
        self.language = language
    }

    /// One kind of films (Korean, foreign, diversity, commercial) by itself; nil for the market and for
    /// a region or a combination, which are named by `ChartTitles.segment`.
    private var single: ChartSegment? {
        guard segment.region == nil, segment.nation == .all || segment.films == .all else { return nil }
        return segment.isEverything ? nil : segment
    }

    /// A label for the figure ("Share of sales", "Share among Korean films").
    public var label: String {
        switch (single?.nation, single?.films) {
        case (.korean?, _): return tr("Share among Korean films")
        case (.foreign?, _): return tr("Share among foreign films")
        case (_, .diversity?): return tr("Share among diversity films")
        case (_, .commercial?): return tr("Share among commercial films")
        default:
            guard let films = segmentText else { return tr("Share of sales") }
            return tr("Share of sales in {segment}", ["segment": films])
        }
    }

    /// The figure with its words: `share` is the percentage as shown ("72.2%").
    public func value(_ share: String) -> String {
        switch (single?.nation, single?.films) {
        case (.korean?, _): return tr("{share} among Korean films", ["share": share])
        case (.foreign?, _): return tr("{share} among foreign films", ["share": share])
        case (_, .diversity?): return tr("{share} among diversity films", ["share": share])
        case (_, .commercial?): return tr("{share} among commercial films", ["share": share])
        default:
            guard let films = segmentText else { return tr("{share} of sales", ["share": share]) }
            return tr("{share} of sales in {segment}", ["share": share, "segment": films])
        }
    }

    private var segmentText: String? { ChartTitles(language).segment(segment, regions: []) }
}
