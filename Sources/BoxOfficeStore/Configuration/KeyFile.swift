import BoxOfficeCore
import Foundation

/// The API keys the user saved in Preferences: `$XDG_CONFIG_HOME/<app-id>/keys`, created with mode 0600.
/// A file that others can read is refused, with a sentence that says how to fix it. A symlink is
/// judged by the file it points to.
public struct KeyFile: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    public init(paths: AppPaths) { self.init(url: paths.keyFile) }

    public struct Keys: Equatable, Sendable {
        public var kobis: String?
        public var kakao: String?
        public init(kobis: String? = nil, kakao: String? = nil) {
            self.kobis = kobis
            self.kakao = kakao
        }
    }

    public enum Problem: Error, Equatable, Sendable {
        case readableByOthers(path: String, mode: String)
        case unreadable(path: String)
        case unwritable(path: String)

        public var sentence: String {
            switch self {
            case .readableByOthers(let path, let mode):
                return tr(
                    "The key file {path} can be read by other users (mode {mode}), so it was not used; run chmod 600 on it or save the keys again",
                    ["path": path, "mode": mode])
            case .unreadable(let path):
                return tr("The key file {path} could not be read", ["path": path])
            case .unwritable(let path):
                return tr("The keys could not be saved to {path}", ["path": path])
            }
        }
    }

    /// The saved keys; none when there is no file.
    public func load() throws -> Keys {
        guard let mode = try targetMode() else { return Keys() }
        guard mode & 0o077 == 0 else { throw Problem.readableByOthers(path: url.path, mode: String(mode, radix: 8)) }
        return try read()
    }

    /// Changes some keys and keeps every other saved key as it was (even one in a file that was
    /// refused for its mode: saving rewrites it with mode 0600); a file that cannot be read is not replaced.
    public func update(_ change: (inout Keys) -> Void) throws {
        // A file that is there but cannot be read holds the other key: writing over it would lose that key.
        var keys = try targetMode() == nil ? Keys() : read()
        change(&keys)
        try save(keys)
    }

    /// The permission bits of the file (following a symlink to its target), nil when there is none.
    private func targetMode() throws -> Int? {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            if errno == ENOENT, lstat(url.path, &info) != 0 { return nil }  // no file (not a dangling link)
            throw Problem.unreadable(path: url.path)
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Problem.unreadable(path: url.path) }
        return Int(info.st_mode & 0o777)
    }

    private func read() throws -> Keys {
        guard let lines = UserFile.keyValues(at: url) else { throw Problem.unreadable(path: url.path) }
        var keys = Keys()
        for (name, value) in lines where !value.isEmpty {
            switch name {
            case "kobis": keys.kobis = value
            case "kakao": keys.kakao = value
            default: continue
            }
        }
        return keys
    }

    /// Writes the keys with mode 0600 from the first byte (never world-readable, even briefly).
    public func save(_ keys: Keys) throws {
        let fm = FileManager.default
        let folder = url.deletingLastPathComponent()
        do {
            try fm.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch { throw Problem.unwritable(path: url.path) }
        // Only keys in the APIs' alphabet are written: a line break in one would add lines to the file.
        guard [keys.kobis, keys.kakao].allSatisfy({ $0.map { $0.isEmpty || APIKeyFormat.isValid($0) } ?? true }) else {
            throw Problem.unwritable(path: url.path)
        }
        var text = "# BoxOffice API keys (written by Preferences)\n"
        if let k = keys.kobis, !k.isEmpty { text += "kobis=\(k)\n" }
        if let k = keys.kakao, !k.isEmpty { text += "kakao=\(k)\n" }
        let temporary = folder.appendingPathComponent(".keys-\(UUID().uuidString)")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw Problem.unwritable(path: url.path) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        fsync(fd)
        close(fd)
        // rename replaces a symlink itself, never the file it pointed to.
        guard written == bytes.count, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw Problem.unwritable(path: url.path)
        }
        // The rename is durable only once the folder's entry is on disk too.
        let directory = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }
}
