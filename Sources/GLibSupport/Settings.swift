import CGLib
import Foundation

/// One GSettings object for one schema, with reads and writes that never trap. `g_settings_new` aborts when the
/// schema is not installed: `open` looks it up first and answers nil (a bare binary), for the caller to fall back. A
/// value outside a key's type, range or choices is refused here (GSettings would print a critical).
public final class Settings {
    private let object: ObjectRef
    /// The schema (transfer full from the lookup), for each key's type and range.
    private let schema: OpaquePointer

    /// The installed schema `id` on the default backend (dconf; memory under GSETTINGS_BACKEND=memory), or on a key
    /// file when `keyFile` is given (a test's own folder); nil when no schema folder holds `id`. `schemaFolder`: a
    /// folder of compiled schemas looked in first (a test's build folder: GLib reads GSETTINGS_SCHEMA_DIR once per
    /// process, maybe before a test could set it).
    public init?(schemaID id: String, keyFile: URL? = nil, schemaFolder: URL? = nil) {
        let defaultSource = g_settings_schema_source_get_default()
        var own: OpaquePointer?
        if let schemaFolder {
            own = g_settings_schema_source_new_from_directory(schemaFolder.path, defaultSource, 1, nil)
        }
        defer { own.map { g_settings_schema_source_unref($0) } }
        guard let source = own ?? defaultSource, let schema = g_settings_schema_source_lookup(source, id, 1)
        else { return nil }
        let made: UnsafeMutablePointer<GSettings>?
        if let keyFile {
            let backend = g_keyfile_settings_backend_new(keyFile.path, g_settings_schema_get_path(schema), "settings")
            made = g_settings_new_full(schema, backend, nil)
            g_object_unref(backend)
        } else {
            made = g_settings_new_full(schema, nil, nil)
        }
        guard let made else {
            g_settings_schema_unref(schema)
            return nil
        }
        self.schema = schema
        object = ObjectRef(taking: UnsafeMutableRawPointer(made))
    }

    deinit { g_settings_schema_unref(schema) }

    /// The GSettings object, for `g_settings_bind` and `g_settings_create_action`.
    public var gsettings: UnsafeMutablePointer<GSettings> { object.cast() }

    /// Whether the schema has `key` (a key removed from an installed schema older than this binary).
    public func has(_ key: String) -> Bool { g_settings_schema_has_key(schema, key) != 0 }

    /// A string, boolean or 32-bit integer key's value as text ("grid", "true", "920").
    public func text(_ key: String) -> String? {
        guard has(key), let value = g_settings_get_value(gsettings, key) else { return nil }
        defer { g_variant_unref(value) }
        switch String(cString: g_variant_get_type_string(value)) {
        case "s": return String(cString: g_variant_get_string(value, nil))
        case "b": return g_variant_get_boolean(value) != 0 ? "true" : "false"
        case "i": return String(g_variant_get_int32(value))
        default: return nil
        }
    }

    /// Sets a key from text in its type; nil resets it to the schema's default. Text that does not fit the key's type,
    /// range or choices is refused: false.
    @discardableResult
    public func set(_ key: String, text: String?) -> Bool {
        guard has(key), let schemaKey = g_settings_schema_get_key(schema, key) else { return false }
        defer { g_settings_schema_key_unref(schemaKey) }
        guard let text else {
            g_settings_reset(gsettings, key)
            return true
        }
        let value: OpaquePointer?
        switch String(cString: g_variant_type_peek_string(g_settings_schema_key_get_value_type(schemaKey))).prefix(1) {
        case "s": value = g_variant_new_string(text)
        case "b" where text == "true" || text == "false": value = g_variant_new_boolean(text == "true" ? 1 : 0)
        case "i": value = Int32(text).map { g_variant_new_int32($0) }
        default: value = nil
        }
        guard let value else { return false }
        g_variant_ref_sink(value)
        defer { g_variant_unref(value) }
        guard g_settings_schema_key_range_check(schemaKey, value) != 0 else { return false }
        return g_settings_set_value(gsettings, key, value) != 0
    }

    public func int(_ key: String) -> Int { has(key) ? Int(g_settings_get_int(gsettings, key)) : 0 }
    public func bool(_ key: String) -> Bool { has(key) && g_settings_get_boolean(gsettings, key) != 0 }

    /// A stateful action whose state is the key (a radio for a string key, a toggle for a boolean one), named as the
    /// key; transfer full.
    public func makeAction(_ key: String) -> OpaquePointer { g_settings_create_action(gsettings, key) }

    /// Keeps `property` of `target` and the key equal, both ways, for as long as `target` lives.
    public func bind(_ key: String, to target: UnsafeMutableRawPointer, property: String) {
        g_settings_bind(gsettings, key, target, property, G_SETTINGS_BIND_DEFAULT)
    }
}
