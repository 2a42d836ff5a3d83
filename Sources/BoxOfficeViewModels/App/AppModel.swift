import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation

/// What the window shows, on top of the services built once in `AppServices` and the settings: the chart's
/// view-model, poster thumbnails, and factories for the detail and preferences view-models.
@MainActor
public final class AppModel {
    public let services: AppServices
    public var configuration: AppConfiguration { charts.configuration }
    public let language: DisplayLanguage
    public var charts: BoxOfficeRepository { services.charts }
    public var posters: PosterRepository { services.posters }
    /// What the app remembers and Preferences sets (GSettings), made beside the services.
    public let settings: AppSettings
    public let chart: ChartViewModel
    public let thumbnails: PosterThumbnails
    /// Filling history within the request budget: one per app, shared by the menu's dialog and the films' windows.
    public let historyFill: HistoryFillViewModel
    /// Followed films and what refreshes tell about them.
    public let following: FollowingModel
    public var cacheProblem: String? { services.cacheProblem }
    /// The Market view's model, made the first time the view is shown (launch reads no history).
    public private(set) lazy var market: MarketViewModel = {
        let services = services
        let charts = services.charts
        return MarketViewModel(
            history: services.history, fill: historyFill, language: language, latest: { charts.latestDay },
            library: { services.forecast.library() },
            records: RecordsMemo(services: services).records)
    }()

    /// `settings`: in memory unless given (view-model tests).
    public init(
        services: AppServices, settings: AppSettings = AppSettings(inMemoryFrom: nil), language: DisplayLanguage,
        initialDay: Day? = nil
    ) {
        self.services = services
        self.settings = settings
        self.language = language
        chart = ChartViewModel(
            repository: services.charts, state: settings, language: language,
            initialDay: initialDay, network: services.network)
        thumbnails = PosterThumbnails(posters: services.posters)
        historyFill = HistoryFillViewModel(services: services, language: language)
        following = FollowingModel(services: services, language: language)
        chart.events.observe { [weak self] events in
            guard let self else { return }
            for case .chartShown(let query) in events {
                self.following.chartShown(query, latestDay: self.charts.latestDay)
            }
        }
    }

    /// After the window's first frame: the network monitor is asked (the offline bar), and a fill the
    /// last run left going picks up where it stopped. Not before: the first frame of a saved chart or the
    /// sample needs neither the monitor nor the database.
    public func launched() {
        services.network.check()
        historyFill.restore()
    }

    /// Films' runs and the history fill need the history, which a cache that could not be opened lacks.
    public var canShowHistory: Bool { services.history != nil }

    /// A film's run from the history, for its window (no request).
    /// Its forecast as of the chart's day.
    public func filmRun(for row: ChartRowModel) -> FilmRunViewModel { filmRun(code: row.movieCode, upTo: chart.day) }

    /// `upTo`: the day the forecast may use rows up to (nil: the film's latest).
    public func filmRun(code: String, upTo: Day? = nil) -> FilmRunViewModel {
        FilmRunViewModel(
            movieCode: code, segment: chart.segment, history: services.history, fill: historyFill,
            state: settings, language: language,
            forecast: FilmForecastViewModel(
                movieCode: code, references: services.forecast, upTo: upTo,
                today: KoreanTime.today(now: services.clock.now()), language: language))
    }

    /// A film found by search or in a filmography: no chart figures, the details and poster as usual.
    public func detail(code: String, title: String, year: Int?) -> FilmDetailViewModel {
        FilmDetailViewModel(
            movieCode: code, title: title,
            posterQuery: PosterQuery(movieCode: code, koreanTitle: title, releaseYear: year),
            repository: charts, posters: posters, language: language, dayFigures: [], dayHeading: "")
    }

    /// A film known by its code alone (the desktop's search): its title and year from history, shown until the
    /// details arrive.
    public func detail(code: String) -> FilmDetailViewModel {
        let newest = services.history?.rows(movieCode: code).last
        return detail(code: code, title: newest?.title ?? "", year: (newest?.openDate ?? newest?.day)?.year)
    }

    public func search() -> SearchViewModel { SearchViewModel(repository: services.search, language: language) }
    public func person(code: String) -> PersonModel { PersonModel(personCode: code, repository: services.search) }
    public func company(code: String) -> CompanyModel { CompanyModel(companyCode: code, repository: services.search) }

    /// Keys changed in Preferences: the repositories switch, the chart reloads (leaving or entering the sample).
    public func apply(kobisKey: String?) {
        services.apply(kobisKey: kobisKey)
        chart.keysChanged()
    }

    public func apply(kakaoKey: String?) {
        services.apply(kakaoKey: kakaoKey)
        chart.postersChanged()
    }

    public func detail(for row: ChartRowModel) -> FilmDetailViewModel {
        FilmDetailViewModel(
            movieCode: row.movieCode, title: row.title, posterQuery: row.posterQuery,
            repository: charts, posters: posters, language: language,
            dayFigures: row.dayFigures, dayHeading: row.dayHeading)
    }

    public func preferences() -> PreferencesViewModel { PreferencesViewModel(app: self) }
    public func coming() -> ComingViewModel {
        ComingViewModel(services: services, following: following, language: language)
    }
    /// The pace of opens other programs ask for, by the app's clock.
    public func remoteOpenLimit() -> RemoteOpenLimit { RemoteOpenLimit(clock: services.clock) }

    /// The app ID, for the GTK application.
    public nonisolated static var applicationID: String { AppPaths.appID }

    /// `Data/icons` beside the data the app runs on, when it exists: run from the source tree, the app
    /// icon is found there (installed, it is in the icon theme).
    public var iconDirectory: String? {
        guard let sample = configuration.sampleDirectory else { return nil }
        let icons = sample.deletingLastPathComponent().appendingPathComponent("icons")
        return FileManager.default.fileExists(atPath: icons.appendingPathComponent("\(AppPaths.appID).svg").path)
            ? icons.path : nil
    }

    /// The user guide as HTML in the display language (`<datadir>/kr.boxoffice.BoxOffice/help-html/C|ko/index.html`,
    /// beside the installed sample data, built by `yelp-build` at install): what F1 opens where no Help app is.
    public var helpHTMLIndex: URL? {
        guard let sample = configuration.sampleDirectory else { return nil }
        let index = sample.deletingLastPathComponent().appendingPathComponent("help-html")
            .appendingPathComponent(language == .korean ? "ko" : "C").appendingPathComponent("index.html")
        return FileManager.default.fileExists(atPath: index.path) ? index : nil
    }

    /// Why the saved key file was not used, if it was not.
    public var keyFileProblem: String? { configuration.keyFileProblem?.sentence }

    /// The window size remembered last time, within what a screen can show (the file is the user's to edit).
    public var windowSize: (width: Int, height: Int) {
        (
            settings.int(.windowWidth, in: AppSettings.sizes) ?? 920,
            settings.int(.windowHeight, in: AppSettings.sizes) ?? 720
        )
    }

    public func rememberWindowSize(width: Int, height: Int) {
        if width > 0 { settings[.windowWidth] = String(width) }
        if height > 0 { settings[.windowHeight] = String(height) }
    }
}
