import Foundation

/// The app ID and every folder BoxOffice reads or writes, from the XDG variables: the one place that
/// knows where things live.
public struct AppPaths: Sendable, Equatable {
    public static let appID = "kr.boxoffice.BoxOffice"

    /// `$XDG_CONFIG_HOME/<app-id>`: the key file and the window state.
    public let configDirectory: URL
    /// `BOXOFFICE_CACHE_DIR`, else `$XDG_CACHE_HOME/<app-id>`: the database and the poster files.
    public let cacheDirectory: URL

    /// The folder of the running executable, from /proc/self/exe: right however it was started (from
    /// PATH, through a symlink, or handed on by `boxoffice`), where the first argument is only a name.
    public static let executableDirectory: URL = {
        executableFolder
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            .deletingLastPathComponent()
    }()

    /// The folder of this executable as the kernel knows it; nil when /proc/self/exe cannot be read. Only
    /// this may say where a program to run is (argv[0] is whatever the caller chose).
    public static let executableFolder: URL? = {
        var buffer = [CChar](repeating: 0, count: 4097)
        let length = readlink("/proc/self/exe", &buffer, 4096)
        guard length > 0, length < 4096 else { return nil }
        return URL(fileURLWithPath: String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
            .deletingLastPathComponent()
    }()

    public init(configDirectory: URL, cacheDirectory: URL) {
        self.configDirectory = configDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// `env` nil: the process's own environment.
    public init(environment env: [String: String]? = nil) {
        func value(_ name: String) -> String? { Self.setting(name, in: env) }
        let home = value("HOME") ?? NSHomeDirectory()
        // A relative path is ignored, as the XDG spec says: it would name a folder under wherever the
        // app happened to be started.
        func absolute(_ name: String) -> String? { value(name).flatMap { $0.hasPrefix("/") ? $0 : nil } }
        let configRoot = absolute("XDG_CONFIG_HOME") ?? home + "/.config"
        let cacheRoot = absolute("XDG_CACHE_HOME") ?? home + "/.cache"
        configDirectory = URL(fileURLWithPath: configRoot).appendingPathComponent(Self.appID)
        cacheDirectory =
            absolute("BOXOFFICE_CACHE_DIR").map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: cacheRoot).appendingPathComponent(Self.appID)
    }

    /// A variable's value, trimmed; nil when unset or blank. Without a dictionary, the process's own, read
    /// with getenv: ProcessInfo copies the whole environment into a dictionary every time it is asked.
    public static func setting(_ name: String, in env: [String: String]?) -> String? {
        let raw = env.map { $0[name] } ?? getenv(name).map { String(cString: $0) }
        guard let v = raw?.trimmingWhitespace, !v.isEmpty else { return nil }
        return v
    }

    public var keyFile: URL { configDirectory.appendingPathComponent("keys") }
    public var windowState: URL { configDirectory.appendingPathComponent("state.ini") }
    public var database: URL { cacheDirectory.appendingPathComponent("cache.sqlite") }
    public var posters: URL { cacheDirectory.appendingPathComponent("posters") }
}
