import BoxOfficeCore
import Foundation

/// What can be answered without asking anyone: charts and films saved on disk or remembered in memory,
/// or the bundled sample when there is no KOBIS key, following `CachePolicy`. The repository asks here
/// before KOBIS; the command line's cached answers (`boxoffice daily` and `weekly`) ask only here, so
/// both apply the same rules to the same saved bodies.
public final class SavedCharts {
    public let clock: WallClock
    public let policy: CachePolicy
    /// Cache and sample only: a saved copy is shown whatever its age.
    public var offline: Bool
    /// Whether a KOBIS key is set; without one the sample answers.
    public var hasKey: Bool
    public let history: HistoryStore?
    private let cache: DiskCache?
    private let sample: SampleData?
    private let charts = MemoryCache<ChartQuery, Loaded<Chart>>(capacity: 60)
    private let films = MemoryCache<String, Loaded<FilmDetails>>(capacity: 100)

    public init(
        cache: DiskCache?, sampleDirectory: URL?, hasKey: Bool, clock: WallClock, policy: CachePolicy,
        offline: Bool, history: HistoryStore? = nil
    ) {
        self.cache = cache
        // History lives beside the saved bodies: any cache keeps it.
        self.history = history ?? cache.map { HistoryStore(database: $0.database) }
        sample = sampleDirectory.map(SampleData.init)
        self.hasKey = hasKey
        self.clock = clock
        self.policy = policy
        self.offline = offline
    }

    public var isSampleMode: Bool { !hasKey }

    /// The newest day there can be a chart for: yesterday in Korea, or the newest sample day.
    public var latestDay: Day {
        if isSampleMode, let last = sample?.days.last { return last }
        return KoreanTime.yesterday(now: clock.now())
    }

    /// The days the bundled sample covers (empty with a key).
    public var sampleDays: [Day] { isSampleMode ? sample?.days ?? [] : [] }

    /// Whether KOBIS may still correct this day's numbers.
    public func mayStillChange(_ day: Day) -> Bool {
        !isSampleMode && policy.mayStillChange(day: day, now: clock.now())
    }

    /// The newest period of `kind` there can be a chart for: the last one that has ended by yesterday
    /// (Korea time), or the sample's newest of that kind.
    public func latestPeriod(_ kind: ChartKind) -> ChartPeriod {
        if isSampleMode, let sample {
            return sample.periods(kind).last ?? ChartPeriod.latest(kind, yesterday: latestDay)
        }
        return ChartPeriod.latest(kind, yesterday: KoreanTime.yesterday(now: clock.now()))
    }

    /// The period of `kind` holding `day`, or the newest one there can be a chart for (the commands' default).
    public func period(_ kind: ChartKind, containing day: Day?) -> ChartPeriod {
        day.map { ChartPeriod(kind, containing: $0) } ?? latestPeriod(kind)
    }

    /// The periods of `kind` the bundled sample covers (empty with a key).
    public func samplePeriods(_ kind: ChartKind) -> [ChartPeriod] { isSampleMode ? sample?.periods(kind) ?? [] : [] }

    /// Refuses a period that has not ended yet (Korea time), or lies past the sample's newest.
    public func checkAvailable(_ query: ChartQuery) throws {
        let latest = latestPeriod(query.kind).last
        guard query.period.last <= latest else {
            throw BoxOfficeError.dayNotAvailable(day: query.period.last, latest: latest)
        }
    }

    /// The chart if it can be shown without asking anyone: the sample, or a saved copy that needs no
    /// revalidation (or any saved copy, offline). Lets the window draw its first frame with the chart
    /// already in it, and the command line answer without loading the network stack.
    public func immediateChart(_ query: ChartQuery) -> Loaded<Chart>? {
        let now = clock.now()
        guard hasKey else { return try? sampleChart(query) }
        guard query.period.last <= KoreanTime.yesterday(now: now) else { return nil }
        return usableChart(query, now: now, refreshing: false)
    }

    /// The saved chart when the cache policy (or being offline) says it may be shown without a request.
    public func usableChart(_ query: ChartQuery, now: Date, refreshing: Bool) -> Loaded<Chart>? {
        guard let saved = savedChart(query), let fetchedAt = saved.fetchedAt else { return nil }
        let freshness = policy.chartFreshness(
            day: query.period.last, fetchedAt: fetchedAt, now: now, refreshing: refreshing,
            isEmpty: saved.value.entries.isEmpty)
        return freshness != .stale || offline ? saved : nil
    }

    /// The saved copy, whatever its age: from memory, else decoded from the disk cache.
    public func savedChart(_ query: ChartQuery) -> Loaded<Chart>? {
        if let hit = charts[query] { return Loaded(value: hit.value, origin: .memory, fetchedAt: hit.fetchedAt) }
        guard let saved = cache?.database.body(kind: query.cacheKind, key: query.cacheKey),
            let chart = try? Chart(ResponseDecoding.kobisBoxOffice(saved.body), kind: query.kind)
        else { return nil }
        let loaded = Loaded(value: chart, origin: .disk, fetchedAt: saved.fetchedAt)
        // A body saved without history (by an older version, or while the history could not be written).
        if query.kind == .daily, let history, !history.hasDay(query.period.first, segment: query.segment) {
            history.record(chart, day: query.period.first, segment: query.segment)
        }
        charts[query] = loaded
        return loaded
    }

    public func sampleChart(_ query: ChartQuery) throws -> Loaded<Chart> {
        guard let sample else { throw BoxOfficeError.noKey(service: .kobis) }
        return Loaded(value: try sample.chart(query), origin: .sample, fetchedAt: nil)
    }

    /// Keeps a chart KOBIS just sent: its body on disk, a day's rows in the history, the chart in memory.
    public func save(_ chart: Chart, body: Data, for query: ChartQuery, at fetchedAt: Date) -> Loaded<Chart> {
        cache?.database.store(kind: query.cacheKind, key: query.cacheKey, body: body, fetchedAt: fetchedAt)
        if query.kind == .daily { history?.record(chart, day: query.period.first, segment: query.segment) }
        let loaded = Loaded(value: chart, origin: .network, fetchedAt: fetchedAt)
        charts[query] = loaded
        return loaded
    }

    // MARK: Films and regions

    /// A film's details that need no request (the sample's, or saved ones the cache policy allows).
    public func immediateFilm(code: String) -> Loaded<FilmDetails>? {
        guard hasKey else { return try? sampleFilm(code: code) }
        return usableFilm(savedFilm(code), code: code)
    }

    public func sampleFilm(code: String) throws -> Loaded<FilmDetails> {
        guard let sample else { throw BoxOfficeError.noKey(service: .kobis) }
        return Loaded(value: try sample.film(code: code), origin: .sample, fetchedAt: nil)
    }

    /// The saved details, whatever their age.
    public func savedFilm(_ code: String) -> Loaded<FilmDetails>? {
        if let remembered = films[code] { return remembered }
        guard let body = cache?.database.body(kind: "movie", key: code),
            let info = try? ResponseDecoding.kobisMovieInfo(body.body)
        else { return nil }
        return Loaded(value: FilmDetails(info), origin: .disk, fetchedAt: body.fetchedAt)
    }

    /// `saved` when it is fresh enough (or offline), remembered in memory.
    public func usableFilm(_ saved: Loaded<FilmDetails>?, code: String) -> Loaded<FilmDetails>? {
        guard let saved, let at = saved.fetchedAt, policy.isFilmFresh(fetchedAt: at, now: clock.now()) || offline
        else { return nil }
        films[code] = saved
        return saved
    }

    public func save(_ film: FilmDetails, body: Data, code: String, at fetchedAt: Date) -> Loaded<FilmDetails> {
        cache?.database.store(kind: "movie", key: code, body: body, fetchedAt: fetchedAt)
        let loaded = Loaded(value: film, origin: .network, fetchedAt: fetchedAt)
        films[code] = loaded
        return loaded
    }

    private static let regionsKey = "0105000000"

    /// KOBIS's region list as saved: while fresh, or at any age offline or without a key.
    public func savedRegions() -> [Region]? {
        guard let saved = cache?.database.body(kind: "codes", key: Self.regionsKey),
            let list = try? Region.from(ResponseDecoding.kobisCodeList(saved.body)), !list.isEmpty,
            policy.isFilmFresh(fetchedAt: saved.fetchedAt, now: clock.now()) || offline || !hasKey
        else { return nil }
        return list
    }

    public func saveRegions(body: Data) {
        cache?.database.store(kind: "codes", key: Self.regionsKey, body: body, fetchedAt: clock.now())
    }

    /// Forgets what is remembered in memory (a new key); saved bodies stay valid.
    public func forgetRemembered() {
        charts.removeAll()
        films.removeAll()
    }
}
