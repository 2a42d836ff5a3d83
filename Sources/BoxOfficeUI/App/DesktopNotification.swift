import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// A desktop notification (GNotification) sent on behalf of a GApplication: a title, a body, and what a click
/// does (an app action, with a string target or none). GLib picks the backend: GNOME Shell's
/// `org.gtk.Notifications`, else `org.freedesktop.Notifications` (`GNOTIFICATION_BACKEND` chooses).
struct DesktopNotification: Sendable, Equatable {
    /// The same id replaces an earlier notification (events are told once: their id).
    let id: String
    let title: String
    let body: String
    /// "app.open-film".
    let action: String
    let target: String?

    /// What a notification server that is not GNOME Shell's shows as the sender: GLib's freedesktop backend sends
    /// the application's name (else the server falls back to the process's, "boxoffice-app") and a themed icon's
    /// name as the `image-path` hint.
    static let applicationName = "BoxOffice"

    /// Names the process "BoxOffice" for the desktop, once (GLib warns when the name is set twice).
    static func nameTheApplication() {
        if let name = g_get_application_name(), String(cString: name) == applicationName { return }
        g_set_application_name(applicationName)
    }

    /// Sent by `application`, which must be registered and primary (GLib refuses a remote instance's).
    @MainActor func send(from application: UnsafeMutablePointer<GApplication>) {
        Self.nameTheApplication()
        let notification = g_notification_new(title)!
        g_notification_set_body(notification, body)
        let icon = g_themed_icon_new(AppModel.applicationID)
        g_notification_set_icon(notification, icon)
        g_object_unref(UnsafeMutableRawPointer(icon))  // the notification holds its own
        if let target {
            g_notification_set_default_action_and_target_value(notification, action, g_variant_new_string(target))
        } else {
            g_notification_set_default_action(notification, action)
        }
        g_application_send_notification(application, id, notification)
        g_object_unref(notification.raw)  // the backend has what it needs
    }

    /// As `app.tell` takes it from another process: the five fields joined by U+001F, which no field holds
    /// ("" for no target).
    var packed: String {
        [id, title, body, action, target ?? ""].map { $0.replacingOccurrences(of: "\u{1F}", with: " ") }
            .joined(separator: "\u{1F}")
    }

    init(id: String, title: String, body: String, action: String, target: String?) {
        self.id = id
        self.title = title
        self.body = body
        self.action = action
        self.target = target
    }

    /// What any process on the session bus may hand `app.tell`: at most this many bytes (an event's title and
    /// body take a few hundred).
    static let packedLimit = 4096
    /// What a click on a told notification may do: open a film, a weekend's chart or Fill History.
    static let clickable: Set<String> = Set([AppAction.openFilm, .showWeekend, .fillHistory].map(\.prefixedName))

    /// From `packed`, bounded; nil for anything else.
    init?(packed: String) {
        guard packed.utf8.count <= Self.packedLimit else { return nil }
        let strings = packed.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
        guard strings.count == 5, Self.clickable.contains(strings[3]), !strings[0].isEmpty else { return nil }
        self.init(
            id: strings[0], title: strings[1], body: strings[2], action: strings[3],
            target: strings[4].isEmpty ? nil : strings[4])
    }
}
