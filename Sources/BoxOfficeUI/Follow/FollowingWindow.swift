import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// "Following": the followed films with their newest figures from history; Enter or a click opens the
/// film's window. With none, a page says how to follow a film. It follows the Store as films are followed
/// and unfollowed elsewhere.
@MainActor
final class FollowingWindow {
    /// Its tree and widgets: `FollowingWindow.ui`.
    let ui = FollowingWindowChildren.make()
    var window: Widget { ui.root.widget }
    private let model: FollowingModel
    /// The films shown, in the list's order.
    private(set) var rows: [FollowingRow] = []

    init(model: FollowingModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        ui.root.application = application
        ui.empty.text = tr(
            "Follow a film with the star in its window ({key}) or Follow in a chart row's menu (right-click or the Menu key): you are told when it passes 1, 5 or 10 million admissions, reaches #1 or leaves the top 10.",
            ["key": ShortcutsWindow.keys(for: FilmAction.follow).first.map(ShortcutsWindow.keyLabel) ?? ""])
        ui.list.onRowActivated { [weak self] index in
            guard let self, index < self.rows.count else { return }
            Actions.activate(self.ui.list.widget, AppAction.openFilm.with(self.rows[index].movieCode))
        }
        ui.root.setTransient(for: parent)
        Actions.closeOnEscape(window)
        model.changes.observe([.follows], until: window) { [weak self] _ in self?.update() }
        update()
    }

    func present() { ui.root.present() }

    private func update() {
        rows = model.rows
        ui.list.removeAll()
        for film in rows {
            let row = ActionRow(title: film.title, subtitle: film.figures)
            row.isActivatable = true
            row.subtitleLines = 0
            row.addSuffix(Image.decorative(icon: "go-next-symbolic"))
            ui.list.append(row)
        }
        ui.scrolled.isVisible = !rows.isEmpty  // the empty page is its opposite (FollowingWindow.ui)
    }
}

extension FollowingWindow: ListsFilms {
    func listed(_ code: String) -> ListedFilm? { rows.first { $0.movieCode == code }.map { .titled($0.title) } }
}
