import CGLib

extension SessionBus {
    /// Whether a process holds `name` on the session bus (`NameHasOwner`), asked synchronously: false without a
    /// bus or without an answer within `timeoutMilliseconds`.
    public static func hasOwner(_ name: String, timeoutMilliseconds: Int32 = 5_000) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        defer { g_clear_error(&error) }
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        var argument = [g_variant_new_string(name)]
        let parameters = argument.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 1) }
        guard
            let reply = g_dbus_connection_call_sync(
                bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                parameters, VariantType.named("(b)"), G_DBUS_CALL_FLAGS_NONE, timeoutMilliseconds, nil, &error)
        else { return false }
        defer { g_variant_unref(reply) }
        guard let owned = g_variant_get_child_value(reply, 0) else { return false }
        defer { g_variant_unref(owned) }
        return g_variant_get_boolean(owned) != 0
    }
}
