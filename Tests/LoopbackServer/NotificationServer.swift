import CGLib
import Foundation
import GLibSupport

/// A fake GNOME Shell notification server owned by the test process on the session bus: it takes
/// `org.gtk.Notifications` (GLib's "gtk" backend, chosen with `GNOTIFICATION_BACKEND=gtk`) and records every
/// `AddNotification(s app_id, s id, a{sv} notification)`. It also takes `org.freedesktop.Notifications`, what
/// other desktops' servers own (GLib's "freedesktop" backend), and records each `Notify` as such a server sees it.
/// Run under `dbus-run-session` (test.sh does). Calls arrive on the main context: the test iterates it while it waits.
public final class NotificationServer {
    public static let busName = "org.gtk.Notifications"
    public static let freedesktopName = "org.freedesktop.Notifications"

    /// A `Notify` call: what a freedesktop server shows as the sender (`app_name`, the icon hint) and the text.
    public struct FreedesktopReceived: Equatable, CustomStringConvertible {
        public let appName: String
        /// The `image-path` hint: GLib sends a themed icon's name there (the `app_icon` argument stays empty).
        public let icon: String
        /// The `desktop-entry` hint: the app's id.
        public let desktopEntry: String
        public let summary: String
        public let body: String

        public init(appName: String, icon: String, desktopEntry: String, summary: String, body: String) {
            self.appName = appName
            self.icon = icon
            self.desktopEntry = desktopEntry
            self.summary = summary
            self.body = body
        }

        public var description: String { "\(appName) [\(icon)] \(desktopEntry): \(summary) | \(body)" }
    }

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
    public private(set) var freedesktop: [FreedesktopReceived] = []
    private let connection: OpaquePointer
    private var registrations: [guint] = []

    static let xml = """
        <node><interface name="org.gtk.Notifications">
          <method name="AddNotification"><arg type="s" direction="in"/><arg type="s" direction="in"/>
            <arg type="a{sv}" direction="in"/></method>
          <method name="RemoveNotification"><arg type="s" direction="in"/><arg type="s" direction="in"/></method>
        </interface>
        <interface name="org.freedesktop.Notifications">
          <method name="Notify"><arg type="s" direction="in"/><arg type="u" direction="in"/>
            <arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="s" direction="in"/>
            <arg type="as" direction="in"/><arg type="a{sv}" direction="in"/><arg type="i" direction="in"/>
            <arg type="u" direction="out"/></method>
          <method name="CloseNotification"><arg type="u" direction="in"/></method>
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
            let name = method.map { String(cString: $0) }
            if name == "AddNotification", let parameters { server.add(parameters) }
            if name == "RemoveNotification", let parameters { server.remove(parameters) }
            if name == "Notify", let parameters {
                server.notify(parameters)
                let id = g_variant_new_uint32(guint32(server.freedesktop.count))
                g_dbus_method_invocation_return_value(invocation, g_variant_new_tuple([id], 1))
                return
            }
            g_dbus_method_invocation_return_value(invocation, nil)
        }
        // Unretained: `stop` (or deinit) unregisters before this object goes.
        for (index, path) in ["/org/gtk/Notifications", "/org/freedesktop/Notifications"].enumerated() {
            let registration = g_dbus_connection_register_object(
                bus, path, node.pointee.interfaces[index], &vtable, Unmanaged.passUnretained(self).toOpaque(), nil,
                &error)
            guard registration != 0 else { throw Failure(description: consumeError(&error)?.message ?? "") }
            registrations.append(registration)
        }
        for name in [Self.busName, Self.freedesktopName] {
            // DBUS_NAME_FLAG_DO_NOT_QUEUE: owned at once (1) or not at all.
            let reply = g_dbus_connection_call_sync(
                bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                g_variant_new_tuple([g_variant_new_string(name), g_variant_new_uint32(4)], 2), nil,
                G_DBUS_CALL_FLAGS_NONE, 10_000, nil, &error)
            guard let reply else { throw Failure(description: consumeError(&error)?.message ?? "") }
            let result = g_variant_get_child_value(reply, 0)
            let owned = g_variant_get_uint32(result) == 1
            g_variant_unref(result)
            g_variant_unref(reply)
            guard owned else { throw Failure(description: "\(name) is owned by another process") }
        }
    }

    deinit { stop() }

    /// Forgets what was received (a test starts from none).
    public func clear() {
        received = []
        freedesktop = []
    }

    /// Settles what has been sent: a `RemoveNotification` this server sends itself through the bus comes back after
    /// every call the bus had passed on to it before, and calls are handled in order. So once a sender's own round
    /// trip has ended (`boxoffice check` has exited, the app's follow check reported its end), what it sent has
    /// been recorded when this returns true: "no second notification" is then a fact, not a wait that ran out.
    public func settle(timeout: Double = 30) -> Bool {
        settleSent += 1
        let mark = String(settleSent)
        let parameters = [g_variant_new_string(Self.settleApp), g_variant_new_string(mark)]
            .withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        g_dbus_connection_call(
            connection, Self.busName, "/org/gtk/Notifications", Self.busName, "RemoveNotification", parameters, nil,
            G_DBUS_CALL_FLAGS_NONE, 10_000, nil, nil, nil)
        return MainLoopBridge.iterate(timeout: timeout) { self.settled == mark }
    }

    private static let settleApp = "boxoffice-test-settle"
    private var settleSent = 0
    private var settled: String?

    private func remove(_ parameters: OpaquePointer) {
        let app = g_variant_get_child_value(parameters, 0)
        let id = g_variant_get_child_value(parameters, 1)
        defer { for v in [app, id] { g_variant_unref(v) } }
        guard let app, let id, String(cString: g_variant_get_string(app, nil)) == Self.settleApp else { return }
        settled = String(cString: g_variant_get_string(id, nil))
    }

    /// Gives the name and the object back.
    public func stop() {
        guard !registrations.isEmpty else { return }
        for registration in registrations { g_dbus_connection_unregister_object(connection, registration) }
        registrations = []
        for name in [Self.busName, Self.freedesktopName] {
            if let reply = g_dbus_connection_call_sync(
                connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ReleaseName",
                g_variant_new_tuple([g_variant_new_string(name)], 1), nil, G_DBUS_CALL_FLAGS_NONE, 10_000, nil, nil)
            {
                g_variant_unref(reply)
            }
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

    /// `Notify(s app_name, u replaces_id, s app_icon, s summary, s body, as actions, a{sv} hints, i timeout)`.
    private func notify(_ parameters: OpaquePointer) {
        func string(_ index: Int) -> String {
            let v = g_variant_get_child_value(parameters, gsize(index))
            defer { g_variant_unref(v) }
            return String(cString: g_variant_get_string(v, nil))
        }
        let hints = g_variant_get_child_value(parameters, 6)
        defer { g_variant_unref(hints) }
        func hint(_ key: String) -> String {
            guard let value = g_variant_lookup_value(hints, key, nil) else { return "" }
            defer { g_variant_unref(value) }
            return g_variant_is_of_type(value, g_variant_type_checked_("s")) != 0
                ? String(cString: g_variant_get_string(value, nil)) : ""
        }
        let icon = string(2)
        freedesktop.append(
            FreedesktopReceived(
                appName: string(0), icon: icon.isEmpty ? hint("image-path") : icon, desktopEntry: hint("desktop-entry"),
                summary: string(3), body: string(4)))
    }
}
