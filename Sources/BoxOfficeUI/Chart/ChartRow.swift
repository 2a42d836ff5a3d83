import BoxOfficeViewModels
import CAdw
import CGtk

/// One list row: rank, badge, title with open date, today's audience with the total, sales share.
@MainActor
final class ChartRow {
    let root: Widget
    private let rank = Build.label("", classes: ["rank-number"], xalign: 1)
    private let badge = RankBadge()
    private let title = Build.label("", classes: ["heading"], wrap: true)
    private let openDate = Build.label("", classes: ["dim-label", "caption"])
    private let audience = Build.label("", classes: ["numeric"], xalign: 1)
    private let total = Build.label("", classes: ["dim-label", "caption", "numeric"], xalign: 1)
    private let share = Build.label("", classes: ["numeric", "share"], xalign: 1)

    init() {
        gtk_widget_set_size_request(rank, 36, -1)
        gtk_widget_set_size_request(badge.widget, 52, -1)
        gtk_widget_set_valign(badge.widget, GTK_ALIGN_CENTER)
        let titles = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [title, openDate])
        gtk_widget_set_hexpand(titles, 1)
        let numbers = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [audience, total])
        gtk_widget_set_size_request(share, 110, -1)
        root = Build.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["chart-row"],
                         [rank, badge.widget, titles, numbers, share])
        Build.margins(root, 10)
    }

    func show(_ row: ChartRowModel) {
        gtk_label_set_text(cast(rank), row.rank)
        badge.show(row)
        gtk_label_set_text(cast(title), row.title)
        gtk_label_set_text(cast(openDate), row.openDate)
        gtk_label_set_text(cast(audience), row.audience)
        gtk_label_set_text(cast(total), row.audienceTotal)
        gtk_label_set_text(cast(share), row.salesShare)
        boxoffice_accessible_set_label(root, row.accessibleLabel)
    }
}
