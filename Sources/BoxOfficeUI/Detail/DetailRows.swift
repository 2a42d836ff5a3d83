import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Preference-style groups of rows for the detail window. Subtitles wrap without limit, so nothing is
/// cut off at large text sizes.
@MainActor
enum DetailRows {
    static func row(_ title: String, _ subtitle: String) -> Widget {
        let row = adw_action_row_new()!
        adw_preferences_row_set_title(cast(row), Markup.escape(title))
        adw_action_row_set_subtitle(cast(row), Markup.escape(subtitle))
        adw_action_row_set_title_lines(cast(row), 0)
        adw_action_row_set_subtitle_lines(cast(row), 0)
        return row
    }

    static func group(_ title: String, _ facts: [MovieDetailModel.Fact]) -> Widget {
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(cast(group), Markup.escape(title))
        for f in facts { adw_preferences_group_add(cast(group), row(f.label, f.value)) }
        return group
    }

    static func facts(_ facts: [MovieDetailModel.Fact]) -> Widget {
        group(tr("Details"), facts)
    }

    /// The first actors in the summary; expanding lists every actor with the role played.
    static func actors(_ d: MovieDetailModel) -> Widget {
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(cast(group), tr("Cast"))
        let expander = adw_expander_row_new()!
        adw_preferences_row_set_title(cast(expander), Markup.escape(tr("Actors ({count})", ["count": String(d.actors.count)])))
        adw_expander_row_set_subtitle(cast(expander), Markup.escape(d.actorsPreview))
        // A film can list a hundred actors: their rows are made when the list is first opened, so the
        // window's first frame does not wait for them.
        let actors = d.actors
        var built = false
        Signals.connect1(expander.raw, "notify::expanded") { w, _ in
            guard !built, adw_expander_row_get_expanded(cast(w)) != 0 else { return }
            built = true
            for actor in actors {
                adw_expander_row_add_row(cast(w), row(actor.name, actor.role.isEmpty ? tr("Role not listed") : actor.role))
            }
        }
        adw_preferences_group_add(cast(group), expander)
        return group
    }
}
