import BoxOfficeCore
import BoxOfficeService
import Foundation

/// Everything the window needs, built once from the configuration: one HTTP session, one cache,
/// the repositories, and the view-models on top.
@MainActor
public final class AppModel {
    public var configuration: AppConfiguration { charts.configuration }
    public let language: DisplayLanguage
    public let http: HTTPClient
    public let cache: DiskCache?
    public let charts: BoxOfficeRepository
    public let posters: PosterRepository
    public let state: WindowStateStore?
    public let chart: ChartViewModel
    public let thumbnails: PosterThumbnails
    /// Set when the cache could not be opened; the app then works from the network only.
    public let cacheProblem: String?

    public init(configuration: AppConfiguration, language: DisplayLanguage, state: WindowStateStore?,
                clock: WallClock = SystemClock(), retry: RetryPolicy = RetryPolicy(), initialDay: Day? = nil,
                offline: Bool = false, connectivity: Connectivity? = nil) {
        self.language = language
        self.state = state
        http = HTTPClient(timeoutSeconds: configuration.timeoutSeconds)
        var problem: String?
        do { cache = try DiskCache(directory: configuration.cacheDirectory) } catch {
            cache = nil
            problem = "\(error.localizedDescription)"
        }
        cacheProblem = problem
        charts = BoxOfficeRepository(configuration: configuration, http: http, cache: cache, clock: clock, retry: retry,
                                     offline: offline)
        posters = PosterRepository(configuration: configuration, http: http, cache: cache, clock: clock, offline: offline)
        let watcher = offline ? nil : connectivity
            ?? NetworkMonitorConnectivity(baseURLs: [configuration.kobisBaseURL, configuration.kakaoBaseURL])
        chart = ChartViewModel(repository: charts, state: state, language: language, initialDay: initialDay, connectivity: watcher)
        let posters = self.posters
        chart.onOfflineChange = { posters.offline = $0 || offline }
        thumbnails = PosterThumbnails(posters: posters)
    }

    /// Keys changed in Preferences: the repositories switch, the chart reloads (leaving or entering the sample).
    public func apply(kobisKey: String?) {
        charts.setKobisKey(kobisKey)
        chart.keysChanged()
    }

    public func apply(kakaoKey: String?) {
        posters.setKakaoKey(kakaoKey)
        chart.keysChanged()
    }

    public func detail(for row: ChartRowModel) -> MovieDetailViewModel {
        MovieDetailViewModel(movieCode: row.movieCode, title: row.title, repository: charts, posters: posters, language: language)
    }
}
