import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
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
        let markup = Self.serverReadsMarkup
        let notification = g_notification_new(markup ? Markup.escape(title) : title)!
        g_notification_set_body(notification, markup ? Markup.escape(body) : body)
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

    /// Whether the text goes to a server that reads markup: GLib's freedesktop backend passes title and body
    /// raw to `org.freedesktop.Notifications`, whose servers read markup in the body (the specification) and
    /// often in the summary (dunst's and mako's formats), so KOBIS's "<", ">" and "&" are escaped there. GNOME
    /// Shell's `org.gtk.Notifications` shows them as plain text itself. Decided as GLib decides, once per process:
    /// `GNOTIFICATION_BACKEND`, else whether `org.gtk.Notifications` has an owner.
    @MainActor static var serverReadsMarkup: Bool {
        if let known = readsMarkup { return known }
        let chosen: Bool
        switch getenv("GNOTIFICATION_BACKEND").map({ String(cString: $0) }) {
        case "freedesktop": chosen = true
        case "gtk": chosen = false
        default: chosen = !SessionBus.hasOwner("org.gtk.Notifications", timeoutMilliseconds: 2_000)
        }
        readsMarkup = chosen
        return chosen
    }
    @MainActor private static var readsMarkup: Bool?

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

    /// Why `app.tell` refused what it was handed (said in the app's log line).
    struct Refusal: Error, Equatable {
        let reason: String
    }

    /// From `packed`, bounded; nil for anything else.
    init?(packed: String) {
        guard case .success(let notification) = Self.unpacked(packed) else { return nil }
        self = notification
    }

    /// From `packed`: at most `packedLimit` bytes, five fields, an id, and a click in `clickable`.
    static func unpacked(_ packed: String) -> Result<DesktopNotification, Refusal> {
        let bytes = packed.utf8.count
        guard bytes <= packedLimit else { return .failure(Refusal(reason: "\(bytes) bytes, over \(packedLimit)")) }
        let strings = packed.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
        guard strings.count == 5 else { return .failure(Refusal(reason: "\(strings.count) fields, not 5")) }
        guard !strings[0].isEmpty else { return .failure(Refusal(reason: "no event id")) }
        guard clickable.contains(strings[3]) else {
            return .failure(Refusal(reason: "the click \(Self.quoted(strings[3])) is not a told event's"))
        }
        return .success(
            DesktopNotification(
                id: strings[0], title: strings[1], body: strings[2], action: strings[3],
                target: strings[4].isEmpty ? nil : strings[4]))
    }

    /// What `app.tell` sends: `packed` unpacked, and its id one the app's Store recorded as told (an event
    /// BoxOffice said), so no other notification of the app is replaced.
    static func told(_ packed: String, recorded: (String) -> Bool) -> Result<DesktopNotification, Refusal> {
        unpacked(packed).flatMap { notification in
            recorded(notification.id)
                ? .success(notification)
                : .failure(Refusal(reason: "the event \(quoted(notification.id)) was not told by BoxOffice"))
        }
    }

    /// Outside text in a log line: cleaned and cut as every outside name is.
    private static func quoted(_ text: String) -> String { "\"" + OutsideText.clean(text, limit: 64) + "\"" }
}
