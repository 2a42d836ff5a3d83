import CAdw
import CGtk
import GLibSupport

/// Every user command is a GAction: menus, buttons, shortcuts and tests share one path.
@MainActor
enum Actions {
    /// Adds a parameterless action to a window or application (any GActionMap).
    @discardableResult
    static func add(_ map: some GPointer, _ name: String, _ handler: @escaping @MainActor () -> Void) -> OpaquePointer {
        let action = g_simple_action_new(name, nil)!
        Signals.connect1(action.raw, "activate") { _, _ in handler() }
        g_action_map_add_action(cast(map), cast(action))
        g_object_unref(action.raw)   // the map holds it now
        return action
    }

    static func setEnabled(_ action: OpaquePointer, _ enabled: Bool) {
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    static func accelerators(_ app: some GPointer, _ action: String, _ keys: [String]) {
        withCStrings(keys) { gtk_application_set_accels_for_action(cast(app), action, $0) }
    }

    /// Activates `prefix.name` on a widget's action groups (the path a shortcut takes).
    static func activate(_ w: Widget, _ detailedName: String) -> Bool {
        gtk_widget_activate_action_variant(w, detailedName, nil) != 0
    }
}
