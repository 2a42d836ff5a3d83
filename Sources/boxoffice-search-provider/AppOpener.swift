import BoxOfficeStore
import CGLib
import Foundation

/// Opens what the Shell asks for in BoxOffice: `org.freedesktop.Application.ActivateAction` on the app's id (as
/// GApplication exports it), which D-Bus delivers to the running app or starts it for, once, from its service file
/// (`kr.boxoffice.BoxOffice.service`, with `--gapplication-service`), however many calls arrive meanwhile. Where no
/// service file names the id (a build tree, the tests' ids) the bus answers `ServiceUnknown` and a `boxoffice-app`
/// is started here with the request as an option; one at a time: what arrives before it holds the app's id is
/// handed to it as an action once it does.
final class AppOpener {
    /// What the app is asked to do: an app action with a string, and the option that asks the same at launch.
    enum Request {
        case film(code: String)
        case search(text: String)

        var action: String {
            switch self {
            case .film: return "open-film"
            case .search: return "search-films"
            }
        }
        var value: String {
            switch self {
            case .film(let code): return code
            case .search(let text): return text
            }
        }
        /// `--search=TEXT`, one argument: a search for "-1" is not read as an option.
        var option: String {
            switch self {
            case .film(let code): return "--film=\(code)"
            case .search(let text): return "--search=\(text)"
            }
        }
    }

    /// `BOXOFFICE_APP_ID` (tests run the app under their own id), else the app's.
    let applicationID: String
    /// The window's binary: beside this one (the build folder), else in `../bin` (installed in libexec), else
    /// from PATH.
    let appBinary: String
    /// The `boxoffice-app` started here until it holds the app's id (or ends), and the requests that came meanwhile.
    private var starting: (pid: GPid, watch: UInt32, queued: [Request])?
    /// Whether requests wait for an app started here (the provider stays until they are handed over).
    var isStarting: Bool { starting != nil }

    init(environment: [String: String]? = nil) {
        applicationID = AppPaths.setting("BOXOFFICE_APP_ID", in: environment) ?? AppPaths.appID
        let here = AppPaths.executableDirectory
        let candidates = [
            here.appendingPathComponent("boxoffice-app").path,
            here.appendingPathComponent("../bin/boxoffice-app").standardized.path
        ]
        appBinary = candidates.first { access($0, X_OK) == 0 } ?? "boxoffice-app"
    }

    /// GApplication's object path for an id: dots become slashes, dashes underscores.
    var objectPath: String {
        "/" + applicationID.replacingOccurrences(of: ".", with: "/").replacingOccurrences(of: "-", with: "_")
    }

    /// Asks the app (D-Bus starting it if it can); returns at once, the answer arrives on the main loop.
    func open(_ request: Request, on connection: OpaquePointer) {
        if starting != nil { return queue(request) }
        activate(request, on: connection, autoStart: true)
    }

    /// `ActivateAction`; a `ServiceUnknown` answer (nobody holds the id and no service file names it) starts
    /// `boxoffice-app` here. A minute for the answer: a start under a slow disk or a sanitizer takes seconds.
    private func activate(_ request: Request, on connection: OpaquePointer, autoStart: Bool) {
        let parameters = Variant.tuple([
            g_variant_new_string(request.action),
            Variant.array("v", [g_variant_new_variant(g_variant_new_string(request.value))]),
            Variant.array("{sv}", [])
        ])
        let context = Unmanaged.passRetained(Pending(opener: self, request: request, connection: connection))
        g_dbus_connection_call(
            connection, applicationID, objectPath, "org.freedesktop.Application", "ActivateAction", parameters,
            nil, autoStart ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START, 60_000, nil,
            { source, result, data in
                guard let data else { return }
                let pending = Unmanaged<Pending>.fromOpaque(data).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                if let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) {
                    g_variant_unref(reply)
                    return
                }
                defer { g_clear_error(&error) }
                guard let failure = error?.pointee else { return }
                if failure.domain == g_dbus_error_quark() && failure.code == G_DBUS_ERROR_SERVICE_UNKNOWN.rawValue {
                    pending.opener.startApp(pending.request, on: pending.connection)
                } else {
                    fputs(
                        "boxoffice-search-provider: \(pending.opener.applicationID) did not answer: \(String(cString: failure.message))\n",
                        stderr)
                }
            }, context.toOpaque())
    }

    /// The request's data while the call is under way.
    final class Pending {
        let opener: AppOpener
        let request: Request
        let connection: OpaquePointer
        init(opener: AppOpener, request: Request, connection: OpaquePointer) {
            self.opener = opener
            self.request = request
            self.connection = connection
        }
    }

    private func queue(_ request: Request) {
        guard var pending = starting else { return }
        pending.queued.append(request)
        starting = pending
    }

    /// `boxoffice-app --film=CODE` unless one started here has not yet taken the app's id: the request waits for
    /// it then. The id's owner watched: when it appears the waiting requests are handed over.
    private func startApp(_ request: Request, on connection: OpaquePointer) {
        if starting != nil { return queue(request) }
        guard let pid = launch(request) else { return }
        let me = Unmanaged.passUnretained(self).toOpaque()  // the opener lives as long as the process
        let watch = g_bus_watch_name_on_connection(
            connection, applicationID, G_BUS_NAME_WATCHER_FLAGS_NONE,
            { connection, _, _, data in
                guard let connection, let data else { return }
                Unmanaged<AppOpener>.fromOpaque(data).takeUnretainedValue().started(on: connection)
            }, nil, me, nil)
        starting = (pid, watch, [])
        g_child_watch_add(
            pid,
            { pid, _, data in
                g_spawn_close_pid(pid)
                guard let data else { return }
                Unmanaged<AppOpener>.fromOpaque(data).takeUnretainedValue().ended(pid)
            }, me)
    }

    /// The app started here holds its id: what came meanwhile goes to it.
    private func started(on connection: OpaquePointer) {
        guard let pending = starting else { return }
        starting = nil
        g_bus_unwatch_name(pending.watch)
        for request in pending.queued { activate(request, on: connection, autoStart: false) }
    }

    /// The app started here ended before it took its id (it handed its request to another BoxOffice, or failed).
    private func ended(_ pid: GPid) {
        guard let pending = starting, pending.pid == pid else { return }
        starting = nil
        g_bus_unwatch_name(pending.watch)
        if !pending.queued.isEmpty {
            fputs("boxoffice-search-provider: \(appBinary) ended; \(pending.queued.count) requests dropped\n", stderr)
        }
    }

    /// A new process, its id returned; reaped by the child watch.
    private func launch(_ request: Request) -> GPid? {
        let arguments = [appBinary, request.option]
        var cStrings = arguments.map { strdup($0) }
        cStrings.append(nil)
        defer { cStrings.forEach { free($0) } }
        var error: UnsafeMutablePointer<GError>?
        var pid: GPid = 0
        let search = appBinary.hasPrefix("/") ? 0 : G_SPAWN_SEARCH_PATH.rawValue
        let flags = GSpawnFlags(G_SPAWN_DO_NOT_REAP_CHILD.rawValue | search)
        guard g_spawn_async(nil, &cStrings, nil, flags, nil, nil, &pid, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            fputs("boxoffice-search-provider: could not start \(appBinary): \(message)\n", stderr)
            g_clear_error(&error)
            return nil
        }
        return pid
    }
}
