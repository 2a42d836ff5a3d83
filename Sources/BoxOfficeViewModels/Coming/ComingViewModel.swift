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

    /// Opening the window: read at once when it costs nothing, else say the cost and wait.
    public func start() {
        let plan = coming.plan(weeks: state.weeks)
        if plan.isFree || charts.offline || charts.configuration.kobisKey == nil {
            fetch()
        } else {
            state = ComingState(weeks: state.weeks, phase: .asking(cost: ComingText.cost(plan) + "."))
        }
    }

    /// The user's Fetch (or a free read).
    public func fetch() {
        guard task == nil else { return }
        state = state.loading()
        let weeks = state.weeks
        task = Task { [weak self] in
            guard let self else { return }
            do {
                let result = try await self.coming.films(weeks: weeks)
                self.state = self.state.shown(result.films, warnings: ComingText.warnings(result).map { $0 + "." })
            } catch let error as BoxOfficeError {
                self.state = self.state.failed(error.sentence + ".")
            } catch {
                self.state = self.state.failed(tr("The list could not be read."))
            }
            self.task = nil
        }
    }

    public var sections: [ComingSection] {
        state.films.map { ComingSection.sections($0, language: language) } ?? []
    }

    public var canFollow: Bool { following.canFollow }
    public func isFollowed(_ code: String) -> Bool { following.isFollowed(code) }
    public func setFollowed(_ on: Bool, code: String, title: String) {
        following.setFollowed(on, code: code, title: title)
    }
}
