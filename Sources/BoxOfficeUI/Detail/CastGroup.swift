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
    /// Its tree: `CastGroup.ui`, inside the film window's template.
    private static let template = Template<PreferencesGroup>(
        "BoxOfficeCastGroup", parent: adw_preferences_group_get_type(), resource: "Detail/CastGroup.ui",
        children: ["expander"])

    @Owned var root: PreferencesGroup
    @Owned private var expander: ExpanderRow
    private var actors: [FilmDetailModel.Credit] = []
    private var rows: [KeptWidget<ActionRow>] = []

    /// Registers the template class, so a template naming `BoxOfficeCastGroup` can be built.
    static func register() { _ = template }

    /// The group a template made (`BoxOfficeCastGroup`).
    init(_ root: PreferencesGroup) {
        _root = Owned(wrappedValue: root)
        _expander = Owned(wrappedValue: Self.template.child("expander", of: root))
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
