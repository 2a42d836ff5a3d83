import CGLib
import Foundation
import GLibSupport

/// Calls BoxOffice's search provider over the session bus as GNOME Shell does: by its bus name, so D-Bus starts
/// it from its service file, then `org.gnome.Shell.SearchProvider2`'s methods. Run under `dbus-run-session` with a
/// folder named `search-provider-dbus` first on `XDG_DATA_DIRS` (meson-helpers/test.sh sets it): the service file
/// pointing at the built provider is written there.
public final class ShellSearchClient {
    public static let busName = "kr.boxoffice.BoxOffice.SearchProvider"
    public static let objectPath = "/kr/boxoffice/BoxOffice/SearchProvider"
    public static let interface = "org.gnome.Shell.SearchProvider2"

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// One result's meta as the Shell reads it; `icon` is the deserialized GIcon's string (a file's path, or
    /// the theme's names).
    public struct Meta: Equatable {
        public let id: String
        public let name: String
        public let description: String
        public let icon: String?
        public init(id: String, name: String, description: String, icon: String?) {
            self.id = id
            self.name = name
            self.description = description
            self.icon = icon
        }
    }

    private let connection: OpaquePointer

    /// The session bus, the service file written for `provider`, the bus told to read it, and the provider's
    /// environment set (a provider already running from another test is stopped first, so it starts with it).
    public init(provider: URL, environment: [String: String]) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let sessionBus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw Failure(description: "no session bus: \(consumeError(&error)?.message ?? "")")
        }
        connection = sessionBus
        let folders = (ProcessInfo.processInfo.environment["XDG_DATA_DIRS"] ?? "").split(separator: ":")
        guard let folder = folders.first(where: { $0.hasSuffix("/search-provider-dbus") }) else {
            throw Failure(
                description:
                    "XDG_DATA_DIRS has no …/search-provider-dbus folder: run through meson-helpers/test.sh, or export XDG_DATA_DIRS=$PWD/.build/search-provider-dbus:/usr/share before dbus-run-session"
            )
        }
        let services = URL(fileURLWithPath: String(folder)).appendingPathComponent("dbus-1/services")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        let service = "[D-BUS Service]\nName=\(Self.busName)\nExec=\(provider.path)\n"
        try Data(service.utf8).write(to: services.appendingPathComponent("\(Self.busName).service"))
        stop()
        _ = try bus("ReloadConfig", nil)
        let entries = environment.map { key, value in
            g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_string(value))
        }
        let dictionary = entries.withUnsafeBufferPointer {
            g_variant_new_array(Self.type("{ss}"), $0.baseAddress, gsize($0.count))
        }
        _ = try bus("UpdateActivationEnvironment", tuple([dictionary]))
    }

    deinit {
        stop()
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    // MARK: the Shell's calls

    public func initialResultSet(_ terms: [String]) throws -> [String] {
        strings(try call("GetInitialResultSet", tuple([array(terms)])))
    }

    public func subsearchResultSet(_ previous: [String], _ terms: [String]) throws -> [String] {
        strings(try call("GetSubsearchResultSet", tuple([array(previous), array(terms)])))
    }

    public func resultMetas(_ ids: [String]) throws -> [Meta] {
        let reply = try call("GetResultMetas", tuple([array(ids)]))
        defer { g_variant_unref(reply) }
        guard let metas = g_variant_get_child_value(reply, 0) else { return [] }
        defer { g_variant_unref(metas) }
        return (0..<g_variant_n_children(metas)).compactMap { i -> Meta? in
            guard let dict = g_variant_get_child_value(metas, i) else { return nil }
            defer { g_variant_unref(dict) }
            func text(_ key: String) -> String {
                guard let v = g_variant_lookup_value(dict, key, Self.type("s")) else { return "" }
                defer { g_variant_unref(v) }
                return String(cString: g_variant_get_string(v, nil))
            }
            var icon: String?
            if let serialized = g_variant_lookup_value(dict, "icon", nil) {
                if let gicon = g_icon_deserialize(serialized), let name = g_icon_to_string(gicon) {
                    icon = String(cString: name)
                    g_free(name)
                    g_object_unref(UnsafeMutableRawPointer(gicon))
                }
                g_variant_unref(serialized)
            }
            return Meta(id: text("id"), name: text("name"), description: text("description"), icon: icon)
        }
    }

    public func activateResult(_ id: String, terms: [String]) throws {
        g_variant_unref(
            try call("ActivateResult", tuple([g_variant_new_string(id), array(terms), g_variant_new_uint32(0)])))
    }

    public func launchSearch(_ terms: [String]) throws {
        g_variant_unref(try call("LaunchSearch", tuple([array(terms), g_variant_new_uint32(0)])))
    }

    /// The provider's process id while it runs.
    public var providerProcess: pid_t? {
        guard let reply = try? bus("GetConnectionUnixProcessID", tuple([g_variant_new_string(Self.busName)])) else {
            return nil
        }
        defer { g_variant_unref(reply) }
        guard let child = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(child) }
        return pid_t(bitPattern: g_variant_get_uint32(child))
    }

    /// Stops a running provider and waits until its name is gone.
    public func stop() {
        guard let pid = providerProcess else { return }
        kill(pid, SIGTERM)
        MainLoopBridge.iterate(timeout: 10) { self.providerProcess == nil }
    }

    // MARK: calls

    /// The method's reply; a D-Bus error (or none within 10 s: a hang) is thrown.
    public func call(_ method: String, _ parameters: OpaquePointer?, interface: String = interface) throws
        -> OpaquePointer
    {
        var error: UnsafeMutablePointer<GError>?
        guard
            let reply = g_dbus_connection_call_sync(
                connection, Self.busName, Self.objectPath, interface, method, parameters, nil,
                G_DBUS_CALL_FLAGS_NONE, 10_000, nil, &error)
        else { throw Failure(description: "\(method): \(consumeError(&error)?.message ?? "")") }
        return reply
    }

    private func bus(_ method: String, _ parameters: OpaquePointer?) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        guard
            let reply = g_dbus_connection_call_sync(
                connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method,
                parameters, nil, G_DBUS_CALL_FLAGS_NONE, 10_000, nil, &error)
        else { throw Failure(description: "\(method): \(consumeError(&error)?.message ?? "")") }
        return reply
    }

    /// Types made once and kept: a type pointer must outlive the call that reads it.
    private static func type(_ text: String) -> OpaquePointer? {
        if let made = types[text] { return made }
        let made = g_variant_type_new(text)
        types[text] = made
        return made
    }
    private static var types: [String: OpaquePointer?] = [:]

    private func tuple(_ children: [OpaquePointer?]) -> OpaquePointer? {
        children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    private func array(_ items: [String]) -> OpaquePointer? {
        let children = items.map { g_variant_new_string($0) }
        return children.withUnsafeBufferPointer {
            g_variant_new_array(Self.type("s"), $0.baseAddress, gsize($0.count))
        }
    }

    private func strings(_ reply: OpaquePointer) -> [String] {
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
