import BoxOfficeStore
import Foundation
import GLibSupport

/// What the app remembers, in GSettings (schema `kr.boxoffice.BoxOffice`, `Data/kr.boxoffice.BoxOffice.gschema.xml`):
/// one object, made by the application and handed down through `AppServices`. Keys are named by `Key`, never
/// spelled at a call site.
public final class AppSettings: WindowStateBackend {
    public static let schemaID = AppPaths.appID

    /// Every key of the schema.
    public enum Key: String, CaseIterable, Sendable {
        case windowWidth = "window-width", windowHeight = "window-height", layout
        case chartKind = "chart-kind", nation, films, region
        case tableSort = "table-sort"
        /// The film windows' run chart on a log scale (the key is named as the action `run.log-scale`).
        case logScale = "log-scale"

        /// The key that holds a window-state value.
        public init(_ key: WindowStateStore.Key) {
            switch key {
            case .layout: self = .layout
            case .width: self = .windowWidth
            case .height: self = .windowHeight
            case .tableSort: self = .tableSort
            case .chartKind: self = .chartKind
            case .nation: self = .nation
            case .films: self = .films
            case .region: self = .region
            case .runLogScale: self = .logScale
            }
        }
    }

    public let settings: Settings

    /// The installed schema on GSettings' default backend, or on `keyFile` (a test's own folder); nil when the schema is
    /// not installed.
    public init?(keyFile: URL? = nil) {
        guard let settings = Settings(schemaID: Self.schemaID, keyFile: keyFile) else { return nil }
        self.settings = settings
    }

    public func text(_ key: Key) -> String? { settings.text(key.rawValue) }
    @discardableResult public func set(_ key: Key, text: String?) -> Bool { settings.set(key.rawValue, text: text) }
    public func bool(_ key: Key) -> Bool { settings.bool(key.rawValue) }
    public func int(_ key: Key) -> Int { settings.int(key.rawValue) }

    // WindowStateBackend
    public func value(of key: WindowStateStore.Key) -> String? { text(Key(key)) }
    public func set(_ key: WindowStateStore.Key, to value: String?) { set(Key(key), text: value) }

    nonisolated(unsafe) private static var saidMissing = false

    /// The window's state: in GSettings, after reading an earlier version's state.ini into it once and removing the
    /// file. Without the schema (a binary run outside a build or an install), in memory until the app quits, the file
    /// read but kept, and a warning said once.
    public static func windowState(
        _ settings: AppSettings?, stateFile: URL, warn: (String) -> Void = Diagnostics.warn
    ) -> WindowStateStore {
        if let settings { return WindowStateStore(backend: settings, migrating: stateFile, removing: true) }
        if !saidMissing {
            saidMissing = true
            warn(
                "the GSettings schema \(schemaID) is not installed (install BoxOffice, or set GSETTINGS_SCHEMA_DIR): "
                    + "the window's layout and size are kept only until the app quits")
        }
        return WindowStateStore(file: stateFile)
    }
}
