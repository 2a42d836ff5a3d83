import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// "Give me the chart for day D": memory → disk → network, or the bundled sample when no KOBIS key is
/// set. What may be shown without a request is `SavedCharts`' to say (the same rules for the window, the
/// app's commands and `boxoffice`'s cached answers); this adds the requests.
@MainActor
public final class BoxOfficeRepository {
    public private(set) var configuration: AppConfiguration
    /// Saved bodies, memory and the sample: everything answered without a request.
    public let saved: SavedCharts
    public var clock: WallClock { saved.clock }
    public var policy: CachePolicy { saved.policy }
    /// Cache and sample only; no request leaves the machine.
    public var offline: Bool {
        get { saved.offline }
        set { saved.offline = newValue }
    }

    private let http: HTTPClient
    private var kobis: KobisClient?
    /// Retries transient failures (timeouts, unreachable, 5xx) before giving up.
    public var retry: RetryPolicy
    private var inFlight: [ChartQuery: SharedFetch<Loaded<Chart>>] = [:]
    /// Every daily chart fetched or read from the cache is kept as history rows (issue 12).
    public var history: HistoryStore? { saved.history }
    /// Counts every KOBIS request per Korea-time day.
    public let requestCounter: RequestCounter?
    /// Bumped when the key changes: a response to a request made with the old key is never shown or saved.
    private var keyGeneration = 0

    public init(
        configuration: AppConfiguration, http: HTTPClient, cache: DiskCache?,
        clock: WallClock = SystemClock(), policy: CachePolicy = CachePolicy(), retry: RetryPolicy = RetryPolicy(),
        offline: Bool = false, history: HistoryStore? = nil, requestCounter: RequestCounter? = nil
    ) {
        self.configuration = configuration
        saved = SavedCharts(
            cache: cache, sampleDirectory: configuration.sampleDirectory, hasKey: configuration.kobisKey != nil,
            clock: clock, policy: policy, offline: offline, history: history)
        self.requestCounter = requestCounter
        self.http = http
        self.retry = retry
        kobis = configuration.kobisKey.map(makeKobisClient)
    }

    public var isSampleMode: Bool { saved.isSampleMode }

    private func makeKobisClient(_ key: String) -> KobisClient {
        KobisClient(
            http: http, endpoints: KobisEndpoints(baseURL: configuration.kobisBaseURL, key: key),
            onRequest: { [weak requestCounter] in requestCounter?.record() })
    }

    /// A new KOBIS key from Preferences (nil: back to the sample). Saved charts stay valid.
    public func setKobisKey(_ key: String?) {
        configuration.kobisKey = key
        kobis = key.map(makeKobisClient)
        saved.hasKey = key != nil
        keyGeneration += 1
        inFlight.values.forEach { $0.cancel() }
        inFlight = [:]
        saved.forgetRemembered()
    }

    /// The newest day there can be a chart for: yesterday in Korea, or the newest sample day.
    public var latestDay: Day { saved.latestDay }

    /// The days the bundled sample covers (empty with a key).
    public var sampleDays: [Day] { saved.sampleDays }

    /// Whether KOBIS may still correct this day's numbers.
    public func mayStillChange(_ day: Day) -> Bool { saved.mayStillChange(day) }

    /// The newest period of `kind` there can be a chart for.
    public func latestPeriod(_ kind: ChartKind) -> ChartPeriod { saved.latestPeriod(kind) }

    /// The periods of `kind` the bundled sample covers (empty with a key).
    public func samplePeriods(_ kind: ChartKind) -> [ChartPeriod] { saved.samplePeriods(kind) }

    public func dailyChart(_ day: Day, refresh: Bool = false) async throws -> Loaded<Chart> {
        try await chart(ChartQuery(day: day), refresh: refresh)
    }

    /// Any kind and segment, with the same rules as days: a period is settled once its last day is.
    public func chart(_ query: ChartQuery, refresh: Bool = false) async throws -> Loaded<Chart> {
        let now = clock.now()
        try saved.checkAvailable(query)
        guard let kobis else { return try saved.sampleChart(query) }

        if let usable = saved.usableChart(query, now: now, refreshing: refresh) { return usable }
        let savedCopy = saved.savedChart(query)
        guard !offline else {
            // Offline with a key: the bundled sample still answers for its days.
            if let sampled = try? saved.sampleChart(query) { return sampled }
            throw BoxOfficeError.offlineNotCached(
                what: tr("The box office for {day}", ["day": query.period.description]))
        }
        // One request per chart however many ask; it is cancelled when everyone waiting has given up.
        if let running = inFlight[query], !running.isAbandoned { return try await running.value() }
        let fetch = SharedFetch { @MainActor in try await self.fetchChart(query, kobis: kobis, saved: savedCopy) }
        inFlight[query] = fetch
        defer { if inFlight[query] === fetch { inFlight[query] = nil } }
        return try await fetch.value()
    }

    /// The chart if it can be shown without asking anyone (`SavedCharts.immediateChart`).
    public func immediateChart(_ query: ChartQuery) -> Loaded<Chart>? { saved.immediateChart(query) }

    public func immediateChart(_ day: Day) -> Loaded<Chart>? { immediateChart(ChartQuery(day: day)) }

    private func fetchChart(_ query: ChartQuery, kobis: KobisClient, saved savedCopy: Loaded<Chart>?) async throws
        -> Loaded<Chart>
    {
        let generation = keyGeneration
        do {
            let (chart, body) = try await retry.run { try await kobis.chart(query) }
            guard generation == keyGeneration else { throw BoxOfficeError.cancelled }
            // Only a well-formed chart replaces what was saved: a failed fetch destroys nothing.
            return saved.save(chart, body: body, for: query, at: clock.now())
        } catch let error as BoxOfficeError {
            // A saved copy stays on screen when revalidation fails (the error says why); only a
            // cancelled request, which nobody waits for any more, is passed on as is.
            if let savedCopy, error != .cancelled {
                return Loaded(
                    value: savedCopy.value, origin: savedCopy.origin, fetchedAt: savedCopy.fetchedAt,
                    refreshError: error)
            }
            throw error
        }
    }

    /// The regions KOBIS lists: saved for 30 days once fetched, else the bundled list (no key,
    /// offline, or KOBIS failing). Never throws: the bundled list is always right for choosing.
    public func regions() async -> [Region] {
        if let list = saved.savedRegions() { return list }
        guard let kobis, !offline, let (list, body) = try? await kobis.regions(), !list.isEmpty else {
            return Region.bundled
        }
        saved.saveRegions(body: body)
        return list
    }

    /// A film's details that need no request (the sample's, or saved ones the cache policy allows), for a
    /// detail window's first frame; nil when they must be asked for.
    public func immediateFilm(code: String) -> Loaded<FilmDetails>? { saved.immediateFilm(code: code) }

    /// KOBIS's English title of a film ("" when it has none), for the English chart: saved details of any
    /// age answer (a title does not change the way figures do), and a request is made only while today's
    /// budget allows one; nil when it cannot be known now (past the budget, offline, the key changed).
    public func englishTitle(code: String) async -> String? {
        if let known = saved.savedFilm(code) { return known.value.titleEnglish }
        guard kobis == nil || !(requestCounter?.isBudgetUsedUp ?? false) else { return nil }
        do {
            return try await film(code: code).value.titleEnglish
        } catch let error as BoxOfficeError where error == .cancelled || offline {
            return nil  // a key change or the network: asked again later
        } catch {
            return ""  // no details to be had: the Korean title stays, and nothing is spent on it again
        }
    }

    /// English titles found this run, by film code ("" for none): a chart shown again has them at once.
    public private(set) var knownEnglishTitles: [String: String] = [:]

    /// The English chart's titles (the daily chart has Korean ones only): each film's from its details, one
    /// film after another, asking only for those not yet known. Before each film `wanted` says whether to go
    /// on (a newer chart replaced this one); a request under way is let finish, as its answer is saved and
    /// its cost counted either way. Films not known now (past the budget, offline) are left out.
    public func englishTitles(_ codes: [String], while wanted: () -> Bool) async -> [String: String] {
        for code in codes where knownEnglishTitles[code] == nil {
            guard wanted() else { break }
            if let title = await englishTitle(code: code) { knownEnglishTitles[code] = title }
        }
        return knownEnglishTitles
    }

    /// `retrying`: false for a fill, which leaves a film KOBIS does not answer for a later fill rather than spend
    /// more requests on it than it said.
    public func film(code: String, retrying: Bool = true) async throws -> Loaded<FilmDetails> {
        guard let kobis else { return try saved.sampleFilm(code: code) }
        let savedCopy = saved.savedFilm(code)
        if let usable = saved.usableFilm(savedCopy, code: code) { return usable }
        guard !offline else {
            if let sampled = try? saved.sampleFilm(code: code) { return sampled }
            throw BoxOfficeError.offlineNotCached(what: tr("The details of movie {code}", ["code": code]))
        }
        let generation = keyGeneration
        do {
            let (film, body) = try await (retrying ? retry : .none).run { try await kobis.film(code: code) }
            guard generation == keyGeneration else { throw BoxOfficeError.cancelled }
            return saved.save(film, body: body, code: code, at: clock.now())
        } catch let error as BoxOfficeError where error != .cancelled {
            guard let savedCopy else { throw error }
            return Loaded(value: savedCopy.value, origin: .disk, fetchedAt: savedCopy.fetchedAt, refreshError: error)
        }
    }
}
