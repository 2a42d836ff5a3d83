import CGLib

/// Why a call on the session bus failed: the remote error's D-Bus name when the other side (or the bus) answered
/// with one ("org.freedesktop.DBus.Error.ServiceUnknown"), nil when there is no bus at all.
public struct DBusFailure: Error, Equatable, Sendable {
    public let name: String?
    public let message: String

    public init(name: String?, message: String) {
        self.name = name
        self.message = message
    }
}

/// A call's reply: the tuple GDBus returned, owned here.
public final class DBusReply: @unchecked Sendable {
    private let tuple: OpaquePointer

    init(taking tuple: OpaquePointer) { self.tuple = tuple }
    deinit { g_variant_unref(tuple) }

    /// The `s` at `index` of the reply, or nil when the reply has none there.
    public func string(at index: Int) -> String? {
        guard index < g_variant_n_children(tuple), let child = g_variant_get_child_value(tuple, gsize(index)) else {
            return nil
        }
        defer { g_variant_unref(child) }
        guard String(cString: g_variant_get_type_string(child)) == "s" else { return nil }
        return String(cString: g_variant_get_string(child, nil))
    }
}

/// The values a call sends, made into GVariants without GLib's variadic builders (Swift cannot call them).
public enum DBusValue: Sendable {
    case string(String)
    case bool(Bool)
    case strings([String])

    /// A floating variant: the tuple it goes into takes it.
    fileprivate var variant: OpaquePointer? {
        switch self {
        case .string(let text): return g_variant_new_string(text)
        case .bool(let value): return g_variant_new_boolean(value ? 1 : 0)
        case .strings(let texts):
            let copies = texts.map { strdup($0) }
            defer { copies.forEach { free($0) } }
            return copies.map { UnsafePointer($0) }.withUnsafeBufferPointer {
                g_variant_new_strv($0.baseAddress, gssize($0.count))
            }
        }
    }
}

/// Method calls on the session bus, answered on the main loop (GDBus calls back on the thread-default context).
@MainActor
public enum SessionBus {
    private typealias Resume = (Result<DBusReply, DBusFailure>) -> Void

    public static func call(
        destination: String, path: String, interface: String, method: String, _ arguments: [DBusValue] = [],
        autoStart: Bool = true, timeoutMilliseconds: Int32 = 10_000
    ) async -> Result<DBusReply, DBusFailure> {
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            return .failure(DBusFailure(name: nil, message: consumeError(&error)?.message ?? "no session bus"))
        }
        let children = arguments.map(\.variant)
        let parameters = children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        return await withCheckedContinuation { continuation in
            let resume: Resume = { continuation.resume(returning: $0) }
            g_dbus_connection_call(
                connection, destination, path, interface, method, parameters, nil,
                autoStart ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START,
                timeoutMilliseconds, nil,
                { source, result, data in
                    guard let data else { return }
                    // The box was retained for this one callback.
                    let box = Unmanaged<ClosureBox<Resume>>.fromOpaque(data).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let connection = OpaquePointer(source)
                    if let reply = g_dbus_connection_call_finish(connection, result, &error) {
                        box.call(.success(DBusReply(taking: reply)))
                    } else {
                        box.call(.failure(SessionBus.failure(&error)))
                    }
                    g_object_unref(UnsafeMutableRawPointer(connection))  // the reference g_bus_get_sync gave
                }, ClosureBox(resume).retainedPointer())
        }
    }

    /// The remote error's name and its message without GDBus's "GDBus.Error:NAME: " prefix.
    nonisolated private static func failure(_ error: inout UnsafeMutablePointer<GError>?) -> DBusFailure {
        guard let raw = error else { return DBusFailure(name: nil, message: "no reply") }
        let name = g_dbus_error_get_remote_error(raw).map { text in
            defer { g_free(text) }
            return String(cString: text)
        }
        _ = g_dbus_error_strip_remote_error(raw)
        return DBusFailure(name: name, message: consumeError(&error)?.message ?? "")
    }
}
