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
    /// Its tree: `FollowingWindow.ui`.
    private static let template = Template<Window>(
        "BoxOfficeFollowingWindow", parent: adw_window_get_type(), resource: "Follow/FollowingWindow.ui",
        children: ["list", "empty", "scrolled"])

    @Owned private var toplevel: Window
    var window: Widget { toplevel.widget }
    @Owned var list: ListBox
    @Owned var empty: StatusPage
    @Owned private var scrolled: ScrolledWindow
    private let model: FollowingModel
    /// The films shown, in the list's order.
    private(set) var rows: [FollowingRow] = []

    init(model: FollowingModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        let template = Self.template
        let toplevel = template.make()
        _toplevel = Owned(wrappedValue: toplevel)
        _list = Owned(wrappedValue: template.child("list", of: toplevel))
        _empty = Owned(wrappedValue: template.child("empty", of: toplevel))
        _scrolled = Owned(wrappedValue: template.child("scrolled", of: toplevel))
        toplevel.application = application
        empty.text = tr(
            "Follow a film with the star in its window ({key}) or Follow in a chart row's menu (right-click or the Menu key): you are told when it passes 1, 5 or 10 million admissions, reaches #1 or leaves the top 10.",
            ["key": ShortcutsWindow.keys(for: FilmAction.follow).first.map(ShortcutsWindow.keyLabel) ?? ""])
        list.onRowActivated { [weak self] index in
            guard let self, index < self.rows.count else { return }
            Actions.activate(self.list.widget, AppAction.openFilm.with(self.rows[index].movieCode))
        }
        toplevel.setTransient(for: parent)
        Actions.closeOnEscape(window)
        model.changes.observe([.follows], until: window) { [weak self] _ in self?.update() }
        update()
    }

    func present() { toplevel.present() }

    private func update() {
        rows = model.rows
        list.removeAll()
        for film in rows {
            let row = ActionRow(title: film.title, subtitle: film.figures)
            row.isActivatable = true
            row.subtitleLines = 0
            row.addSuffix(Image.decorative(icon: "go-next-symbolic"))
            list.append(row)
        }
        empty.isVisible = rows.isEmpty
        scrolled.isVisible = !rows.isEmpty
    }
}

extension FollowingWindow: ListsFilms {
    func listed(_ code: String) -> ListedFilm? { rows.first { $0.movieCode == code }.map { .titled($0.title) } }
}
