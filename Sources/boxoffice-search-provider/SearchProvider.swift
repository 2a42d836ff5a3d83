import BoxOfficeCore
import CGLib
import Foundation

/// The D-Bus object the Shell calls: `org.gnome.Shell.SearchProvider2` at `/kr/boxoffice/BoxOffice/SearchProvider`,
/// under the bus name it was activated for. Every call is answered on the main loop from the index in memory;
/// the process leaves after a while without calls (D-Bus starts it again on the next).
final class SearchProvider {
    /// Idle seconds before the process exits, as GNOME's providers do.
    static let idleSeconds: UInt32 = 30

    private let index: FilmIndex
    private let language: DisplayLanguage
    private let opener: AppOpener
    private let loop: OpaquePointer
    private var connection: OpaquePointer?
    private var idleSource: UInt32 = 0
    private var status: Int32 = 0

    init(index: FilmIndex, language: DisplayLanguage, opener: AppOpener) {
        self.index = index
        self.language = language
        self.opener = opener
        loop = g_main_loop_new(nil, 0)
    }

    /// Owns the bus name and answers until idle or until the name is lost; the process's exit status.
    func run() -> Int32 {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(ShellSearchProvider2.xml, &error),
            let interface = g_dbus_node_info_lookup_interface(node, ShellSearchProvider2.interfaceName)
        else {
            fail("the interface XML", &error)
            return 1
        }
        self.interface = interface
        // Through the relay, which refuses a message too large for GDBus to unpack (`BusRelay`).
        guard let relay = BusRelay.connect() else { return 1 }
        register(on: relay.connection)
        guard status == 0 else { return status }
        let me = Unmanaged.passUnretained(self).toOpaque()  // lives until run returns
        let owner = g_bus_own_name_on_connection(
            relay.connection, ShellSearchProvider2.busName, G_BUS_NAME_OWNER_FLAGS_NONE, nil,
            { _, _, data in
                // The bus gone, or another process has the name: nothing to answer.
                guard let data else { return }
                let provider = Unmanaged<SearchProvider>.fromOpaque(data).takeUnretainedValue()
                provider.status = 1
                g_main_loop_quit(provider.loop)
            }, me, nil)
        resetIdle()
        g_main_loop_run(loop)
        g_bus_unown_name(owner)
        g_dbus_node_info_unref(node)
        return status
    }

    private var interface: UnsafeMutablePointer<GDBusInterfaceInfo>?

    /// The object is registered before the name is owned: the Shell's first call, which started this process,
    /// arrives once the name is.
    private func register(on connection: OpaquePointer) {
        self.connection = connection
        var error: UnsafeMutablePointer<GError>?
        let id = g_dbus_connection_register_object(
            connection, ShellSearchProvider2.objectPath, interface, &Self.vtable,
            Unmanaged.passUnretained(self).toOpaque(), nil, &error)
        if id == 0 {
            fail("registering \(ShellSearchProvider2.objectPath)", &error)
            status = 1
            g_main_loop_quit(loop)
        }
    }

    private static var vtable: GDBusInterfaceVTable = {
        var table = GDBusInterfaceVTable()
        table.method_call = { _, _, _, _, method, parameters, invocation, data in
            guard let method, let parameters, let invocation, let data else { return }
            Unmanaged<SearchProvider>.fromOpaque(data).takeUnretainedValue().answer(
                String(cString: method), parameters, invocation)
        }
        return table
    }()

    /// One call: the reply takes the invocation's reference.
    private func answer(_ method: String, _ parameters: OpaquePointer, _ invocation: OpaquePointer) {
        resetIdle()
        SearchTrace.timed("answered \(method)") { reply(method, parameters, invocation) }
    }

    private func reply(_ method: String, _ parameters: OpaquePointer, _ invocation: OpaquePointer) {
        switch method {
        case "GetInitialResultSet":
            let found = index.search(SearchTerms(Variant.strings(parameters, at: 0)))
            g_dbus_method_invocation_return_value(invocation, Variant.stringsReply(found.map(\.movieCode)))
        case "GetSubsearchResultSet":
            let found = index.narrow(
                Variant.strings(parameters, at: 0), SearchTerms(Variant.strings(parameters, at: 1)))
            g_dbus_method_invocation_return_value(invocation, Variant.stringsReply(found.map(\.movieCode)))
        case "GetResultMetas":
            // Unknown ids are left out: the Shell shows what it is given.
            let metas = Variant.strings(parameters, at: 0).compactMap(index.film).map {
                ResultMeta(film: $0, posterFile: index.posterFile($0.movieCode), language: language).variant
            }
            g_dbus_method_invocation_return_value(invocation, Variant.tuple([Variant.array("a{sv}", metas)]))
        case "ActivateResult":
            if let film = index.film(Variant.string(parameters, at: 0)), let connection {
                opener.open(.film(code: film.movieCode), on: connection)
            }
            g_dbus_method_invocation_return_value(invocation, nil)
        case "LaunchSearch":
            let text = OutsideText.clean(
                Variant.strings(parameters, at: 0).joined(separator: " "), limit: SearchText.queryLimit)
            if let connection { opener.open(.search(text: text), on: connection) }
            g_dbus_method_invocation_return_value(invocation, nil)
        default:
            g_dbus_method_invocation_return_dbus_error(
                invocation, "org.freedesktop.DBus.Error.UnknownMethod", "No such method: \(method)")
        }
    }

    /// Leaves after `idleSeconds` without a call (and none waiting for an app it started).
    private func resetIdle() {
        if idleSource != 0 { g_source_remove(idleSource) }
        idleSource = g_timeout_add_seconds(
            Self.idleSeconds,
            { data in
                guard let data else { return 0 }
                let provider = Unmanaged<SearchProvider>.fromOpaque(data).takeUnretainedValue()
                if provider.opener.isStarting { return 1 }  // G_SOURCE_CONTINUE: requests wait for the app
                provider.idleSource = 0
                g_main_loop_quit(provider.loop)
                return 0  // G_SOURCE_REMOVE
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    private func fail(_ what: String, _ error: inout UnsafeMutablePointer<GError>?) {
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        fputs("boxoffice-search-provider: \(what): \(message)\n", stderr)
        g_clear_error(&error)
    }
}
