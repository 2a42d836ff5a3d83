import Foundation

/// What the window remembers across launches: layout and size, in `$XDG_CONFIG_HOME/<app-id>/state.ini`.
/// A plain key=value file: nothing secret lives here, and a broken file just means defaults.
public final class WindowStateStore {
    /// Every key the file may hold; call sites never spell a key as a string.
    public enum Key: String, CaseIterable, Sendable {
        case layout, width, height
        /// The table's sort column and direction ("audience,descending").
        case tableSort
        /// The chart kind and segment last shown.
        case chartKind, nation, films, region
        /// Whether film windows draw the run's values on a log scale ("true"/"false").
        case runLogScale
    }

    public let file: URL
    private var values: [Key: String] = [:]

    public init(file: URL) {
        self.file = file
        for (name, value) in UserFile.keyValues(at: file) ?? [] {
            if let key = Key(rawValue: name) { values[key] = value }
        }
    }

    public convenience init(paths: AppPaths) { self.init(file: paths.windowState) }

    public subscript(key: Key) -> String? {
        get { values[key] }
        set {
            guard values[key] != newValue else { return }  // the same size again is no reason to rewrite the file
            values[key] = newValue
            save()
        }
    }

    /// An integer within `range`, or nil when missing or not a number: `width=3000000000` becomes the
    /// range's upper end instead of a crash.
    public func int(_ key: Key, in range: ClosedRange<Int>) -> Int? {
        guard let text = values[key] else { return nil }
        if let value = Int(text) { return min(max(value, range.lowerBound), range.upperBound) }
        // Too many digits for Int: still a number, so clamp by its sign.
        guard text.count > 1, text.dropFirst().allSatisfy(\.isNumber),
            text.first == "-" || text.first?.isNumber == true
        else { return nil }
        return text.first == "-" ? range.lowerBound : range.upperBound
    }

    private func save() {
        let text =
            Key.allCases.compactMap { key in values[key].map { "\(key.rawValue)=\($0)" } }.joined(separator: "\n")
            + "\n"
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
    }
}
