import CGLib
import Foundation
import GLibSupport

/// A fake GNOME Shell notification server owned by the test process on the session bus: it takes
/// `org.gtk.Notifications` (GLib's "gtk" backend, chosen with `GNOTIFICATION_BACKEND=gtk`) and records every
/// `AddNotification(s app_id, s id, a{sv} notification)`. Run under `dbus-run-session` (test.sh does). Calls
/// arrive on the main context: the test iterates it while it waits.
public final class NotificationServer {
    public static let busName = "org.gtk.Notifications"

    public struct Received: Equatable, CustomStringConvertible {
        public let appID: String
        public let id: String
        public let title: String
        public let body: String
        /// "app.open-film"
        public let action: String
        /// The action's string target ("20179462"), nil for none.
        public let target: String?

        public init(appID: String, id: String, title: String, body: String, action: String, target: String?) {
            self.appID = appID
            self.id = id
            self.title = title
            self.body = body
            self.action = action
            self.target = target
        }

        public var description: String { "\(appID) \(id): \(title) | \(body) | \(action) \(target ?? "-")" }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public private(set) var received: [Received] = []
    private let connection: OpaquePointer
    private var registration: guint = 0

    static let xml = """
        <node><interface name="org.gtk.Notifications">
          <method name="AddNotification"><arg type="s" direction="in"/><arg type="s" direction="in"/>
            <arg type="a{sv}" direction="in"/></method>
          <method name="RemoveNotification"><arg type="s" direction="in"/><arg type="s" direction="in"/></method>
        </interface></node>
        """

    /// The test process's one server: GLib picks its notification backend once per process, and a connection
    /// exports one object at a path, so the UI tests and the command line's share it (each clears it first).
    public static let shared: NotificationServer? = try? NotificationServer()

    /// Registers the object and takes the name; GLib then sends this process's and other processes'
    /// notifications here (`GNOTIFICATION_BACKEND` is set for this process and the ones it starts).
    public init() throws {
        setenv("GNOTIFICATION_BACKEND", "gtk", 1)
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw Failure(description: "no session bus: \(consumeError(&error)?.message ?? "")")
        }
        connection = bus
        guard let node = g_dbus_node_info_new_for_xml(Self.xml, &error) else {
            throw Failure(description: consumeError(&error)?.message ?? "")
        }
        defer { g_dbus_node_info_unref(node) }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, parameters, invocation, data in
            let server = Unmanaged<NotificationServer>.fromOpaque(data!).takeUnretainedValue()
            if let method, String(cString: method) == "AddNotification", let parameters {
                server.add(parameters)
            }
            g_dbus_method_invocation_return_value(invocation, nil)
        }
        // Unretained: `stop` (or deinit) unregisters before this object goes.
        registration = g_dbus_connection_register_object(
            bus, "/org/gtk/Notifications", node.pointee.interfaces[0], &vtable,
            Unmanaged.passUnretained(self).toOpaque(), nil, &error)
        guard registration != 0 else { throw Failure(description: consumeError(&error)?.message ?? "") }
        // DBUS_NAME_FLAG_DO_NOT_QUEUE: owned at once (1) or not at all.
        let reply = g_dbus_connection_call_sync(
            bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
            g_variant_new_tuple([g_variant_new_string(Self.busName), g_variant_new_uint32(4)], 2), nil,
            G_DBUS_CALL_FLAGS_NONE, 10_000, nil, &error)
        guard let reply else { throw Failure(description: consumeError(&error)?.message ?? "") }
        let result = g_variant_get_child_value(reply, 0)
        let owned = g_variant_get_uint32(result) == 1
        g_variant_unref(result)
        g_variant_unref(reply)
        guard owned else { throw Failure(description: "\(Self.busName) is owned by another process") }
    }

    deinit { stop() }

    /// Forgets what was received (a test starts from none).
    public func clear() { received = [] }

    /// Gives the name and the object back.
    public func stop() {
        guard registration != 0 else { return }
        g_dbus_connection_unregister_object(connection, registration)
        registration = 0
        if let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ReleaseName",
            g_variant_new_tuple([g_variant_new_string(Self.busName)], 1), nil, G_DBUS_CALL_FLAGS_NONE, 10_000, nil,
            nil)
        {
            g_variant_unref(reply)
        }
    }

    private func add(_ parameters: OpaquePointer) {
        func string(_ v: OpaquePointer?) -> String? { v.map { String(cString: g_variant_get_string($0, nil)) } }
        let app = g_variant_get_child_value(parameters, 0)
        let id = g_variant_get_child_value(parameters, 1)
        let notification = g_variant_get_child_value(parameters, 2)
        func entry(_ key: String) -> String? {
            guard let value = g_variant_lookup_value(notification, key, nil) else { return nil }
            defer { g_variant_unref(value) }
            return g_variant_is_of_type(value, g_variant_type_checked_("s")) != 0 ? string(value) : nil
        }
        received.append(
            Received(
                appID: string(app) ?? "", id: string(id) ?? "", title: entry("title") ?? "",
                body: entry("body") ?? "", action: entry("default-action") ?? "",
                target: entry("default-action-target")))
        for v in [app, id, notification] { g_variant_unref(v) }
    }
}
