/// A small least-recently-used map kept in memory above the disk cache.
public final class MemoryCache<Key: Hashable, Value> {
    public let capacity: Int
    private var values: [Key: Value] = [:]
    private var order: [Key] = []   // least recent first; capacities are small (tens)

    public init(capacity: Int) { self.capacity = max(1, capacity) }

    public subscript(key: Key) -> Value? {
        get {
            guard let v = values[key] else { return nil }
            touch(key)
            return v
        }
        set {
            guard let newValue else {
                values[key] = nil
                order.removeAll { $0 == key }
                return
            }
            values[key] = newValue
            touch(key)
            while order.count > capacity { values[order.removeFirst()] = nil }
        }
    }

    public var count: Int { values.count }
    public func removeAll() { values = [:]; order = [] }

    private func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }
}
