import BoxOfficeCore
import Foundation

/// The API keys the user saved in Preferences: `$XDG_CONFIG_HOME/<app-id>/keys`, created with mode 0600.
/// A file that others can read is refused, with a sentence that says how to fix it.
public struct KeyFile: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    public static func standard(_ env: [String: String] = ProcessInfo.processInfo.environment) -> KeyFile {
        let home = env["HOME"] ?? NSHomeDirectory()
        let root = env["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        return KeyFile(url: URL(fileURLWithPath: root).appendingPathComponent(AppConfiguration.appID).appendingPathComponent("keys"))
    }

    public struct Keys: Equatable, Sendable {
        public var kobis: String?
        public var kakao: String?
        public init(kobis: String? = nil, kakao: String? = nil) { self.kobis = kobis; self.kakao = kakao }
    }

    public enum Problem: Error, Equatable, Sendable {
        case readableByOthers(path: String, mode: String)
        case unreadable(path: String)

        public var sentence: String {
            switch self {
            case .readableByOthers(let path, let mode):
                return tr("The key file {path} can be read by other users (mode {mode}), so it was not used; run chmod 600 on it or save the keys again",
                          ["path": path, "mode": mode])
            case .unreadable(let path):
                return tr("The key file {path} could not be read", ["path": path])
            }
        }
    }

    /// The saved keys; none when there is no file.
    public func load() throws -> Keys {
        let fm = FileManager.default
        guard fm.fileExists(atPath: url.path) else { return Keys() }
        let attributes = try? fm.attributesOfItem(atPath: url.path)
        let mode = (attributes?[.posixPermissions] as? NSNumber)?.intValue ?? 0o777
        guard mode & 0o077 == 0 else {
            throw Problem.readableByOthers(path: url.path, mode: String(mode, radix: 8))
        }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw Problem.unreadable(path: url.path) }
        var keys = Keys()
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[1].isEmpty else { continue }
            switch parts[0] {
            case "kobis": keys.kobis = parts[1]
            case "kakao": keys.kakao = parts[1]
            default: continue
            }
        }
        return keys
    }

    /// Writes the keys with mode 0600 from the first byte (never world-readable, even briefly).
    public func save(_ keys: Keys) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                               attributes: [.posixPermissions: 0o700])
        var text = "# BoxOffice API keys (written by Preferences)\n"
        if let k = keys.kobis, !k.isEmpty { text += "kobis=\(k)\n" }
        if let k = keys.kakao, !k.isEmpty { text += "kakao=\(k)\n" }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".keys-\(UUID().uuidString)")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw Problem.unreadable(path: temporary.path) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        fsync(fd)
        close(fd)
        guard written == bytes.count else {
            unlink(temporary.path)
            throw Problem.unreadable(path: temporary.path)
        }
        guard rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw Problem.unreadable(path: url.path)
        }
    }
}
