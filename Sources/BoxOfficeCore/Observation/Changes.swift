/// The one way to observe: an object says what changed, by part (`send([.rows])`), and each observer hears
/// only the parts it asked for (`observe([.rows, .state]) { parts in … }`, or every part with no list). A part
/// may carry a value, for what is not state but an event ("show this toast"): observe those with no list.
/// Any number of observers; each stays until `remove(token)` (the UI ties that to a widget's life).
@MainActor
public final class Changes<Part: Hashable> {
    private struct Observer {
        let parts: Set<Part>?
        let callback: @MainActor (Set<Part>) -> Void
        /// For an observer kept while an object lives: dropped once it is gone.
        let owned: Bool
        weak var owner: AnyObject?
    }
    private var observers: [Int: Observer] = [:]
    private var next = 0
    /// How many times each part was sent since the object was made: what a test reads to know which parts
    /// an intent changed.
    public private(set) var sent: [Part: Int] = [:]

    public init() {}

    /// Calls `callback` with the parts of each change that are among `parts` (all of them when nil), in the
    /// order observers were added; returns a token for `remove`.
    @discardableResult
    public func observe(_ parts: Set<Part>? = nil, _ callback: @escaping @MainActor (Set<Part>) -> Void) -> Int {
        next += 1
        observers[next] = Observer(parts: parts, callback: callback, owned: false, owner: nil)
        return next
    }

    /// Observes while `owner` lives (another model observing this one): no token to keep and remove.
    public func observe(
        _ parts: Set<Part>? = nil, while owner: AnyObject, _ callback: @escaping @MainActor (Set<Part>) -> Void
    ) {
        next += 1
        observers[next] = Observer(parts: parts, callback: callback, owned: true, owner: owner)
    }

    public func remove(_ token: Int) { observers[token] = nil }

    /// Tells the observers of any of `parts`. An observer removed by an earlier one is not called.
    public func send(_ parts: Set<Part>) {
        guard !parts.isEmpty else { return }
        for part in parts { sent[part, default: 0] += 1 }
        for key in observers.keys.sorted() {
            guard let observer = observers[key] else { continue }
            if observer.owned, observer.owner == nil {
                observers[key] = nil
                continue
            }
            let heard = observer.parts.map { parts.intersection($0) } ?? parts
            if !heard.isEmpty { observer.callback(heard) }
        }
    }

    public func send(_ part: Part) { send([part]) }
}
