import CGLib
import Foundation
import GLibSupport

/// systemd's user manager as the session bus shows it (`org.freedesktop.systemd1`), for the methods
/// `systemctl --user enable --now` and `disable --now` call: it keeps one unit file's state and records every
/// call as GVariant text ("EnableUnitFiles (['boxoffice-check.timer'], false, false)"). Owned by the test process
/// on the private bus `dbus-run-session` gives the tests, where no real manager runs.
public final class FakeUserManager {
    public static let busName = "org.freedesktop.systemd1"
    public static let path = "/org/freedesktop/systemd1"
    private static let xml = """
        <node><interface name="org.freedesktop.systemd1.Manager">
          <method name="GetUnitFileState"><arg type="s" direction="in"/><arg type="s" direction="out"/></method>
          <method name="EnableUnitFiles"><arg type="as" direction="in"/><arg type="b" direction="in"/>
            <arg type="b" direction="in"/><arg type="b" direction="out"/><arg type="a(sss)" direction="out"/></method>
          <method name="DisableUnitFiles"><arg type="as" direction="in"/><arg type="b" direction="in"/>
            <arg type="a(sss)" direction="out"/></method>
          <method name="Reload"/>
          <method name="StartUnit"><arg type="s" direction="in"/><arg type="s" direction="in"/>
            <arg type="o" direction="out"/></method>
          <method name="StopUnit"><arg type="s" direction="in"/><arg type="s" direction="in"/>
            <arg type="o" direction="out"/></method>
        </interface></node>
        """

    public struct Failure: Error { public let message: String }

    /// The unit file's state as GetUnitFileState answers it; nil: no such unit file (not installed).
    public var unitFileState: String?
    /// Methods that answer with this D-Bus error instead: name → (error name, message).
    public var failing: [String: (name: String, message: String)] = [:]
    /// Every call, in order, as "Method (arguments)".
    public private(set) var calls: [String] = []

    private let connection: OpaquePointer
    private let node: UnsafeMutablePointer<GDBusNodeInfo>
    private var registration: guint = 0
    private var owner: guint = 0
    private var owned = false

    /// Registers the object and owns the name, iterating the main context until the bus says it is ours.
    public init(unitFileState: String?) throws {
        self.unitFileState = unitFileState
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw Failure(message: "no session bus: \(consumeError(&error)?.message ?? "")")
        }
        connection = bus
        guard let node = g_dbus_node_info_new_for_xml(Self.xml, &error) else {
            throw Failure(message: "interface XML: \(consumeError(&error)?.message ?? "")")
        }
        self.node = node
        let me = Unmanaged.passUnretained(self).toOpaque()  // unregistered in stop(), before self goes
        registration = g_dbus_connection_register_object(
            connection, Self.path, node.pointee.interfaces[0], &Self.vtable, me, nil, &error)
        guard registration != 0 else { throw Failure(message: consumeError(&error)?.message ?? "register") }
        owner = g_bus_own_name_on_connection(
            connection, Self.busName, G_BUS_NAME_OWNER_FLAGS_REPLACE,
            { _, _, data in data.map { Unmanaged<FakeUserManager>.fromOpaque($0).takeUnretainedValue().owned = true } },
            nil, me, nil)
        let deadline = Date().addingTimeInterval(5)
        while !owned, Date() < deadline { g_main_context_iteration(nil, 0) }
        guard owned else { throw Failure(message: "the bus did not give \(Self.busName)") }
    }

    /// Gives the name back and unregisters the object: later calls get "the name has no owner".
    public func stop() {
        if owner != 0 { g_bus_unown_name(owner) }
        if registration != 0 { g_dbus_connection_unregister_object(connection, registration) }
        owner = 0
        registration = 0
    }

    deinit {
        stop()
        g_dbus_node_info_unref(node)
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    private static var vtable: GDBusInterfaceVTable = {
        var table = GDBusInterfaceVTable()
        table.method_call = { _, _, _, _, method, parameters, invocation, data in
            guard let method, let parameters, let invocation, let data else { return }
            Unmanaged<FakeUserManager>.fromOpaque(data).takeUnretainedValue().answer(
                String(cString: method), parameters, invocation)
        }
        return table
    }()

    private func answer(_ method: String, _ parameters: OpaquePointer, _ invocation: OpaquePointer) {
        let printed = g_variant_print(parameters, 0).map { text in
            defer { g_free(text) }
            return String(cString: text)
        }
        calls.append("\(method) \(printed ?? "")")
        if let failure = failing[method] {
            return g_dbus_method_invocation_return_dbus_error(invocation, failure.name, failure.message)
        }
        switch method {
        case "GetUnitFileState":
            guard let state = unitFileState else {
                return g_dbus_method_invocation_return_dbus_error(
                    invocation, "org.freedesktop.DBus.Error.FileNotFound", "No such file or directory")
            }
            reply(invocation, [g_variant_new_string(state)])
        case "EnableUnitFiles":
            unitFileState = "enabled"
            reply(invocation, [g_variant_new_boolean(0), Self.noChanges()])
        case "DisableUnitFiles":
            unitFileState = "disabled"
            reply(invocation, [Self.noChanges()])
        case "StartUnit", "StopUnit":
            reply(invocation, [g_variant_new_object_path("/org/freedesktop/systemd1/job/1")])
        default:
            reply(invocation, [])
        }
    }

    /// `a(sss)`: the links made or removed, which no caller here reads.
    private static func noChanges() -> OpaquePointer? {
        let type = g_variant_type_new("(sss)")
        defer { g_variant_type_free(type) }
        return g_variant_new_array(type, nil, 0)
    }

    private func reply(_ invocation: OpaquePointer, _ children: [OpaquePointer?]) {
        let tuple = children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        g_dbus_method_invocation_return_value(invocation, tuple)
    }
}
