import CGLib
import Foundation
import GLibSupport

/// A test's connection to the session bus (`dbus-run-session`'s), used as the desktop uses it: D-Bus service files
/// written where the bus looks for activatable names, the activation environment set as a session manager sets it,
/// and method calls by name, so the bus starts what is not running. Replies are waited for while the main loop runs:
/// the process the bus starts may be asking this test's loopback server meanwhile.
///
/// Service files go in the folder ending in `/search-provider-dbus` that `meson-helpers/test.sh` puts first on
/// `XDG_DATA_DIRS` before the bus starts (the bus reads `dbus-1/services` in each).
public final class SessionBusClient {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let connection: OpaquePointer
    private let services: URL

    public init() throws {
        let folders = (ProcessInfo.processInfo.environment["XDG_DATA_DIRS"] ?? "").split(separator: ":")
        guard let folder = folders.first(where: { $0.hasSuffix("/search-provider-dbus") }) else {
            throw Failure(
                description:
                    "XDG_DATA_DIRS has no …/search-provider-dbus folder: run through meson-helpers/test.sh, or export XDG_DATA_DIRS=$PWD/.build/search-provider-dbus:/usr/share before dbus-run-session"
            )
        }
        services = URL(fileURLWithPath: String(folder)).appendingPathComponent("dbus-1/services")
        var error: UnsafeMutablePointer<GError>?
        guard let sessionBus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw Failure(description: "no session bus: \(consumeError(&error)?.message ?? "")")
        }
        connection = sessionBus
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(connection)) }

    // MARK: activatable names

    /// Writes `NAME.service` (D-Bus runs `exec` when a call names `name`) and has the bus read it.
    public func install(name: String, exec: String) throws {
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        try Data("[D-BUS Service]\nName=\(name)\nExec=\(exec)\n".utf8).write(to: serviceFile(name))
        g_variant_unref(try callBus("ReloadConfig", nil))
    }

    /// Removes what `install` wrote.
    public func uninstall(name: String) {
        try? FileManager.default.removeItem(at: serviceFile(name))
        if let reply = try? callBus("ReloadConfig", nil) { g_variant_unref(reply) }
    }

    private func serviceFile(_ name: String) -> URL { services.appendingPathComponent("\(name).service") }

    /// The environment of the processes the bus starts from now on (added to what it has), as gnome-session sets
    /// it for the desktop's.
    public func setActivationEnvironment(_ environment: [String: String]) throws {
        let entries = environment.map { key, value in
            g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_string(value))
        }
        let dictionary = entries.withUnsafeBufferPointer {
            g_variant_new_array(Self.type("{ss}"), $0.baseAddress, gsize($0.count))
        }
        g_variant_unref(try callBus("UpdateActivationEnvironment", Self.tuple([dictionary])))
    }

    /// The process owning `name`, nil when none does.
    public func owner(of name: String) -> pid_t? {
        guard let reply = try? callBus("GetConnectionUnixProcessID", Self.tuple([g_variant_new_string(name)])) else {
            return nil
        }
        defer { g_variant_unref(reply) }
        guard let child = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(child) }
        return pid_t(bitPattern: g_variant_get_uint32(child))
    }

    /// Stops the process owning `name` and waits until the name is gone; false if it outlived `timeout`.
    @discardableResult
    public func stop(_ name: String, timeout: Double = 10) -> Bool {
        guard let pid = owner(of: name) else { return true }
        kill(pid, SIGTERM)
        return MainLoopBridge.iterate(timeout: timeout) { self.owner(of: name) == nil }
    }

    // MARK: calls

    /// The method's reply (owned by the caller); a D-Bus error, or no reply within 10 s (a hang), is thrown.
    /// Without `autoStart` a name nobody owns is an error rather than a start.
    public func call(
        _ destination: String, _ path: String, _ interface: String, _ method: String, _ parameters: OpaquePointer?,
        autoStart: Bool = true
    ) throws -> OpaquePointer {
        final class Outcome {
            var reply: OpaquePointer?
            var error: String?
            var done = false
        }
        let outcome = Outcome()
        let box = Unmanaged.passRetained(outcome).toOpaque()
        g_dbus_connection_call(
            connection, destination, path, interface, method, parameters, nil,
            autoStart ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START, 10_000, nil,
            { source, result, data in
                guard let data else { return }
                let outcome = Unmanaged<Outcome>.fromOpaque(data).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                outcome.reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                if outcome.reply == nil { outcome.error = consumeError(&error)?.message ?? "no reply" }
                outcome.done = true
            }, box)
        // GDBus always calls back (with a timeout error at worst); the margin covers a slow start.
        MainLoopBridge.iterate(timeout: 15) { outcome.done }
        guard let reply = outcome.reply else {
            throw Failure(description: "\(method): \(outcome.error ?? "no answer in 15 s")")
        }
        return reply
    }

    /// As GNOME Shell delivers a notification's click (or a launcher its action): `org.freedesktop.Application`'s
    /// `ActivateAction` on the app's id, which the bus starts the app for when it is not running. `action` without
    /// its "app." prefix.
    public func activateAction(of applicationID: String, _ action: String, target: String?) throws {
        let targets = target.map { [g_variant_new_variant(g_variant_new_string($0))] } ?? []
        let parameters = Self.tuple([
            g_variant_new_string(action),
            targets.withUnsafeBufferPointer { g_variant_new_array(Self.type("v"), $0.baseAddress, gsize($0.count)) },
            g_variant_new_array(Self.type("{sv}"), nil, 0)
        ])
        g_variant_unref(
            try call(
                applicationID, Self.objectPath(applicationID), "org.freedesktop.Application", "ActivateAction",
                parameters))
    }

    /// As another GApplication instance (or any process) activates an app's action: `org.gtk.Actions`' `Activate`
    /// on the app's object path, `parameter` (a floating variant, any type) as the one item of its `av`, or none.
    public func activateGtkAction(of applicationID: String, _ action: String, parameter: OpaquePointer?) throws {
        let items = parameter.map { [g_variant_new_variant($0)] } ?? []
        let parameters = Self.tuple([
            g_variant_new_string(action),
            items.withUnsafeBufferPointer { g_variant_new_array(Self.type("v"), $0.baseAddress, gsize($0.count)) },
            g_variant_new_array(Self.type("{sv}"), nil, 0)
        ])
        g_variant_unref(
            try call(
                applicationID, Self.objectPath(applicationID), "org.gtk.Actions", "Activate", parameters,
                autoStart: false))
    }

    /// As GNOME Shell launches a D-Bus-activatable app (`DBusActivatable=true`): `org.freedesktop.Application`'s
    /// `Activate` on its id.
    public func activate(_ applicationID: String) throws {
        let parameters = Self.tuple([g_variant_new_array(Self.type("{sv}"), nil, 0)])
        g_variant_unref(
            try call(
                applicationID, Self.objectPath(applicationID), "org.freedesktop.Application", "Activate", parameters))
    }

    /// GApplication's object path for an id (no id here has a dash).
    static func objectPath(_ applicationID: String) -> String {
        "/" + applicationID.replacingOccurrences(of: ".", with: "/")
    }

    private func callBus(_ method: String, _ parameters: OpaquePointer?) throws -> OpaquePointer {
        try call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method, parameters)
    }

    // MARK: values

    static func type(_ text: String) -> OpaquePointer? { VariantType.named(text) }

    public static func tuple(_ children: [OpaquePointer?]) -> OpaquePointer? {
        children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    public static func array(_ items: [String]) -> OpaquePointer? {
        let children = items.map { g_variant_new_string($0) }
        return children.withUnsafeBufferPointer {
            g_variant_new_array(type("s"), $0.baseAddress, gsize($0.count))
        }
    }

    /// The `as` first in a reply, which is consumed.
    public static func strings(_ reply: OpaquePointer) -> [String] {
        defer { g_variant_unref(reply) }
        guard let child = g_variant_get_child_value(reply, 0) else { return [] }
        defer { g_variant_unref(child) }
        return (0..<g_variant_n_children(child)).map { i in
            guard let item = g_variant_get_child_value(child, i) else { return "" }
            defer { g_variant_unref(item) }
            return String(cString: g_variant_get_string(item, nil))
        }
    }
}
