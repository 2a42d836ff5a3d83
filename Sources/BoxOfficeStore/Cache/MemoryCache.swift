/// A small least-recently-used map kept in memory above the disk cache, bounded by a count and,
/// when given a cost, by total cost (decoded image bytes, say).
public final class MemoryCache<Key: Hashable, Value> {
    public let capacity: Int
    public let costLimit: Int
    private let cost: (Value) -> Int
    private var values: [Key: Value] = [:]
    private var order: [Key] = []  // least recent first; capacities are small (tens)
    public private(set) var totalCost = 0

    public init(capacity: Int, costLimit: Int = .max, cost: @escaping (Value) -> Int = { _ in 0 }) {
        self.capacity = max(1, capacity)
        self.costLimit = costLimit
        self.cost = cost
    }

    public subscript(key: Key) -> Value? {
        get {
            guard let v = values[key] else { return nil }
            touch(key)
            return v
        }
        set {
            remove(key)
            guard let newValue, cost(newValue) <= costLimit else { return }
            values[key] = newValue
            totalCost += cost(newValue)
            order.append(key)
            while order.count > capacity || totalCost > costLimit { remove(order[0]) }
        }
    }

    public var count: Int { values.count }
    public func removeAll() {
        values = [:]
        order = []
        totalCost = 0
    }

    private func remove(_ key: Key) {
        guard let old = values.removeValue(forKey: key) else { return }
        totalCost -= cost(old)
        order.removeAll { $0 == key }
    }

    private func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }
}
