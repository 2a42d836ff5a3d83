import BoxOfficeCore
import Foundation

/// "Give me the chart for day D": memory → disk → network, following `CachePolicy`, or the bundled
/// sample when no KOBIS key is set. The one source of truth on freshness for the CLI and the window.
@MainActor
public final class BoxOfficeRepository {
    public private(set) var configuration: AppConfiguration
    public let clock: WallClock
    public let policy: CachePolicy
    /// Cache and sample only; no request leaves the machine.
    public var offline: Bool

    private let http: HTTPClient
    private var kobis: KobisClient?
    /// Retries transient failures (timeouts, unreachable, 5xx) before giving up.
    public var retry: RetryPolicy
    private let cache: DiskCache?
    private let sample: SampleData?
    private let charts = MemoryCache<ChartQuery, Loaded<Chart>>(capacity: 60)
    private let movies = MemoryCache<String, Loaded<MovieDetails>>(capacity: 100)
    private var inFlight: [ChartQuery: SharedFetch<Loaded<Chart>>] = [:]
    /// Every daily chart fetched or read from the cache is kept as history rows (issue 12).
    public let history: HistoryStore?
    /// Counts every KOBIS request per Korea-time day.
    public let requestCounter: RequestCounter?
    /// Bumped when the key changes: a response to a request made with the old key is never shown or saved.
    private var keyGeneration = 0

    public init(configuration: AppConfiguration, http: HTTPClient, cache: DiskCache?,
                clock: WallClock = SystemClock(), policy: CachePolicy = CachePolicy(), retry: RetryPolicy = RetryPolicy(),
                offline: Bool = false, history: HistoryStore? = nil, requestCounter: RequestCounter? = nil) {
        self.configuration = configuration
        // History lives beside the saved bodies: any repository with a cache keeps it.
        self.history = history ?? cache.map { HistoryStore(database: $0.database) }
        self.requestCounter = requestCounter
        self.http = http
        self.retry = retry
        self.clock = clock
        self.policy = policy
        self.offline = offline
        self.cache = cache
        sample = configuration.sampleDirectory.map(SampleData.init)
        kobis = configuration.kobisKey.map(makeKobisClient)
    }

    public var isSampleMode: Bool { kobis == nil }

    private func makeKobisClient(_ key: String) -> KobisClient {
        KobisClient(http: http, endpoints: KobisEndpoints(baseURL: configuration.kobisBaseURL, key: key),
                    onRequest: { [weak requestCounter] in requestCounter?.record() })
    }

    /// A new KOBIS key from Preferences (nil: back to the sample). Saved charts stay valid.
    public func setKobisKey(_ key: String?) {
        configuration.kobisKey = key
        kobis = key.map(makeKobisClient)
        keyGeneration += 1
        inFlight.values.forEach { $0.cancel() }
        inFlight = [:]
        charts.removeAll()
        movies.removeAll()
    }

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

    /// The periods of `kind` the bundled sample covers (empty with a key).
    public func samplePeriods(_ kind: ChartKind) -> [ChartPeriod] { isSampleMode ? sample?.periods(kind) ?? [] : [] }

    public func dailyChart(_ day: Day, refresh: Bool = false) async throws -> Loaded<Chart> {
        try await chart(ChartQuery(day: day), refresh: refresh)
    }

    /// Any kind and segment, with the same rules as days: a period is settled once its last day is.
    public func chart(_ query: ChartQuery, refresh: Bool = false) async throws -> Loaded<Chart> {
        let now = clock.now()
        // The sample's own newest day when there is no key: that is the latest day with data then.
        let latest = latestPeriod(query.kind).last
        guard query.period.last <= latest else {
            throw BoxOfficeError.dayNotAvailable(day: query.period.last, latest: latest)
        }
        guard let kobis else { return try sampleChart(query) }

        if let usable = usableSavedChart(query, now: now, refreshing: refresh) { return usable }
        let saved = savedChart(query)
        guard !offline else {
            // Offline with a key: the bundled sample still answers for its days.
            if let sampled = try? sampleChart(query) { return sampled }
            throw BoxOfficeError.offlineNotCached(what: tr("The box office for {day}", ["day": query.period.description]))
        }
        // One request per chart however many ask; it is cancelled when everyone waiting has given up.
        if let running = inFlight[query], !running.isAbandoned { return try await running.value() }
        let fetch = SharedFetch { @MainActor in try await self.fetchChart(query, kobis: kobis, saved: saved) }
        inFlight[query] = fetch
        defer { if inFlight[query] === fetch { inFlight[query] = nil } }
        return try await fetch.value()
    }

    /// The chart if it can be shown without asking anyone: the sample, or a saved copy that needs no
    /// revalidation. Lets the window draw its first frame with the chart already in it.
    public func immediateChart(_ query: ChartQuery) -> Loaded<Chart>? {
        let now = clock.now()
        guard kobis != nil else { return try? sampleChart(query) }
        guard query.period.last <= KoreanTime.yesterday(now: now) else { return nil }
        return usableSavedChart(query, now: now, refreshing: false)
    }

    public func immediateChart(_ day: Day) -> Loaded<Chart>? { immediateChart(ChartQuery(day: day)) }

    /// The saved chart when the cache policy (or being offline) says it may be shown without a request.
    private func usableSavedChart(_ query: ChartQuery, now: Date, refreshing: Bool) -> Loaded<Chart>? {
        guard let saved = savedChart(query), let fetchedAt = saved.fetchedAt else { return nil }
        let freshness = policy.chartFreshness(day: query.period.last, fetchedAt: fetchedAt, now: now, refreshing: refreshing,
                                              isEmpty: saved.value.entries.isEmpty)
        return freshness != .stale || offline ? saved : nil
    }

    private func fetchChart(_ query: ChartQuery, kobis: KobisClient, saved: Loaded<Chart>?) async throws -> Loaded<Chart> {
        let generation = keyGeneration
        do {
            let (chart, body) = try await retry.run { try await kobis.chart(query) }
            guard generation == keyGeneration else { throw BoxOfficeError.cancelled }
            let now = clock.now()
            // Only a well-formed chart replaces what was saved: a failed fetch destroys nothing.
            cache?.database.store(kind: query.cacheKind, key: query.cacheKey, body: body, fetchedAt: now)
            if query.kind == .daily { history?.record(chart, day: query.period.first, segment: query.segment) }
            let loaded = Loaded(value: chart, origin: .network, fetchedAt: now)
            charts[query] = loaded
            return loaded
        } catch let error as BoxOfficeError {
            // A saved copy stays on screen when revalidation fails (the error says why); only a
            // cancelled request, which nobody waits for any more, is passed on as is.
            if let saved, error != .cancelled {
                return Loaded(value: saved.value, origin: saved.origin, fetchedAt: saved.fetchedAt, refreshError: error)
            }
            throw error
        }
    }

    private func savedChart(_ query: ChartQuery) -> Loaded<Chart>? {
        if let hit = charts[query] { return Loaded(value: hit.value, origin: .memory, fetchedAt: hit.fetchedAt) }
        guard let saved = cache?.database.body(kind: query.cacheKind, key: query.cacheKey),
              let chart = try? Chart(ResponseDecoding.kobisBoxOffice(saved.body), kind: query.kind) else { return nil }
        let loaded = Loaded(value: chart, origin: .disk, fetchedAt: saved.fetchedAt)
        // A body saved without history (by an older version, or while the history could not be written).
        if query.kind == .daily, let history, !history.hasDay(query.period.first, segment: query.segment) {
            history.record(chart, day: query.period.first, segment: query.segment)
        }
        charts[query] = loaded
        return loaded
    }

    private func sampleChart(_ query: ChartQuery) throws -> Loaded<Chart> {
        guard let sample else { throw BoxOfficeError.noKey(service: .kobis) }
        return Loaded(value: try sample.chart(query), origin: .sample, fetchedAt: nil)
    }

    /// The regions KOBIS lists: saved for 30 days once fetched, else the bundled list (no key,
    /// offline, or KOBIS failing). Never throws: the bundled list is always right for choosing.
    public func regions() async -> [Region] {
        let now = clock.now()
        if let saved = cache?.database.body(kind: "codes", key: "0105000000"),
           let list = try? Region.from(ResponseDecoding.kobisCodeList(saved.body)), !list.isEmpty,
           policy.isMovieFresh(fetchedAt: saved.fetchedAt, now: now) || offline || kobis == nil {
            return list
        }
        guard let kobis, !offline, let (list, body) = try? await kobis.regions(), !list.isEmpty else { return Region.bundled }
        cache?.database.store(kind: "codes", key: "0105000000", body: body, fetchedAt: clock.now())
        return list
    }

    /// A film's details that need no request (the sample's, or saved ones the cache policy allows), for a
    /// detail window's first frame; nil when they must be asked for.
    public func immediateMovie(code: String) -> Loaded<MovieDetails>? {
        guard kobis != nil else { return sample.flatMap { try? $0.movie(code: code) }.map { Loaded(value: $0, origin: .sample, fetchedAt: nil) } }
        return usableSavedMovie(savedMovie(code), code: code)
    }

    private func savedMovie(_ code: String) -> Loaded<MovieDetails>? {
        if let remembered = movies[code] { return remembered }
        guard let body = cache?.database.body(kind: "movie", key: code),
              let info = try? ResponseDecoding.kobisMovieInfo(body.body) else { return nil }
        return Loaded(value: MovieDetails(info), origin: .disk, fetchedAt: body.fetchedAt)
    }

    private func usableSavedMovie(_ saved: Loaded<MovieDetails>?, code: String) -> Loaded<MovieDetails>? {
        guard let saved, let at = saved.fetchedAt, policy.isMovieFresh(fetchedAt: at, now: clock.now()) || offline else { return nil }
        movies[code] = saved
        return saved
    }

    public func movie(code: String) async throws -> Loaded<MovieDetails> {
        guard let kobis else {
            guard let sample else { throw BoxOfficeError.noKey(service: .kobis) }
            return Loaded(value: try sample.movie(code: code), origin: .sample, fetchedAt: nil)
        }
        let saved = savedMovie(code)
        if let usable = usableSavedMovie(saved, code: code) { return usable }
        guard !offline else {
            if let sampled = try? sample?.movie(code: code) { return Loaded(value: sampled, origin: .sample, fetchedAt: nil) }
            throw BoxOfficeError.offlineNotCached(what: tr("The details of movie {code}", ["code": code]))
        }
        let generation = keyGeneration
        do {
            let (movie, body) = try await retry.run { try await kobis.movie(code: code) }
            guard generation == keyGeneration else { throw BoxOfficeError.cancelled }
            let fetchedAt = clock.now()
            cache?.database.store(kind: "movie", key: code, body: body, fetchedAt: fetchedAt)
            let loaded = Loaded(value: movie, origin: .network, fetchedAt: fetchedAt)
            movies[code] = loaded
            return loaded
        } catch let error as BoxOfficeError where error != .cancelled {
            guard let saved else { throw error }
            return Loaded(value: saved.value, origin: .disk, fetchedAt: saved.fetchedAt, refreshError: error)
        }
    }
}
