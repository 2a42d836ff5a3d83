import Foundation

/// What the window remembers across launches: layout and size, in `$XDG_CONFIG_HOME/<app-id>/state.ini`.
/// A plain key=value file: nothing secret lives here, and a broken file just means defaults.
public final class WindowStateStore {
    public let file: URL
    private var values: [String: String]

    public init(file: URL) {
        self.file = file
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        values = Dictionary(text.split(separator: "\n").compactMap { line -> (String, String)? in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return parts.count == 2 && !parts[0].hasPrefix("#") ? (parts[0], parts[1]) : nil
        }, uniquingKeysWith: { $1 })
    }

    public static func standard(_ env: [String: String] = ProcessInfo.processInfo.environment) -> WindowStateStore {
        let home = env["HOME"] ?? NSHomeDirectory()
        let root = env["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        return WindowStateStore(file: URL(fileURLWithPath: root).appendingPathComponent(AppConfiguration.appID)
            .appendingPathComponent("state.ini"))
    }

    public subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue; save() }
    }

    public func int(_ key: String) -> Int? { values[key].flatMap(Int.init) }

    private func save() {
        let text = values.keys.sorted().map { "\($0)=\(values[$0]!)" }.joined(separator: "\n") + "\n"
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
    }
}
