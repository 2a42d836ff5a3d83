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
    @Owned var root: Widget = adw_preferences_group_new()
    @Owned private var expander: Widget = adw_expander_row_new()
    private var actors: [MovieDetailModel.Credit] = []
    private var rows: [KeptWidget<ActionRow>] = []

    init() {
        adw_preferences_group_set_title(cast(root), tr("Cast"))
        adw_preferences_group_add(cast(root), expander)
        Signals.connect1(expander.raw, "notify::expanded") { [weak self] _, _ in self?.expanded() }
    }

    /// The film's actors, collapsed; the group hides when there are none.
    func show(_ details: MovieDetailModel?) {
        adw_expander_row_set_expanded(cast(expander), 0)
        for row in rows { adw_expander_row_remove(cast(expander), row.widget.widget) }
        rows = []
        actors = details?.actors ?? []
        gtk_widget_set_visible(root, actors.isEmpty ? 0 : 1)
        guard let details else { return }
        adw_preferences_row_set_title(cast(expander), Markup.escape(tr("Actors ({count})", ["count": String(actors.count)])))
        adw_expander_row_set_subtitle(cast(expander), Markup.escape(details.actorsPreview))
    }

    private func expanded() {
        guard rows.isEmpty, adw_expander_row_get_expanded(cast(expander)) != 0 else { return }
        rows = actors.map { actor in
            let row = RowGroup.row(actor.name, actor.role.isEmpty ? tr("Role not listed") : actor.role)
            adw_expander_row_add_row(cast(expander), row.widget)
            return KeptWidget(row)
        }
    }
}
