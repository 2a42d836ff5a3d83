import CAdw
import CGtk
import GLibSupport

/// An AdwApplication: the process's GApplication. This object holds its one reference and drops it
/// with itself; windows and action maps take `pointer`.
@MainActor
final class Application {
    let pointer: UnsafeMutablePointer<GtkApplication>
    var gApplication: UnsafeMutablePointer<GApplication> {
        pointer.raw.assumingMemoryBound(to: GApplication.self)
    }

    init(id: String, flags: GApplicationFlags) {
        pointer = adw_application_new(id, flags)!.raw.assumingMemoryBound(to: GtkApplication.self)
    }

    isolated deinit { g_object_unref(pointer.raw) }

    /// Runs the GLib main loop until the last window closes (or `quit`), with the process's arguments.
    func run(arguments: [String]) -> Int32 {
        withCStrings(arguments) { argv in
            g_application_run(
                gApplication, Int32(arguments.count),
                UnsafeMutablePointer(mutating: argv).withMemoryRebound(
                    to: UnsafeMutablePointer<CChar>?.self,
                    capacity: arguments.count + 1
                ) { $0 })
        }
    }

    func quit() { g_application_quit(gApplication) }

    /// Registers on the session bus ahead of `run`: whether this process is the app, or another one is
    /// (`isRemote`) and takes what this one is asked.
    func register() -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let done = g_application_register(gApplication, nil, &error) != 0
        g_clear_error(&error)
        return done
    }

    /// One reference never given back: the process exits with this application (see `BoxOfficeApplication.run`).
    func keepUntilExit() { g_object_ref(gApplication) }

    var isRemote: Bool { g_application_get_is_remote(gApplication) != 0 }

    /// Activates an app action taking a string; on a remote instance GLib sends it to the running app, and
    /// the bus is flushed so the message leaves before this process does.
    func activateAction(_ name: String, _ value: String) {
        g_action_group_activate_action(OpaquePointer(gApplication), name, g_variant_new_string(value))
        if let bus = g_application_get_dbus_connection(gApplication) { g_dbus_connection_flush_sync(bus, nil, nil) }
    }

    /// "startup", "activate" or "shutdown".
    func on(_ signal: String, _ handler: @escaping @MainActor () -> Void) {
        Signals.connect(pointer.raw, signal) { _ in handler() }
    }
}
