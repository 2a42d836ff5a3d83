import Foundation

/// The app ID and every folder BoxOffice reads or writes, from the XDG variables: the one place that
/// knows where things live.
public struct AppPaths: Sendable, Equatable {
    public static let appID = "kr.boxoffice.BoxOffice"

    /// `$XDG_CONFIG_HOME/<app-id>`: the key file and the window state.
    public let configDirectory: URL
    /// `BOXOFFICE_CACHE_DIR`, else `$XDG_CACHE_HOME/<app-id>`: the database and the poster files.
    public let cacheDirectory: URL

    public init(configDirectory: URL, cacheDirectory: URL) {
        self.configDirectory = configDirectory
        self.cacheDirectory = cacheDirectory
    }

    public init(environment env: [String: String] = ProcessInfo.processInfo.environment) {
        func value(_ name: String) -> String? {
            guard let v = env[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !v.isEmpty else { return nil }
            return v
        }
        let home = value("HOME") ?? NSHomeDirectory()
        let configRoot = value("XDG_CONFIG_HOME") ?? home + "/.config"
        let cacheRoot = value("XDG_CACHE_HOME") ?? home + "/.cache"
        configDirectory = URL(fileURLWithPath: configRoot).appendingPathComponent(Self.appID)
        cacheDirectory = value("BOXOFFICE_CACHE_DIR").map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: cacheRoot).appendingPathComponent(Self.appID)
    }

    public var keyFile: URL { configDirectory.appendingPathComponent("keys") }
    public var windowState: URL { configDirectory.appendingPathComponent("state.ini") }
    public var database: URL { cacheDirectory.appendingPathComponent("cache.sqlite") }
    public var posters: URL { cacheDirectory.appendingPathComponent("posters") }
}
