import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation

/// The detail window's state. KOBIS details and the Kakao poster load in parallel and are cancelled
/// when the window closes.
@MainActor
public final class FilmDetailViewModel {
    public enum InfoState: Equatable {
        case loading
        case loaded(FilmDetailModel)
        case failed(String)
    }
    public enum PosterState: Equatable {
        case loading
        case loaded(DecodedImage)
        /// No poster: the reason in a sentence (no key, nothing found, offline …).
        case placeholder(String)
    }

    /// What a change is about: the film's details (and whether they are the sample's), or its poster.
    public enum Part: Hashable, Sendable { case info, poster }
    public let changes = Changes<Part>()
    public let movieCode: String
    /// The title from the chart, shown until the details arrive.
    public let chartTitle: String
    /// The film's figures for the chart's day, and their heading.
    public let dayFigures: [FilmDetailModel.Fact]
    public let dayHeading: String
    private let posterQuery: PosterQuery
    public private(set) var info: InfoState = .loading
    public private(set) var poster: PosterState = .loading
    public private(set) var isSample = false

    private let repository: BoxOfficeRepository
    private let posters: PosterRepository
    private let language: DisplayLanguage
    private var tasks: [Task<Void, Never>] = []

    public init(
        movieCode: String, title: String, posterQuery: PosterQuery, repository: BoxOfficeRepository,
        posters: PosterRepository, language: DisplayLanguage, dayFigures: [FilmDetailModel.Fact] = [],
        dayHeading: String = ""
    ) {
        self.movieCode = movieCode
        self.chartTitle = title
        self.dayFigures = dayFigures
        self.dayHeading = dayHeading
        self.posterQuery = posterQuery
        self.repository = repository
        self.posters = posters
        self.language = language
    }

    public var title: String {
        if case .loaded(let m) = info { return m.title }
        return chartTitle
    }

    public func start() {
        guard tasks.isEmpty else { return }
        // Saved details need no request: they are in the window's first frame, with the run chart.
        if let saved = repository.immediateFilm(code: movieCode) {
            show(saved)
        } else {
            tasks.append(Task { @MainActor [weak self] in await self?.loadInfo() })
        }
        tasks.append(Task { @MainActor [weak self] in await self?.loadPoster() })
    }

    /// Try Again after the details failed: asks once more (the poster is left as it is).
    public func retryInfo() {
        guard case .failed = info else { return }
        info = .loading
        changes.send(.info)
        tasks.append(Task { @MainActor [weak self] in await self?.loadInfo() })
    }

    /// The window closed: stop both requests.
    public func close() {
        tasks.forEach { $0.cancel() }
        tasks = []
    }

    public var isFinished: Bool { info != .loading && poster != .loading }

    /// A request this window did not cancel was dropped because the key changed: the repository
    /// now has the new key, so the window asks again (once) instead of saying "cancelled".
    private func droppedByKeyChange(_ error: Error, retried: Bool) -> Bool {
        !retried && !Task.isCancelled && (error as? BoxOfficeError) == .cancelled
    }

    private func show(_ loaded: Loaded<FilmDetails>) {
        isSample = loaded.isSample
        info = .loaded(FilmDetailModel(loaded.value, language: language))
        changes.send(.info)
    }

    private func loadInfo(retried: Bool = false) async {
        do {
            let loaded = try await repository.film(code: movieCode)
            guard !Task.isCancelled else { return }
            show(loaded)
            return
        } catch {
            if droppedByKeyChange(error, retried: retried) { return await loadInfo(retried: true) }
            guard !Task.isCancelled else { return }
            info = .failed((error as? BoxOfficeError)?.sentence ?? "\(error)")
        }
        changes.send(.info)
    }

    private func loadPoster(retried: Bool = false) async {
        guard posters.hasKey else {
            poster = .placeholder(tr("Posters need a Kakao API key: add one in Preferences."))
            changes.send(.poster)
            return
        }
        do {
            let image = try await posters.poster(for: posterQuery)
            guard !Task.isCancelled else { return }
            poster = .loaded(image.picture)
        } catch {
            if droppedByKeyChange(error, retried: retried) { return await loadPoster(retried: true) }
            guard !Task.isCancelled else { return }
            poster = .placeholder((error as? BoxOfficeError)?.sentence ?? "\(error)")
        }
        changes.send(.poster)
    }
}
