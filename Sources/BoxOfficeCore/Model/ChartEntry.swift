/// One row of a box office chart, with numbers parsed exactly: counts and money as Int64,
/// percentages kept as the strings KOBIS sent ("34.0" stays "34.0").
public struct ChartEntry: Hashable, Sendable, Identifiable {
    public var id: String { movieCode }
    public let rank: Int
    public let movieCode: String
    /// Trimmed: KOBIS names carry trailing spaces.
    public let title: String
    public let rankChange: RankChange
    /// nil when KOBIS sends " " (re-releases, unknown dates).
    public let openDate: Day?
    public let audience: Int64
    public let audienceChange: Int64
    public let audienceChangePercent: String
    public let audienceTotal: Int64
    public let sales: Int64
    public let salesChange: Int64
    public let salesChangePercent: String
    public let salesShare: String
    public let salesTotal: Int64
    public let screens: Int64
    public let shows: Int64

    public init(
        rank: Int, movieCode: String, title: String, rankChange: RankChange, openDate: Day?,
        audience: Int64, audienceChange: Int64, audienceChangePercent: String, audienceTotal: Int64,
        sales: Int64, salesChange: Int64, salesChangePercent: String, salesShare: String,
        salesTotal: Int64, screens: Int64, shows: Int64
    ) {
        self.rank = rank
        self.movieCode = movieCode
        self.title = title
        self.rankChange = rankChange
        self.openDate = openDate
        self.audience = audience
        self.audienceChange = audienceChange
        self.audienceChangePercent = audienceChangePercent
        self.audienceTotal = audienceTotal
        self.sales = sales
        self.salesChange = salesChange
        self.salesChangePercent = salesChangePercent
        self.salesShare = salesShare
        self.salesTotal = salesTotal
        self.screens = screens
        self.shows = shows
    }
}
