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
    /// Its tree and widgets: `CastGroup.ui`, inside the film window's template.
    let ui: CastGroupChildren
    var root: PreferencesGroup { ui.root }
    private var actors: [FilmDetailModel.Credit] = []
    private var rows: [KeptWidget<ActionRow>] = []

    /// The group a template made (`BoxOfficeCastGroup`).
    init(_ ui: CastGroupChildren) {
        self.ui = ui
        ui.expander.onExpandedChanged { [weak self] _ in self?.expanded() }
    }

    /// The film's actors, collapsed; the group hides when there are none.
    func show(_ details: FilmDetailModel?) {
        ui.expander.isExpanded = false
        for row in rows { ui.expander.remove(row.widget) }
        rows = []
        actors = details?.actors ?? []
        ui.root.isVisible = !actors.isEmpty
        guard let details else { return }
        ui.expander.setTitle(tr("Actors ({count})", ["count": String(actors.count)]))
        ui.expander.subtitle = details.actorsPreview
    }

    private func expanded() {
        guard rows.isEmpty, ui.expander.isExpanded else { return }
        rows = actors.map { actor in
            let row = RowGroup.row(actor.name, actor.role.isEmpty ? tr("Role not listed") : actor.role)
            ui.expander.addRow(row)
            return KeptWidget(row)
        }
    }
}
