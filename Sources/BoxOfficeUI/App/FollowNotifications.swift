import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Follow events as desktop notifications: a film's opens the film (`app.open-film`), the weekend's opens
/// that weekend's chart (`app.show-weekend`).
@MainActor
public enum FollowNotifications {
    static func notification(_ event: FollowEvent, text: FollowEventText) -> DesktopNotification {
        if case .weekendChart(let first) = event.kind {
            return DesktopNotification(
                id: event.id, title: text.title(event), body: text.body(event),
                action: AppAction.showWeekend.prefixedName, target: first.compact)
        }
        return DesktopNotification(
            id: event.id, title: text.title(event), body: text.body(event), action: AppAction.openFilm.prefixedName,
            target: event.movieCode)
    }

    /// From a process without a window (`boxoffice check`): registered as the app (a plain GApplication, no
    /// GTK), it sends them itself; when the window's instance holds the name, GLib refuses a remote instance's
    /// notifications, so each is handed to the running app's `app.tell`. The bus has routed them before this returns.
    /// Returns why nothing could be sent (no session bus), or nil.
    public static func send(_ events: [FollowEvent], language: DisplayLanguage) -> String? {
        let text = FollowEventText(language)
        DesktopNotification.nameTheApplication()
        guard let app = g_application_new(AppModel.applicationID, G_APPLICATION_DEFAULT_FLAGS) else { return "" }
        defer { g_object_unref(app.raw) }
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(app, nil, &error) != 0 else { return consumeError(&error)?.message ?? "" }
        let remote = g_application_get_is_remote(app) != 0
        for event in events {
            let notification = notification(event, text: text)
            if remote {
                g_action_group_activate_action(
                    OpaquePointer(app), AppAction.tell.name, g_variant_new_string(notification.packed))
            } else {
                notification.send(from: app)
            }
        }
        // A call the bus answers after these: it has passed them on before this process ends (a flush only
        // writes them), so whoever waits for this process knows all it sent has arrived.
        if let bus = g_application_get_dbus_connection(app),
            let reply = g_dbus_connection_call_sync(
                bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetId", nil, nil,
                G_DBUS_CALL_FLAGS_NONE, 10_000, nil, nil)
        {
            g_variant_unref(reply)
        }
        return nil
    }
}
