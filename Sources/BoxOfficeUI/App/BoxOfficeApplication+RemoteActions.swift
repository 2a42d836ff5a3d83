import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import Foundation
import GLibSupport

/// The app actions taking a string: what a row, a card or a link fires from its own widget, and what other programs
/// may ask of a running BoxOffice over D-Bus (`boxoffice --date`/`--film`/`--search` handed on, the desktop's
/// search, a notification's click, `boxoffice check`). Each action checks what it is given, and the opens that
/// come over the bus are limited to a person's pace.
extension BoxOfficeApplication {
    func handleTaking(_ action: AppAction, _ text: String) {
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
        // A notification's click or the desktop's search may be what started this process (D-Bus activation):
        // the main window comes first then, as with `--film` and `--search`.
        // A film already open is raised, which asks KOBIS nothing: not counted.
        case .openFilm, .openChartRow:
            guard let request = LaunchRequest.film(text) else { return }
            if let open = windows.film(text) { return open.present() }
            guard allowRemoteOpen(action, text) else { return }
            openMainWindowFirst()
            if action == .openChartRow { windows.openFilm(code: text, asOfChart: true) } else { open(request) }
        case .openPerson, .openCompany:
            guard LaunchRequest.isKobisCode(text), allowRemoteOpen(action, text) else { return }
            openMainWindowFirst()
            if action == .openPerson { windows.openSubject(person: text) } else { windows.openSubject(company: text) }
        case .searchFilms, .searchPeople:
            guard allowRemoteOpen(action, text) else { return }
            openMainWindowFirst()
            windows.openSearch(SearchText.query(text), kind: action == .searchPeople ? .people : .films)
        default: return
        }
    }

    /// Whether an open may go ahead: the app's own widgets always, another program over D-Bus as fast as a person
    /// clicks (`RemoteOpenLimit`); a refusal is logged.
    private func allowRemoteOpen(_ action: AppAction, _ value: String) -> Bool {
        if !SessionBus.isDispatchingCall || remoteOpens.allow() { return true }
        let shown = OutsideText.clean(value, limit: 40)
        fputs(
            "boxoffice-app: refused \(action.prefixedName)('\(shown)'): more than \(RemoteOpenLimit.perMinute) opens a minute from other programs\n",
            stderr)
        refusedRemoteOpens += 1
        return false
    }

}
