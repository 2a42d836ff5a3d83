import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// "Cast": the first actors in the summary; expanding lists every actor with the role played. A film
/// can list a hundred actors: their rows are made when the list is first opened, so a window's first
/// frame does not wait for them, and dropped when the window shows another film.
@MainActor
final class CastGroup {
    @Owned var root = PreferencesGroup(title: tr("Cast"))
    @Owned private var expander = ExpanderRow()
    private var actors: [FilmDetailModel.Credit] = []
    private var rows: [KeptWidget<ActionRow>] = []

    init() {
        root.add(expander)
        expander.onExpandedChanged { [weak self] _ in self?.expanded() }
    }

    /// The film's actors, collapsed; the group hides when there are none.
    func show(_ details: FilmDetailModel?) {
        expander.isExpanded = false
        for row in rows { expander.remove(row.widget) }
        rows = []
        actors = details?.actors ?? []
        root.isVisible = !actors.isEmpty
        guard let details else { return }
        expander.setTitle(tr("Actors ({count})", ["count": String(actors.count)]))
        expander.subtitle = details.actorsPreview
    }

    private func expanded() {
        guard rows.isEmpty, expander.isExpanded else { return }
        rows = actors.map { actor in
            let row = RowGroup.row(actor.name, actor.role.isEmpty ? tr("Role not listed") : actor.role)
            expander.addRow(row)
            return KeptWidget(row)
        }
    }
}
