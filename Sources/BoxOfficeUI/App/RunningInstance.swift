import CAdw
import CGtk
import GLibSupport

/// The BoxOffice that already runs on this session, reached through a plain GApplication with the app's id: the
/// command line's `--film` and `--search` hand their request to it. Not through the GtkApplication: a remote
/// instance that is never run keeps its D-Bus part until it is disposed, and GLib then warns, for any class with
/// its own `dbus_unregister` (GtkApplication's), "Your application did not unregister from D-Bus before
/// destruction" (gapplication.c, `g_application_dispose`). A plain GApplication's end says nothing.
@MainActor
final class RunningInstance {
    private let application: UnsafeMutablePointer<GApplication>

    /// Registered under `id`; nil when no other process holds it or when there is no session bus. The bus is
    /// asked first: registering would make this process the id's owner for a moment, and an action sent to the id
    /// then (the desktop's search handing what came while this app started) would find no app there.
    init?(id: String, flags: GApplicationFlags) {
        guard SessionBus.hasOwner(id), let application = g_application_new(id, flags) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let registered = g_application_register(application, nil, &error) != 0
        g_clear_error(&error)
        guard registered, g_application_get_is_remote(application) != 0 else {
            g_object_unref(application.raw)
            return nil
        }
        self.application = application
    }

    isolated deinit { g_object_unref(application.raw) }

    /// Activates `app.<name>(value)` in the running app; the bus is flushed so the message leaves before this
    /// process does.
    func activateAction(_ name: String, _ value: String) {
        g_action_group_activate_action(OpaquePointer(application), name, g_variant_new_string(value))
        if let bus = g_application_get_dbus_connection(application) { g_dbus_connection_flush_sync(bus, nil, nil) }
    }
}
