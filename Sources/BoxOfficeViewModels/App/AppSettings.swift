import BoxOfficeCore
import BoxOfficeStore
import Foundation
import GLibSupport

/// What the app remembers and Preferences sets, in GSettings (schema `kr.boxoffice.BoxOffice`,
/// `Data/kr.boxoffice.BoxOffice.gschema.xml`): one object, made where the graph is built and handed to `AppModel`.
/// View-models read and write it by `Key`; the UI binds widgets and actions to it. Without the schema (a binary run
/// outside a build or an install, and view-model tests) the values live in memory until the process ends.
public final class AppSettings: BudgetSetting {
    public static let schemaID = AppPaths.appID

    /// Every key of the schema, as the schema spells it (`AppSettingsSchemaTests` holds the two equal); a call site
    /// never spells a key.
    public enum Key: String, CaseIterable, Sendable {
        case windowWidth = "window-width", windowHeight = "window-height", layout
        case chartKind = "chart-kind", nation, films, region
        /// The table's sort column and direction ("audience,descending").
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
    }

    /// The size a window may be remembered at (the schema's range of `window-width` and `window-height`).
    public static let sizes = 360...16_384

    /// GSettings' object; nil when the schema is not installed (the values are then `memory`'s).
    public let gsettings: Settings?
    private var memory: [Key: String] = [:]

    /// Itself when kept in GSettings, nil in memory: what widgets and actions are bound to (without the schema they
    /// keep their own state), and where the daily budget is saved (without it, in the database as before the schema).
    public var persistent: AppSettings? { gsettings == nil ? nil : self }

    /// The installed schema on GSettings' default backend, or on `keyFile` (a test's own folder); nil when the schema is
    /// not installed. `schemaFolder`: compiled schemas looked in first (the tests' build folder).
    public convenience init?(keyFile: URL? = nil, schemaFolder: URL? = nil) {
        guard let settings = Settings(schemaID: Self.schemaID, keyFile: keyFile, schemaFolder: schemaFolder)
        else { return nil }
        self.init(gsettings: settings)
    }

    /// In memory, seeded from `stateFile` (an earlier version's state.ini, which stays): view-model tests, and the
    /// window without the schema.
    public convenience init(inMemoryFrom stateFile: URL?) {
        self.init(gsettings: nil)
        if let stateFile { migrate(stateFile, removing: false) }
    }

    private init(gsettings: Settings?) {
        self.gsettings = gsettings
        launchRunMetric = gsettings?.text(Key.runMetric.rawValue)
    }

    /// The run's metric as this launch found it: every film window of the launch opens on it (a film opened in a kept
    /// window shows nothing of the last film's, its metric neither); a metric chosen now is the next launch's.
    public let launchRunMetric: String?

    nonisolated(unsafe) private static var saidMissing = false

    /// The window's settings: GSettings, after reading an earlier version's state.ini into it once and removing the
    /// file. Without the schema, in memory until the app quits, the file read but kept, and a warning said once.
    public static func forWindow(
        _ settings: AppSettings?, stateFile: URL, warn: (String) -> Void = Diagnostics.warn
    ) -> AppSettings {
        if let settings {
            settings.migrate(stateFile, removing: true)
            return settings
        }
        if !saidMissing {
            saidMissing = true
            warn(
                "the GSettings schema \(schemaID) is not installed (install BoxOffice, or set GSETTINGS_SCHEMA_DIR): "
                    + "the window's layout and size are kept only until the app quits")
        }
        return AppSettings(inMemoryFrom: stateFile)
    }

    /// A string, boolean or integer key's value as text ("grid", "true", "920"); nil when it has none.
    public func text(_ key: Key) -> String? {
        guard let gsettings else { return memory[key] }
        return gsettings.text(key.rawValue)
    }

    /// Sets a key from text in its type (nil: back to the default). Text the key cannot hold is refused: false.
    @discardableResult public func set(_ key: Key, text: String?) -> Bool {
        guard let gsettings else {
            memory[key] = text
            return true
        }
        return gsettings.set(key.rawValue, text: text)
    }

    /// The value as text; setting the value it already has writes nothing (the same size again is no reason to).
    public subscript(key: Key) -> String? {
        get { text(key) }
        set { if text(key) != newValue { set(key, text: newValue) } }
    }

    public func bool(_ key: Key) -> Bool { text(key) == "true" }
    public func int(_ key: Key) -> Int { text(key).flatMap { Int($0) } ?? 0 }

    /// An integer within `range`, or nil when missing or not a number: `width=3000000000` in a state.ini becomes the
    /// range's upper end instead of a crash.
    public func int(_ key: Key, in range: ClosedRange<Int>) -> Int? {
        text(key).flatMap { Self.clamped($0, in: range) }
    }

    /// A stateful action named as the key, its state the setting (`g_settings_create_action`); transfer full. Nil in
    /// memory.
    public func makeAction(_ key: Key) -> OpaquePointer? { gsettings?.makeAction(key.rawValue) }

    /// `property` of `target` (a widget) and the key kept equal both ways while `target` lives (`g_settings_bind`);
    /// nothing in memory.
    public func bind(_ key: Key, to target: UnsafeMutableRawPointer, property: String) {
        gsettings?.bind(key.rawValue, to: target, property: property)
    }

    // BudgetSetting
    public var dailyBudget: Int { int(.dailyBudget) }
    public func setDailyBudget(_ value: Int?) {
        // Beyond the key's range: its end, as the spin button would show it.
        set(.dailyBudget, text: value.map { String(min(max($0, 0), 1_000_000)) })
    }

    /// The names earlier versions' state.ini gave the keys.
    private static let stateFileNames: [String: Key] = [
        "layout": .layout, "width": .windowWidth, "height": .windowHeight, "tableSort": .tableSort,
        "chartKind": .chartKind, "nation": .nation, "films": .films, "region": .region, "runLogScale": .logScale
    ]

    /// Reads `file` (an earlier version's state.ini) into the settings; `removing` then deletes it, so it is read
    /// once. A file too large or not text is left alone and its values unread (`UserFile`'s bounds).
    private func migrate(_ file: URL, removing: Bool) {
        guard let pairs = UserFile.keyValues(at: file) else { return }
        for (name, text) in pairs {
            guard let key = Self.stateFileNames[name] else { continue }
            if key == .windowWidth || key == .windowHeight {
                set(key, text: Self.clamped(text, in: Self.sizes).map(String.init))
            } else {
                set(key, text: text)
            }
        }
        if removing { try? FileManager.default.removeItem(at: file) }
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
