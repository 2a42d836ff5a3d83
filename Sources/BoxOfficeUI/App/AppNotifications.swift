import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import GLibSupport

/// What the app tells on the desktop while it runs: each followed film's event (a click opens the film, or the
/// weekend's chart: `FollowNotifications`), and a history fill that ended while the user was elsewhere (a click
/// opens Fill History). A notification's click is an app action, the path a row's click takes.
@MainActor
final class AppNotifications {
    private let application: Application
    private let model: AppModel

    init(model: AppModel, application: Application) {
        self.model = model
        self.application = application
        model.following.events.observe { [weak self] events in
            for event in events {
                switch event {
                case .told(let told): self?.tell(told)
                case .checked(let day): Self.markChecked(day)
                }
            }
        }
        model.historyFill.events.observe { [weak self] events in
            guard let self, !self.hasFocus else { return }
            for case .ended(let title, let body) in events {
                DesktopNotification(
                    id: "history-fill", title: title, body: body, action: AppAction.fillHistory.prefixedName,
                    target: nil
                ).send(from: self.gApplication)
            }
        }
    }

    private var gApplication: UnsafeMutablePointer<GApplication> { application.gApplication }

    /// Whether one of the app's windows has the keyboard focus.
    var hasFocus: Bool {
        guard let active = gtk_application_get_active_window(application.pointer) else { return false }
        return gtk_window_is_active(active) != 0
    }

    /// Each event as a desktop notification.
    func tell(_ events: [FollowEvent]) {
        let text = FollowEventText(model.language)
        for event in events { FollowNotifications.notification(event, text: text).send(from: gApplication) }
    }

    /// With `BOXOFFICE_TRACE_FOLLOW=1`, a follow check's end said on stderr once the bus has answered a call sent
    /// after its notifications (so it has passed them on): the marker after which a test may say that no other
    /// notification came.
    private static func markChecked(_ day: Day) {
        guard FollowTrace.enabled else { return }
        Task { @MainActor in
            _ = await SessionBus.call(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                method: "GetId")
            FollowTrace.mark("follow check of \(day.iso) ended")
        }
    }
}
