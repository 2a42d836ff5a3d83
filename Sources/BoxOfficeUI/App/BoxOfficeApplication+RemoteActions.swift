import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import Foundation

/// What other programs may ask of a running BoxOffice over D-Bus (`boxoffice --date`/`--film`/`--search` handed
/// on, the desktop's search, a notification's click, `boxoffice check`): each action checks what it is given, and
/// the opens are limited to a person's pace.
extension BoxOfficeApplication {
    /// The actions taking a string, which any process on the session bus may run.
    func handleRemote(_ action: AppAction, _ text: String) {
        switch action {
        case .showWeekend:
            guard let day = Day(text), allowRemoteOpen(.showWeekend, text) else { return }
            activate()
            model.chart.open(.weekend, on: day)
        // `boxoffice --date DAY` while this instance runs: its chart on that day, in front.
        case .showDay:
            guard let day = Day(text), allowRemoteOpen(.showDay, text) else { return }
            activate()
            mainWindow?.showChart(on: day)
        // `boxoffice check` while this instance holds the app's name: GLib sends no notification for a
        // remote instance, so the command hands each one here.
        // Any process on the session bus may call it: bounded, only a told event's clicks, and only an event
        // this app's Store recorded (so nothing else's notification is replaced); anything else is logged.
        case .tell:
            switch DesktopNotification.told(text, recorded: model.following.wasTold) {
            case .success(let notification): notification.send(from: gtk.gApplication)
            case .failure(let refusal): Diagnostics.warn("app.tell refused: \(refusal.reason)")
            }
        // The desktop's search (boxoffice-search-provider) asks a running app for these over D-Bus.
        // A notification's click or the desktop's search may be what started this process (D-Bus activation):
        // the main window comes first then, as with `--film` and `--search`.
        // A film already open is raised, which asks KOBIS nothing: not counted.
        case .openFilm:
            guard let request = LaunchRequest.film(text) else { return }
            if let open = windows.film(text) { return open.present() }
            guard allowRemoteOpen(.openFilm, text) else { return }
            openMainWindowFirst()
            open(request)
        case .searchFilms:
            guard allowRemoteOpen(.searchFilms, text) else { return }
            openMainWindowFirst()
            open(.search(text: text))
        default: return
        }
    }

    /// Whether an open another program asked for over D-Bus may go ahead (`RemoteOpenLimit`); a refusal is logged.
    private func allowRemoteOpen(_ action: AppAction, _ value: String) -> Bool {
        if remoteOpens.allow() { return true }
        let shown = OutsideText.clean(value, limit: 40)
        fputs(
            "boxoffice-app: refused \(action.prefixedName)('\(shown)'): more than \(RemoteOpenLimit.perMinute) opens a minute from other programs\n",
            stderr)
        refusedRemoteOpens += 1
        return false
    }

}
