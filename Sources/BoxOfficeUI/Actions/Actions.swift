import CAdw
import CGtk
import GLibSupport

/// Every user command is a GAction: menus, buttons, shortcuts and tests share one path.
@MainActor
enum Actions {
    /// Every action of `A` on `map` (a window's group or the application), except those made by their own code
    /// (`.own`): one handler, keyed by the action, runs them all (as GNOME Loupe's windows do). A radio action
    /// starts on "" and a toggle off: the window's update function shows their states.
    static func install<A: ActionName>(
        _ names: A.Type, on map: some GPointer, _ handle: @escaping @MainActor (A, ActionParameter) -> Void
    ) {
        for action in A.allCases {
            switch action.shape {
            case .plain: add(map, action) { handle(action, .none) }
            case .taking: addString(map, action, state: nil) { handle(action, .text($0)) }
            case .choice: addString(map, action, state: "") { handle(action, .text($0)) }
            case .toggle: addToggle(map, action, initial: false) { handle(action, .on($0)) }
            case .own: break
            }
        }
    }

    /// Adds a parameterless action to a window or application (any GActionMap); the map owns it.
    static func add(_ map: some GPointer, _ name: some ActionName, _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name.name, nil)!
        Signals.connect1(action.raw, "activate") { _, _ in handler() }
        g_action_map_add_action(cast(map), cast(action))
        g_object_unref(action.raw)  // the map holds it now
    }

    /// A radio action: a string state, changed by activating it with a target (`win.chart-kind::weekend`),
    /// so toggle buttons, radio menu items and check buttons bound to it show which one is chosen.
    static func addRadio(
        _ map: some GPointer, _ name: some ActionName, initial: String,
        _ handler: @escaping @MainActor (String) -> Void
    ) {
        addString(map, name, state: initial, handler)
    }

    /// An action with a string parameter, stateful when `state` is given; the map owns it.
    private static func addString(
        _ map: some GPointer, _ name: some ActionName, state: String?, _ handler: @escaping @MainActor (String) -> Void
    ) {
        let type = g_variant_type_new("s")
        let action =
            state.map { g_simple_action_new_stateful(name.name, type, g_variant_new_string($0)) }
            ?? g_simple_action_new(name.name, type)
        g_variant_type_free(type)
        guard let action else { fatalError("GLib could not make the action \(name.name)") }
        Signals.connect1(action.raw, "activate") { _, parameter in
            guard let parameter else { return }
            handler(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
        }
        g_action_map_add_action(cast(map), cast(action))
        g_object_unref(action.raw)
    }

    /// An on/off action: a boolean state that a check or toggle button bound to it (no target) flips; the
    /// handler gets the new state.
    static func addToggle(
        _ map: some GPointer, _ name: some ActionName, initial: Bool,
        _ handler: @escaping @MainActor (Bool) -> Void
    ) {
        let action = g_simple_action_new_stateful(name.name, nil, g_variant_new_boolean(initial ? 1 : 0))!
        // With no "activate" handler GLib asks to change the state to its opposite: take it, then tell.
        Signals.connect1(action.raw, "change-state") { object, value in
            guard let value else { return }
            g_simple_action_set_state(OpaquePointer(object), OpaquePointer(value))
            handler(g_variant_get_boolean(OpaquePointer(value)) != 0)
        }
        g_action_map_add_action(cast(map), cast(action))
        g_object_unref(action.raw)
    }

    /// `map`'s action of that name (nil before it is installed).
    /// The map's action of that name when it is a GSimpleAction; a GSettings action (its state is the setting,
    /// `Actions.addSetting`) is shown by the setting itself, never set here.
    private static func simple(_ map: some GPointer, _ name: some ActionName) -> OpaquePointer? {
        guard let action = g_action_map_lookup_action(cast(map), name.name),
            G_TYPE_CHECK_INSTANCE_TYPE(UnsafeMutableRawPointer(action), g_simple_action_get_type())
        else { return nil }
        return cast(action)
    }

    /// Shows `on` as the toggle action's state without running its handler.
    static func setState(_ map: some GPointer, _ name: some ActionName, _ on: Bool) {
        guard let action = simple(map, name) else { return }
        if let current = g_action_get_state(cast(action)) {
            defer { g_variant_unref(current) }
            if (g_variant_get_boolean(current) != 0) == on { return }
        }
        g_simple_action_set_state(action, g_variant_new_boolean(on ? 1 : 0))
    }

    /// Shows `value` as the radio action's choice without running its handler.
    static func setState(_ map: some GPointer, _ name: some ActionName, _ value: String) {
        guard let action = simple(map, name) else { return }
        if let current = g_action_get_state(cast(action)) {
            defer { g_variant_unref(current) }
            if String(cString: g_variant_get_string(current, nil)) == value { return }
        }
        g_simple_action_set_state(action, g_variant_new_string(value))
    }

    /// Enables or disables `map`'s action of that name (what a window's update function calls).
    static func setEnabled(_ map: some GPointer, _ name: some ActionName, _ enabled: Bool) {
        guard let action = simple(map, name) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    /// Every accelerator the app installs: each group's keys, as its enum has them.
    nonisolated static var acceleratorTable: [(action: any Actionable, keys: [String])] {
        AppAction.accelerators + WinAction.accelerators + RunAction.accelerators + FilmAction.accelerators
            + WindowAction.accelerators
    }

    /// The keys the table has for `action`.
    nonisolated static func keys(for action: some Actionable) -> [String] {
        acceleratorTable.first { $0.action.isSame(as: action) }?.keys ?? []
    }

    /// Installs the table's accelerators on the application.
    static func installAccelerators(_ app: some GPointer) {
        for (action, keys) in acceleratorTable { accelerators(app, action, keys) }
    }

    static func accelerators(_ app: some GPointer, _ action: some Actionable, _ keys: [String]) {
        withCStrings(keys) { gtk_application_set_accels_for_action(cast(app), action.detailedName, $0) }
    }

    /// The keys installed for `action` (tests read them back).
    static func accelerators(_ app: some GPointer, _ action: some Actionable) -> [String] {
        guard let list = gtk_application_get_accels_for_action(cast(app), action.detailedName) else { return [] }
        defer { g_strfreev(list) }
        var keys: [String] = []
        var i = 0
        while let key = list[i] {
            keys.append(String(cString: key))
            i += 1
        }
        return keys
    }

    /// Activates the action (with its target, for a radio choice) on a widget's action groups: the path
    /// a shortcut, a button and a menu item take.
    @discardableResult
    static func activate(_ w: Widget, _ action: some Actionable) -> Bool {
        gtk_widget_activate_action_variant(w, action.prefixedName, action.target.map { g_variant_new_string($0) }) != 0
    }

    /// Binds a button (any GtkActionable) to the action, with its target for a radio choice or its parameter
    /// (`AppAction.openFilm.with(code)`); nil unbinds it.
    static func bind(_ actionable: some GPointer, to action: (some Actionable)?) {
        guard let action else {
            gtk_actionable_set_action_name(cast(actionable), nil)
            return
        }
        // The target as a value (a detailed name, "app.open-film::CODE", would refuse one with spaces), before the
        // name: GTK checks the two against the action whenever either changes.
        gtk_actionable_set_action_target_value(cast(actionable), action.target.map { g_variant_new_string($0) })
        gtk_actionable_set_action_name(cast(actionable), action.prefixedName)
    }

    /// A widget's own group of `A`'s actions (a window's "run", "fill" …): `fill` adds them, then the
    /// group replaces any earlier one of that prefix on `widget`, which holds the only reference.
    /// Returns the group (for `setEnabled` and `setState`), valid while the widget keeps it.
    @discardableResult
    static func insertGroup<A: ActionName>(
        _ names: A.Type, on widget: Widget, _ fill: (UnsafeMutablePointer<GSimpleActionGroup>) -> Void
    ) -> UnsafeMutablePointer<GSimpleActionGroup> {
        let group = g_simple_action_group_new()!
        fill(group)
        gtk_widget_insert_action_group(widget, A.group, cast(group))
        g_object_unref(group.raw)  // ours from g_simple_action_group_new; the widget keeps its own
        return group
    }

    /// Esc and Ctrl+W close `window` (GTK's window.close), as a film's and every secondary window's do.
    static func closeOnEscape(_ window: Widget) {
        let shortcuts = gtk_shortcut_controller_new()!
        // The shortcut takes the trigger and the action, the controller the shortcut (all transfer full).
        gtk_shortcut_controller_add_shortcut(
            cast(shortcuts),
            gtk_shortcut_new(
                gtk_shortcut_trigger_parse_string("Escape|<Control>w"),
                gtk_named_action_new(WindowAction.close.detailedName)))
        gtk_widget_add_controller(window, cast(shortcuts))  // the window takes the controller
    }

    /// Whether the group the action belongs to on `map` (a window or the application) has it.
    static func has(_ map: some GPointer, _ action: some Actionable) -> Bool {
        g_action_group_has_action(cast(map), action.name) != 0
    }
}
