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

    /// A radio action: a string state, changed by activating it with a target (`win.chart-kind::weekend`),
    /// so toggle buttons, radio menu items and check buttons bound to it show which one is chosen.
    @discardableResult
    static func addRadio(_ map: some GPointer, _ name: String, initial: String,
                         _ handler: @escaping @MainActor (String) -> Void) -> OpaquePointer {
        let type = g_variant_type_new("s")
        let action = g_simple_action_new_stateful(name, type, g_variant_new_string(initial))!
        g_variant_type_free(type)
        Signals.connect1(action.raw, "activate") { _, parameter in
            guard let parameter else { return }
            handler(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
        }
        g_action_map_add_action(cast(map), cast(action))
        g_object_unref(action.raw)
        return action
    }

    /// An on/off action: a boolean state that a check or toggle button bound to it (no target) flips; the
    /// handler gets the new state.
    @discardableResult
    static func addToggle(_ map: some GPointer, _ name: String, initial: Bool,
                          _ handler: @escaping @MainActor (Bool) -> Void) -> OpaquePointer {
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(initial ? 1 : 0))!
        // With no "activate" handler GLib asks to change the state to its opposite: take it, then tell.
        Signals.connect1(action.raw, "change-state") { object, value in
            guard let value else { return }
            g_simple_action_set_state(OpaquePointer(object), OpaquePointer(value))
            handler(g_variant_get_boolean(OpaquePointer(value)) != 0)
        }
        g_action_map_add_action(cast(map), cast(action))
        g_object_unref(action.raw)
        return action
    }

    /// Shows `on` as the toggle action's state without running its handler.
    static func setState(_ action: OpaquePointer, _ on: Bool) {
        if let current = g_action_get_state(cast(action)) {
            defer { g_variant_unref(current) }
            if (g_variant_get_boolean(current) != 0) == on { return }
        }
        g_simple_action_set_state(action, g_variant_new_boolean(on ? 1 : 0))
    }

    /// Shows `value` as the radio action's choice without running its handler.
    static func setState(_ action: OpaquePointer, _ value: String) {
        if let current = g_action_get_state(cast(action)) {
            defer { g_variant_unref(current) }
            if String(cString: g_variant_get_string(current, nil)) == value { return }
        }
        g_simple_action_set_state(action, g_variant_new_string(value))
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
