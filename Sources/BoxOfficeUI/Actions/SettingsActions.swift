import BoxOfficeViewModels
import CGtk
import GLibSupport

extension Actions {
    /// A stateful action that is a GSettings key (`g_settings_create_action`): a radio for a string key, a toggle for a
    /// boolean one, its state the setting itself. It is named after the key, which is named as the action menus, keys
    /// and tests use. `changed` gets the new state as text ("weekend", "true") whenever the setting changes: chosen
    /// here, in another window, or with `gsettings set`. The map owns the action; nil (none added) for settings kept
    /// in memory, which have no GSettings object (`AppSettings.persistent`).
    @discardableResult
    static func addSetting(
        _ map: some GPointer, _ name: some ActionName, _ settings: AppSettings, _ key: AppSettings.Key,
        changed: @escaping @MainActor (String) -> Void
    ) -> OpaquePointer? {
        assert(name.name == key.rawValue, "the action \(name.name) is the key \(key.rawValue)")
        guard let action = settings.makeAction(key) else { return nil }
        Signals.connect1(UnsafeMutableRawPointer(action), "notify::state") { object, _ in
            guard let state = g_action_get_state(OpaquePointer(object)) else { return }
            defer { g_variant_unref(state) }
            let text =
                String(cString: g_variant_get_type_string(state)) == "b"
                ? (g_variant_get_boolean(state) != 0 ? "true" : "false")
                : String(cString: g_variant_get_string(state, nil))
            changed(text)
        }
        g_action_map_add_action(cast(map), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        return action
    }
}
