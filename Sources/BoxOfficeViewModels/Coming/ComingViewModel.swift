import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore

/// The Coming window: the films opening in the next four weeks. Its first read of a day costs requests, so
/// the cost is said first and the read waits for the user's Fetch; a settled list (or offline, or no key)
/// is shown at once.
@MainActor
public final class ComingViewModel {
    public enum Part: Hashable, Sendable { case state, follows }
    public let changes = Changes<Part>()
    public private(set) var state: ComingState {
        didSet { changes.send(.state) }
    }
    public let language: DisplayLanguage
    private let coming: ComingRepository
    private let following: FollowingModel
    private let charts: BoxOfficeRepository
    private var task: Task<Void, Never>?

    public init(services: AppServices, following: FollowingModel, language: DisplayLanguage) {
        coming = services.coming
        charts = services.charts
        self.following = following
        self.language = language
        state = ComingState(phase: .loading)
        following.changes.observe([.follows], while: self) { [weak self] _ in self?.changes.send(.follows) }
    }

    /// Opening the window: read at once when it costs nothing, else say the cost and wait. The cost is
    /// read off the main actor; the window shows "loading" until it is known.
    public func start() {
        task = Task { [weak self] in
            guard let coming = self?.coming, let weeks = self?.state.weeks else { return }
            let plan = await coming.plan(weeks: weeks)
            guard let self, !Task.isCancelled else { return }
            self.task = nil
            if plan.isFree || self.charts.offline || self.charts.configuration.kobisKey == nil {
                self.fetch()
            } else {
                self.state = ComingState(weeks: weeks, phase: .asking(cost: ComingText.cost(plan) + "."))
            }
        }
    }

    /// The user's Read the List (or a free read). The read is the repository's, shared with any other
    /// window's read of the day; this model only waits for it, and `close()` stops the wait.
    public func fetch() {
        guard task == nil else { return }
        state = state.loading()
        let weeks = state.weeks
        let coming = coming
        task = Task { [weak self] in
            let outcome: Swift.Result<ComingRepository.Result, Error>
            do {
                outcome = .success(try await coming.films(weeks: weeks))
            } catch {
                outcome = .failure(error)
            }
            // A closed window's model is gone or cancelled: nothing is shown.
            guard let self, !Task.isCancelled else { return }
            self.task = nil
            switch outcome {
            case .success(let result) where result.pagesRead == 0 && result.stoppedAtBudget:
                // Nothing read and nothing saved: no list to show, and "no film opens" would be untrue.
                self.state = self.state.failed(
                    tr("Today's request budget is spent: none of the film list could be read") + ".")
            case .success(let result):
                self.state = self.state.shown(result.films, warnings: ComingText.warnings(result).map { $0 + "." })
            case .failure(let error as BoxOfficeError):
                self.state = self.state.failed(error.sentence + ".")
            case .failure:
                self.state = self.state.failed(tr("The list could not be read."))
            }
        }
    }

    /// The window closed: its wait ends, and the read with it unless another window still waits.
    public func close() {
        task?.cancel()
        task = nil
    }

    public var sections: [ComingSection] {
        state.films.map { ComingSection.sections($0, language: language) } ?? []
    }

    /// The days an empty list covers, said under "no film opens" so that the keyboard has a sentence to go to:
    /// "KOBIS 영화 목록 기준 2026년 11월 28일–12월 25일". Nil unless the list was read and holds no film.
    public var emptyPeriod: String? {
        guard let films = state.films, films.films.isEmpty else { return nil }
        let period = DayFormatting(language).range(films.from, films.to)
        return tr("{period}, in KOBIS's film list", ["period": period])
    }

    public var canFollow: Bool { following.canFollow }
    public func isFollowed(_ code: String) -> Bool { following.isFollowed(code) }
    public func setFollowed(_ on: Bool, code: String, title: String) {
        following.setFollowed(on, code: code, title: title)
    }
}
