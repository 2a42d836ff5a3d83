import BoxOfficeViewModels
import CAdw
import CGtk

/// One list row: rank, badge, title with open date, the day's audience with the total (and in a weekly
/// chart the change on the period before), sales share.
/// In a narrow window the total and the share move to a second line under the title.
@MainActor
final class ChartRow {
    @Owned var root: Widget = Build.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["chart-row"])
    @Owned private var rank: Widget = Build.label("", classes: ["rank-number"], xalign: 1)
    private let badge = RankBadge()
    @Owned private var title: Widget = Build.label("", classes: ["heading"], wrap: true)
    @Owned private var openDate: Widget = Build.label("", classes: ["dim-label", "caption"])
    @Owned private var audience: Widget = Build.label("", classes: ["numeric"], xalign: 1)
    @Owned private var total: Widget = Build.label("", classes: ["dim-label", "caption", "numeric"], xalign: 1)
    /// A weekly chart's change on the period before, under the total ("전주 대비 -18.9%").
    @Owned private var change: Widget = Build.label("", classes: ["dim-label", "caption", "numeric"], xalign: 1)
    @Owned private var share: Widget = Build.label("", classes: ["numeric", "share"], xalign: 1)
    @Owned private var secondary: Widget = Build.label("", classes: ["dim-label", "caption", "numeric"])
    /// The audience beside the title in a narrow window, where the numbers column gives way.
    @Owned private var audienceInline: Widget = Build.label("", classes: ["numeric"], xalign: 1)
    @Owned private var numbers: Widget = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 2)

    init() {
        // One height for every row: a long (English) title is cut with "…", its whole text in the tooltip.
        gtk_label_set_wrap(cast(title), 0)
        gtk_label_set_ellipsize(cast(title), PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(cast(title), 40)
        CutText.tooltipWhenCut(title)
        gtk_widget_set_size_request(rank, 36, -1)
        gtk_widget_set_valign(badge.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(badge.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(title, 1)
        let titleLine = Build.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [title, audienceInline])
        let titles = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [titleLine, openDate, secondary])
        gtk_label_set_ellipsize(cast(openDate), PANGO_ELLIPSIZE_END)
        // Never cut (the share is at its end): a line too long for the row breaks at its " · ".
        gtk_label_set_wrap(cast(secondary), 1)
        gtk_label_set_wrap_mode(cast(secondary), PANGO_WRAP_WORD)
        gtk_widget_set_hexpand(titles, 1)
        for w in [audience, total, change] { gtk_box_append(cast(numbers), w) }
        gtk_widget_set_size_request(share, 110, -1)
        for w in [rank, badge.widget, titles, numbers, share] { gtk_box_append(cast(root), w) }
        Build.margins(root, 10)
        setCompact(false)
    }

    /// Narrow: the total and the share go under the title, so a row fits a 360 px window.
    func setCompact(_ compact: Bool) {
        gtk_widget_set_visible(secondary, compact ? 1 : 0)
        gtk_widget_set_visible(audienceInline, compact ? 1 : 0)
        gtk_widget_set_visible(numbers, compact ? 0 : 1)
        gtk_widget_set_visible(share, compact ? 0 : 1)
        gtk_widget_set_size_request(badge.widget, compact ? Self.compactBadgeWidth : 52, -1)
        gtk_box_set_spacing(cast(root), compact ? 8 : 12)
    }

    /// The badge column: one width whatever the badge says (신작, NEW, ▲14, –), so every title starts at
    /// the same x; the widest badge a chart shows fits it.
    static let compactBadgeWidth: Int32 = 44

    func show(_ row: ChartRowModel) {
        gtk_label_set_text(cast(rank), row.rank)
        badge.show(row)
        gtk_label_set_text(cast(title), row.title)
        gtk_label_set_text(cast(openDate), row.openDate)
        gtk_label_set_text(cast(audience), row.audience)
        gtk_label_set_text(cast(audienceInline), row.audience)
        gtk_label_set_text(cast(total), row.audienceTotal)
        gtk_label_set_text(cast(share), row.salesShare)
        gtk_label_set_text(cast(change), row.periodChange ?? "")
        gtk_widget_set_visible(change, row.periodChange == nil ? 0 : 1)
        gtk_label_set_text(cast(secondary), row.secondaryLine)
        LineBreaks.only(at: " · ", Label(unchecked: secondary))
        boxoffice_accessible_set_label(root, row.accessibleLabel)
    }
}
