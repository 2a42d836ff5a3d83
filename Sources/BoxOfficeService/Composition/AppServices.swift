import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// The object graph, built in one place: one HTTP session, one disk cache, the repositories, the
/// clock, the network state and the key file. The window and the command line both start here (the window's
/// settings beside it, `AppSettings`); view-models receive what they need from it and never construct clients.
@MainActor
public final class AppServices {
    public let configuration: AppConfiguration
    public let clock: WallClock
    public let http: HTTPClient
    public let cache: DiskCache?
    /// Set when the cache could not be opened; the app then works from the network only.
    public let cacheProblem: String?
    public let charts: BoxOfficeRepository
    public let posters: PosterRepository
    /// Film, person and company search and details; follows `charts`' key, offline switch and request count.
    public let search: SearchRepository
    /// The films opening in the next weeks (KOBIS's film list through `search`'s cache).
    public let coming: ComingRepository
    /// Every daily chart row kept; nil when the cache could not be opened.
    public let history: HistoryStore?
    /// KOBIS requests per Korea-time day and the daily budget.
    public let requestCounter: RequestCounter
    /// Fills history within the budget; one per app, shared by the window's fill UI.
    public let historyFill: HistoryFill
    /// Followed films and what a refresh tells about them (`FollowStore` nil without a cache).
    public let follow: FollowCheck
    public let keyFile: KeyFile
    public let keyTester: KeyTester
    /// The network as the monitor sees it (none when offline was asked for, or in the command line);
    /// every repository is switched with it here, whichever windows are open.
    public let network: NetworkState
    /// Cache and sample only: no request leaves the machine.
    public let offline: Bool
    /// The daily check's systemd user timer, which Preferences switches on and off.
    public let dailyCheck = UserTimer(unit: DailyCheck.timerUnit)
    /// The forecast's reference runs (shipped and the history's, read when first asked and again when the
    /// history changed) and each film's break-even.
    public let forecast: ForecastReferences

    public init(
        configuration: AppConfiguration, clock: WallClock = SystemClock(), retry: RetryPolicy = RetryPolicy(),
        offline: Bool = false, connectivity: Connectivity? = nil, keyFile: KeyFile? = nil,
        budgetSetting: (@MainActor () -> BudgetSetting?)? = nil,
        deadlineSeconds: UInt32 = HTTPClient.defaultDeadlineSeconds,
        openCacheNow: Bool = true, fillSlot: HistoryStore.FillSlot = .window,
        warn: @escaping @Sendable (String) -> Void = Diagnostics.warn
    ) {
        self.configuration = configuration
        self.clock = clock
        self.offline = offline
        http = HTTPClient(timeoutSeconds: configuration.timeoutSeconds, deadlineSeconds: deadlineSeconds)
        var problem: String?
        do { cache = try DiskCache(directory: configuration.cacheDirectory, openNow: openCacheNow, warn: warn) } catch {
            cache = nil
            problem = "\(error.localizedDescription)"
        }
        cacheProblem = problem
        history = cache.map { HistoryStore(database: $0.database) }
        requestCounter = RequestCounter(
            store: history, clock: clock, budgetOverride: configuration.dailyBudget,
            setting: budgetSetting)
        charts = BoxOfficeRepository(
            configuration: configuration, http: http, cache: cache, clock: clock, retry: retry,
            offline: offline, history: history, requestCounter: requestCounter)
        search = SearchRepository(charts: charts, http: http, cache: cache)
        coming = ComingRepository(search: search, charts: charts, cache: cache)
        historyFill = HistoryFill(
            repository: charts, store: history, counter: requestCounter, clock: clock, slot: fillSlot,
            lock: cache == nil ? nil : FillLock(directory: configuration.cacheDirectory))
        let forecast = ForecastReferences(shipped: configuration.referenceRunsFile, history: history)
        self.forecast = forecast
        follow = FollowCheck(
            repository: charts, history: history, follows: cache.map { FollowStore(database: $0.database) },
            library: { forecast.library() })
        posters = PosterRepository(
            configuration: configuration, http: http, cache: cache, clock: clock, offline: offline)
        self.keyFile = keyFile ?? KeyFile(paths: configuration.paths)
        keyTester = KeyTester(http: http, configuration: configuration, clock: clock)
        network = NetworkState(connectivity: offline ? nil : connectivity)
        network.changes.observe { [charts, posters, weak network] _ in
            let noNetwork = network?.isOffline ?? false
            // Offline means cache and sample only: no request is even tried (search follows `charts`).
            charts.offline = noNetwork || offline
            posters.offline = noNetwork || offline
        }
    }

    /// The running app: configuration from the environment and the key file, the system clock, GIO's
    /// network monitor (the window, `boxoffice check`) or none (the other commands). The window opens the cache database
    /// when it first needs it: showing the sample, that is after the first frame. `budgetSetting`: where Preferences'
    /// daily budget is saved (the window's settings, or GSettings opened when a command first asks).
    public static func live(
        environment: [String: String]? = nil,
        offline: Bool = false, forWindow: Bool, watchingNetwork: Bool = false,
        budgetSetting: (@MainActor () -> BudgetSetting?)? = nil
    ) -> AppServices {
        let configuration = AppConfiguration.fromEnvironment(environment)
        let paths = configuration.paths
        let baseURLs = [configuration.kobisBaseURL, configuration.kakaoBaseURL]
        let monitor: Connectivity? =
            (forWindow || watchingNetwork) && !offline
            ? LazyConnectivity { NetworkMonitorConnectivity(baseURLs: baseURLs) } : nil
        return AppServices(
            configuration: configuration, clock: configuration.clock, offline: offline, connectivity: monitor,
            keyFile: KeyFile(paths: paths), budgetSetting: budgetSetting,
            openCacheNow: !forWindow, fillSlot: forWindow ? .window : .command)
    }

    /// A key from Preferences reaches the repository that uses it.
    public func apply(kobisKey: String?) { charts.setKobisKey(kobisKey) }
    public func apply(kakaoKey: String?) { posters.setKakaoKey(kakaoKey) }
}
