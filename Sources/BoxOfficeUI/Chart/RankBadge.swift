import BoxOfficeViewModels
import CAdw
import CGtk

/// ▲n red, ▼n blue, 신작/NEW, – unchanged; the spoken form is its accessible name and tooltip,
/// so colour is never the only signal.
@MainActor
final class RankBadge {
    @Owned var widget: Widget = Build.label("", classes: ["rank-badge"], xalign: 0.5)

    func show(_ row: ChartRowModel) {
        gtk_label_set_text(cast(widget), row.badge)
        for c in ["trend-up", "trend-down", "trend-new", "trend-same"] { gtk_widget_remove_css_class(widget, c) }
        let cssClass: String
        switch row.trend {
        case .up: cssClass = "trend-up"
        case .down: cssClass = "trend-down"
        case .new: cssClass = "trend-new"
        case .same: cssClass = "trend-same"
        }
        gtk_widget_add_css_class(widget, cssClass)
        // Always both: a label's new text replaces its accessible name, so `describe`'s "unchanged" is not enough.
        gtk_widget_set_tooltip_text(widget, row.badgeSpoken)
        boxoffice_accessible_set_label(widget, row.badgeSpoken)
    }
}
