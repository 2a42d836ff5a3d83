import BoxOfficeCore

/// Whether requests may leave the machine, as the whole app knows it. `AppServices` owns it and switches
/// every repository with it, so a window left open (a search, a film) follows the network whichever
/// windows are closed; view-models only read it and listen.
@MainActor
public final class NetworkState {
    /// The monitor says there is no network (not `--offline`, which no monitor watches).
    public private(set) var isOffline = false
    /// What a network's observers hear: `isOffline` changed. `AppServices` observes first (switching the
    /// repositories), so every later observer finds them switched.
    public enum Part: Hashable, Sendable { case offline }
    public let changes = Changes<Part>()
    private let connectivity: Connectivity?
    private var checked = false

    public init(connectivity: Connectivity?) {
        self.connectivity = connectivity
        // Observing makes no monitor (`LazyConnectivity`): changes arrive once one exists.
        connectivity?.changes.observe(while: self) { [weak self, weak connectivity] _ in
            guard let connectivity else { return }
            self?.update(offline: !connectivity.isOnline)
        }
    }

    /// Asks the monitor (making it, the first time): before the first request, or after the first frame
    /// when the window was drawn without one (the monitor costs launch time). It reports every change
    /// after that, so asking again asks nothing.
    public func check() {
        guard let connectivity, !checked else { return }
        checked = true
        update(offline: !connectivity.isOnline)
    }

    private func update(offline: Bool) {
        guard offline != isOffline else { return }
        isOffline = offline
        changes.send(.offline)
    }
}
