/// Whether requests may leave the machine, as the whole app knows it. `AppServices` owns it and switches
/// every repository with it, so a window left open (a search, a film) follows the network whichever
/// windows are closed; view-models only read it and listen.
@MainActor
public final class NetworkState {
    /// The monitor says there is no network (not `--offline`, which no monitor watches).
    public private(set) var isOffline = false
    /// Called with the new `isOffline` after the repositories switched, before any listener.
    var onSwitch: ((Bool) -> Void)?
    private let connectivity: Connectivity?
    private var checked = false
    private var listeners: [Int: (Bool) -> Void] = [:]
    private var next = 0

    public init(connectivity: Connectivity?) {
        self.connectivity = connectivity
        // Setting the callback makes no monitor (`LazyConnectivity`): changes arrive once one exists.
        connectivity?.onChange = { [weak self] online in self?.update(offline: !online) }
    }

    /// Asks the monitor (making it, the first time): before the first request, or after the first frame
    /// when the window was drawn without one (the monitor costs launch time). It reports every change
    /// after that, so asking again asks nothing.
    public func check() {
        guard let connectivity, !checked else { return }
        checked = true
        update(offline: !connectivity.isOnline)
    }

    /// Calls `listener` with `isOffline` whenever it changes; returns a token for `remove`.
    @discardableResult
    public func listen(_ listener: @escaping (Bool) -> Void) -> Int {
        next += 1
        listeners[next] = listener
        return next
    }

    public func remove(_ token: Int) { listeners[token] = nil }

    private func update(offline: Bool) {
        guard offline != isOffline else { return }
        isOffline = offline
        onSwitch?(offline)
        for key in listeners.keys.sorted() { listeners[key]?(offline) }
    }
}
