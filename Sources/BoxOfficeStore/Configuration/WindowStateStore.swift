import Foundation

/// Where the window's remembered values live: GSettings for the window (`AppSettings`, schema
/// `kr.boxoffice.BoxOffice`), memory when the schema is not installed and in view-model tests.
public protocol WindowStateBackend: AnyObject {
    /// The value as text ("grid", "920", "true"); nil when the backend has none.
    func value(of key: WindowStateStore.Key) -> String?
    /// Stores `value` (nil: back to the default). A value the key cannot hold is dropped.
    func set(_ key: WindowStateStore.Key, to value: String?)
}

/// Values kept for as long as the process runs.
public final class MemoryWindowState: WindowStateBackend {
    private var values: [WindowStateStore.Key: String] = [:]
    public init() {}
    public func value(of key: WindowStateStore.Key) -> String? { values[key] }
    public func set(_ key: WindowStateStore.Key, to value: String?) { values[key] = value }
}

/// What the window remembers across launches: layout and size, the chart and its sort, the run's scale. Kept in
/// GSettings; the `state.ini` of earlier versions (`$XDG_CONFIG_HOME/<app-id>/state.ini`) is read once into it and
/// removed.
public final class WindowStateStore {
    /// Every key the window remembers; call sites never spell a key as a string.
    public enum Key: String, CaseIterable, Sendable {
        case layout, width, height
        /// The table's sort column and direction ("audience,descending").
        case tableSort
        /// The chart kind and segment last shown.
        case chartKind, nation, films, region
        /// Whether film windows draw the run's values on a log scale ("true"/"false").
        case runLogScale
    }

    /// The size a window may be remembered at.
    public static let sizes = 360...16_384

    public let backend: WindowStateBackend

    public init(backend: WindowStateBackend = MemoryWindowState()) { self.backend = backend }

    /// Reads `file` (an earlier version's state.ini) into `backend`; `removing` then deletes it, so it is read once.
    /// A file too large or not text is left alone and its values unread (`UserFile`'s bounds).
    public convenience init(backend: WindowStateBackend, migrating file: URL, removing: Bool) {
        self.init(backend: backend)
        guard let pairs = UserFile.keyValues(at: file) else { return }
        for (name, text) in pairs {
            guard let key = Key(rawValue: name) else { continue }
            if key == .width || key == .height {
                backend.set(key, to: Self.clamped(text, in: Self.sizes).map(String.init))
            } else {
                backend.set(key, to: text)
            }
        }
        if removing { try? FileManager.default.removeItem(at: file) }
    }

    /// Memory seeded from `file`, which stays: view-model tests, and a window without the GSettings schema.
    public convenience init(file: URL) { self.init(backend: MemoryWindowState(), migrating: file, removing: false) }

    public subscript(key: Key) -> String? {
        get { backend.value(of: key) }
        set {
            guard backend.value(of: key) != newValue else { return }  // the same size again is no reason to write
            backend.set(key, to: newValue)
        }
    }

    /// An integer within `range`, or nil when missing or not a number: `width=3000000000` becomes the
    /// range's upper end instead of a crash.
    public func int(_ key: Key, in range: ClosedRange<Int>) -> Int? {
        backend.value(of: key).flatMap { Self.clamped($0, in: range) }
    }

    static func clamped(_ text: String, in range: ClosedRange<Int>) -> Int? {
        if let value = Int(text) { return min(max(value, range.lowerBound), range.upperBound) }
        // Too many digits for Int: still a number, so clamp by its sign.
        guard text.count > 1, text.dropFirst().allSatisfy(\.isNumber),
            text.first == "-" || text.first?.isNumber == true
        else { return nil }
        return text.first == "-" ? range.lowerBound : range.upperBound
    }
}
