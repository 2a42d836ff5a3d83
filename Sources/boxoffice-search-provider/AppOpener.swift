import BoxOfficeStore
import CGLib
import Foundation

/// Opens what the Shell asks for in BoxOffice: the running app's action over D-Bus
/// (`org.freedesktop.Application.ActivateAction`, as GApplication exports it), else a new `boxoffice-app`
/// with the same request as options, which opens its window and then the film or the search.
struct AppOpener {
    /// What the app is asked to do: an app action with a string, and the options that ask the same at launch.
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
        var options: [String] {
            switch self {
            case .film(let code): return ["--film", code]
            case .search(let text): return ["--search", text]
            }
        }
    }

    /// `BOXOFFICE_APP_ID` (tests run the app under their own id), else the app's.
    let applicationID: String
    /// The window's binary: beside this one (the build folder), else in `../bin` (installed in libexec), else
    /// from PATH.
    let appBinary: String

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

    /// Asks the running app; when it is not running (no owner of its name), starts `boxoffice-app --film` itself
    /// rather than through the bus: the tests' ids have no service file, and a build tree's binary is found beside
    /// this one. Returns at once; the answer arrives on the main loop.
    func open(_ request: Request, on connection: OpaquePointer) {
        let parameters = Variant.tuple([
            g_variant_new_string(request.action),
            Variant.array("v", [g_variant_new_variant(g_variant_new_string(request.value))]),
            Variant.array("{sv}", [])
        ])
        let context = Unmanaged.passRetained(Pending(opener: self, request: request)).toOpaque()
        g_dbus_connection_call(
            connection, applicationID, objectPath, "org.freedesktop.Application", "ActivateAction", parameters,
            nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, 5000, nil,
            { source, result, data in
                guard let data else { return }
                let pending = Unmanaged<Pending>.fromOpaque(data).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                if let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) {
                    g_variant_unref(reply)
                    return
                }
                g_clear_error(&error)
                pending.opener.launch(pending.request)
            }, context)
    }

    /// The request's data while the call is under way.
    final class Pending {
        let opener: AppOpener
        let request: Request
        init(opener: AppOpener, request: Request) {
            self.opener = opener
            self.request = request
        }
    }

    /// `boxoffice-app --film CODE`: a new process, not waited for (GLib reaps it).
    func launch(_ request: Request) {
        let arguments = [appBinary] + request.options
        var cStrings = arguments.map { strdup($0) }
        cStrings.append(nil)
        defer { cStrings.forEach { free($0) } }
        var error: UnsafeMutablePointer<GError>?
        let flags = appBinary.hasPrefix("/") ? GSpawnFlags(0) : G_SPAWN_SEARCH_PATH
        if g_spawn_async(nil, &cStrings, nil, flags, nil, nil, nil, &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            fputs("boxoffice-search-provider: could not start \(appBinary): \(message)\n", stderr)
            g_clear_error(&error)
        }
    }
}
