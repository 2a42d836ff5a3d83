/// A list of change callbacks: view-models call `notify()`, widgets re-read state.
@MainActor
public final class ChangeObservers {
    private var callbacks: [Int: () -> Void] = [:]
    private var next = 0
    public init() {}

    /// Returns a token for `remove`.
    @discardableResult
    public func add(_ callback: @escaping () -> Void) -> Int {
        next += 1
        callbacks[next] = callback
        return next
    }

    public func remove(_ token: Int) { callbacks[token] = nil }

    public func notify() { for key in callbacks.keys.sorted() { callbacks[key]?() } }
}
