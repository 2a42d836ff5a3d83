/// A range of days whose daily charts history should hold, in one segment: what "Fill history…"
/// and `boxoffice history` ask for. Saved while it runs, so it resumes after a restart.
public struct FillJob: Sendable, Equatable, Codable {
    public let first: Day
    public let last: Day
    public let segment: ChartSegment
    /// The film the range was chosen for, if any (for the progress text).
    public let movieCode: String?
    public let title: String?
    /// Only these days of `first`…`last` (a film's gaps), sorted; nil: every day of the range.
    public private(set) var only: [Day]?
    /// Each day's Korean films' chart (`repNationCd=K`) too, after the whole market's: the market's Korean
    /// share needs both. Only for the whole market (a segment's "Korean too" would be another segment).
    public let koreanToo: Bool
    /// Only the details of the films the saved days' charts name that have none, and no chart: what
    /// `boxoffice history --details-only` and the market's Fill with no day missing ask for. Every fill saves
    /// the details (distributor, nations, genres) of the films its days name that have none, within the same
    /// budget and throttle; this one asks for nothing else.
    public var detailsOnly = false

    public init(
        first: Day, last: Day, segment: ChartSegment = .everything, movieCode: String? = nil, title: String? = nil,
        koreanToo: Bool = false
    ) {
        self.first = min(first, last)
        self.last = max(first, last)
        self.segment = segment
        self.movieCode = movieCode
        self.title = title
        self.koreanToo = koreanToo && segment.isEverything
        only = nil
    }

    /// Exactly `days` (a film's missing days) and no other; nil when there are none.
    public init?(
        days: [Day], segment: ChartSegment = .everything, movieCode: String? = nil, title: String? = nil,
        koreanToo: Bool = false
    ) {
        let sorted = Array(Set(days)).sorted()
        guard let first = sorted.first, let last = sorted.last else { return nil }
        self.first = first
        self.last = last
        self.segment = segment
        self.movieCode = movieCode
        self.title = title
        self.koreanToo = koreanToo && segment.isEverything
        // A whole range is stored as one, so a saved job stays small.
        only = sorted.count == first.days(until: last) + 1 ? nil : sorted
    }

    /// The last `count` days up to `latest` (yesterday in Korea).
    public static func lastDays(
        _ count: Int, latest: Day, segment: ChartSegment = .everything, koreanToo: Bool = false
    ) -> FillJob {
        FillJob(first: latest.adding(days: -(max(1, count) - 1)), last: latest, segment: segment, koreanToo: koreanToo)
    }

    /// A film's run from its opening day to `latest`.
    public static func film(
        _ code: String, title: String?, opening: Day, latest: Day,
        segment: ChartSegment = .everything
    ) -> FillJob {
        FillJob(first: min(opening, latest), last: latest, segment: segment, movieCode: code, title: title)
    }

    /// The job with its end clamped to `latest`: KOBIS has no numbers for today or later.
    public func clamped(to latest: Day) -> FillJob {
        var job = FillJob(
            first: min(first, latest), last: min(last, latest), segment: segment, movieCode: movieCode, title: title,
            koreanToo: koreanToo)
        job.detailsOnly = detailsOnly
        // Named days after `latest` are dropped (all of them: an empty job, which asks nothing).
        if let only { job.only = only.filter { $0 <= latest } }
        return job
    }

    private enum CodingKeys: String, CodingKey {
        case first, last, segment, movieCode, title, only, koreanToo, detailsOnly
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(first, forKey: .first)
        try c.encode(last, forKey: .last)
        try c.encode(segment, forKey: .segment)
        try c.encodeIfPresent(movieCode, forKey: .movieCode)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(only, forKey: .only)
        // Left out when false, so a job reads the same in a version that does not know the key.
        if koreanToo { try c.encode(true, forKey: .koreanToo) }
        if detailsOnly { try c.encode(true, forKey: .detailsOnly) }
    }

    /// A saved job is validated as it is read (the database is a file users can edit): its days are real
    /// days in order, a named day lies within the range, and there are no more of them than days in it.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let first = try c.decode(Day.self, forKey: .first)
        let last = try c.decode(Day.self, forKey: .last)
        let only = try c.decodeIfPresent([Day].self, forKey: .only)
        guard first <= last, first.days(until: last) < Self.longest,
            only.map({ $0.count <= Self.longest && $0.allSatisfy { first <= $0 && $0 <= last } }) ?? true
        else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "not a fill job"))
        }
        self.first = first
        self.last = last
        segment = try c.decode(ChartSegment.self, forKey: .segment)
        // Jobs saved before the key existed have none: the whole market alone.
        koreanToo = try (c.decodeIfPresent(Bool.self, forKey: .koreanToo) ?? false) && segment.isEverything
        detailsOnly = try c.decodeIfPresent(Bool.self, forKey: .detailsOnly) ?? false
        movieCode = try c.decodeIfPresent(String.self, forKey: .movieCode).map { OutsideText.clean($0, limit: 20) }
        title = try c.decodeIfPresent(String.self, forKey: .title).map { OutsideText.clean($0) }
        self.only = only.map { Array(Set($0)).sorted() }
    }

    /// No fill spans more days than KOBIS has (2003 to this century's end).
    static let longest = 40_000

    public var days: [Day] { only ?? first.through(last) }
    public var dayCount: Int { only?.count ?? first.days(until: last) + 1 }
    /// The charts the job covers (a fill's progress counts these): one a day, two with the Korean chart.
    public var queryCount: Int { dayCount * (koreanToo ? 2 : 1) }

    /// Each day's chart whose films' details the fill saves: the job's own segment's (the Korean chart's films
    /// outside the whole top 10 are not the market's).
    public func filmsQuery(_ day: Day) -> ChartQuery {
        ChartQuery(period: ChartPeriod(.daily, containing: day), segment: segment)
    }
    /// Every day of the range, without holes.
    public var isWholeRange: Bool { only == nil }

    /// Each day's chart, and with `koreanToo` the same day's Korean chart right after it (so a fill stopped by
    /// the budget leaves whole days, both charts, behind it).
    public func queries() -> [ChartQuery] { days.flatMap(queries(on:)) }

    /// One day's charts: its own, then with `koreanToo` its Korean chart.
    public func queries(on day: Day) -> [ChartQuery] {
        let whole = filmsQuery(day)
        return koreanToo ? [whole, ChartQuery(period: whole.period, segment: .korean)] : [whole]
    }
}
