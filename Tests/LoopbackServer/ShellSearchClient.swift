import CGLib
import Foundation
import GLibSupport

/// Calls BoxOffice's search provider over the session bus as GNOME Shell does: by its bus name, so D-Bus starts
/// it from its service file (written by `SessionBusClient`, pointing at the built provider), then
/// `org.gnome.Shell.SearchProvider2`'s methods.
public final class ShellSearchClient {
    public static let busName = "kr.boxoffice.BoxOffice.SearchProvider"
    public static let objectPath = "/kr/boxoffice/BoxOffice/SearchProvider"
    public static let interface = "org.gnome.Shell.SearchProvider2"

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

    private let bus: SessionBusClient

    /// The service file written for `provider`, the bus told to read it, and the provider's environment set (a
    /// provider already running from another test is stopped first, so it starts with it).
    public init(provider: URL, environment: [String: String]) throws {
        bus = try SessionBusClient()
        stop()
        try bus.install(name: Self.busName, exec: provider.path)
        try bus.setActivationEnvironment(environment)
    }

    deinit { stop() }

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
                guard let v = g_variant_lookup_value(dict, key, SessionBusClient.type("s")) else { return "" }
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
    public var providerProcess: pid_t? { bus.owner(of: Self.busName) }

    /// Stops a running provider and waits until its name is gone.
    public func stop() { bus.stop(Self.busName) }

    /// The method's reply; a D-Bus error (or none within 10 s: a hang) is thrown.
    public func call(_ method: String, _ parameters: OpaquePointer?, interface: String = interface) throws
        -> OpaquePointer
    {
        try bus.call(Self.busName, Self.objectPath, interface, method, parameters)
    }

    private func tuple(_ children: [OpaquePointer?]) -> OpaquePointer? { SessionBusClient.tuple(children) }
    private func array(_ items: [String]) -> OpaquePointer? { SessionBusClient.array(items) }
    private func strings(_ reply: OpaquePointer) -> [String] { SessionBusClient.strings(reply) }
}
