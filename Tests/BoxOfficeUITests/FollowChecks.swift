import BoxOfficeViewModels
import GLibSupport

/// The follow checks of the app under test that have ended, each counted once the session bus has answered a
/// call sent after its notifications (so it has passed them on to the notification server): what a test of
/// "said once" waits for before it says that no other notification came. Made right after the app, so the app's
/// own observer has sent a check's notifications before this one hears of its end.
@MainActor
final class FollowChecks {
    private(set) var ended = 0

    init(_ following: FollowingModel) {
        following.events.observe { [weak self] events in
            for case .checked in events {
                Task { @MainActor [weak self] in
                    _ = await SessionBus.call(
                        destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                        interface: "org.freedesktop.DBus", method: "GetId")
                    self?.ended += 1
                }
            }
        }
    }
}
