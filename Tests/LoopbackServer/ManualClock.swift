import BoxOfficeCore
import Foundation

/// A clock tests move by hand.
public final class ManualClock: WallClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    public init(_ iso: String) { current = ISO8601DateFormatter().date(from: iso)! }

    public func now() -> Date { lock.withLock { current } }
    public func set(_ iso: String) { lock.withLock { current = ISO8601DateFormatter().date(from: iso)! } }
    public func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

/// A fresh temporary directory, removed by the caller.
public func makeTemporaryDirectory(_ name: String = "boxoffice-test") -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
