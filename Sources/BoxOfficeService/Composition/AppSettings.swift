import BoxOfficeStore
import Foundation
import GLibSupport

/// What the app remembers, in GSettings (schema `kr.boxoffice.BoxOffice`, `Data/kr.boxoffice.BoxOffice.gschema.xml`):
/// one object, made by the application and handed down through `AppServices`. Keys are named by `Key`, never
/// spelled at a call site.
public final class AppSettings: WindowStateBackend, BudgetSetting {
    public static let schemaID = AppPaths.appID

    /// Every key of the schema.
    public enum Key: String, CaseIterable, Sendable {
        case windowWidth = "window-width", windowHeight = "window-height", layout
        case chartKind = "chart-kind", nation, films, region
        case tableSort = "table-sort"
        /// The film windows' run chart on a log scale (the key is named as the action `run.log-scale`).
        case logScale = "log-scale"
        /// The forecast's similar runs drawn on a film's cumulative chart (the action `run.similar`).
        case similar
        /// The Market view's scope the user last chose (`win.market-scope`); a month drilled into is not remembered.
        case marketScope = "market-scope"
        /// A film window's bars' metric the user last chose (`run.metric`); a comparison's metric is not remembered.
        case runMetric = "run-metric"
        /// KOBIS requests a Korea-time day a history fill may make (Preferences).
        case dailyBudget = "daily-budget"
        /// System, light or dark colours (the main menu's Style, as Text Editor has it: `app.style-variant`).
        case styleVariant = "style-variant"

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
    /// not installed. `schemaFolder`: compiled schemas looked in first (the tests' build folder).
    public init?(keyFile: URL? = nil, schemaFolder: URL? = nil) {
        guard let settings = Settings(schemaID: Self.schemaID, keyFile: keyFile, schemaFolder: schemaFolder)
        else { return nil }
        self.settings = settings
        launchRunMetric = settings.text(Key.runMetric.rawValue)
    }

    /// The run's metric as this launch found it: every film window of the launch opens on it (a film opened in a kept
    /// window shows nothing of the last film's, its metric neither); a metric chosen now is the next launch's.
    public let launchRunMetric: String?

    public func text(_ key: Key) -> String? { settings.text(key.rawValue) }
    @discardableResult public func set(_ key: Key, text: String?) -> Bool { settings.set(key.rawValue, text: text) }
    public func bool(_ key: Key) -> Bool { settings.bool(key.rawValue) }
    public func int(_ key: Key) -> Int { settings.int(key.rawValue) }
    /// `property` of `target` (a widget) and the key kept equal both ways while `target` lives (`g_settings_bind`).
    public func bind(_ key: Key, to target: UnsafeMutableRawPointer, property: String) {
        settings.bind(key.rawValue, to: target, property: property)
    }

    // WindowStateBackend
    public func value(of key: WindowStateStore.Key) -> String? { text(Key(key)) }
    public func set(_ key: WindowStateStore.Key, to value: String?) { set(Key(key), text: value) }

    // BudgetSetting
    public var dailyBudget: Int { int(.dailyBudget) }
    public func setDailyBudget(_ value: Int?) {
        // Beyond the key's range: its end, as the spin button would show it.
        set(.dailyBudget, text: value.map { String(min(max($0, 0), 1_000_000)) })
    }

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
