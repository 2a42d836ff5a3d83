import BoxOfficeViewModels
import CAdw
import CGtk

/// One list row: rank, badge, title with open date, the day's audience with the total (and in a weekly
/// chart the change on the period before), sales share.
/// In a narrow window the total and the share move to a second line under the title.
@MainActor
final class ChartRow {
    /// Its tree: `ChartRow.ui`, one instance per row the list makes (about as many as fit on screen).
    private static let template = Template<Box>(
        "BoxOfficeChartRow", parent: gtk_box_get_type(), resource: "Chart/ChartRow.ui",
        children: [
            "rank", "badge", "title", "open_date", "audience", "total", "change", "share", "secondary",
            "audience_inline", "numbers"
        ])

    @Owned var root: Box
    @Owned private var rank: Label
    private let badge: RankBadge
    @Owned private var title: Label
    @Owned private var openDate: Label
    @Owned private var audience: Label
    @Owned private var total: Label
    /// A weekly chart's change on the period before, under the total ("전주 대비 -18.9%").
    @Owned private var change: Label
    @Owned private var share: Label
    @Owned private var secondary: Label
    /// The audience beside the title in a narrow window, where the numbers column gives way.
    @Owned private var audienceInline: Label
    @Owned private var numbers: Box

    init() {
        let template = Self.template
        let root = template.make()
        _root = Owned(wrappedValue: root)
        _rank = Owned(wrappedValue: template.child("rank", of: root))
        badge = RankBadge(label: template.child("badge", of: root))
        _title = Owned(wrappedValue: template.child("title", of: root))
        _openDate = Owned(wrappedValue: template.child("open_date", of: root))
        _audience = Owned(wrappedValue: template.child("audience", of: root))
        _total = Owned(wrappedValue: template.child("total", of: root))
        _change = Owned(wrappedValue: template.child("change", of: root))
        _share = Owned(wrappedValue: template.child("share", of: root))
        _secondary = Owned(wrappedValue: template.child("secondary", of: root))
        _audienceInline = Owned(wrappedValue: template.child("audience_inline", of: root))
        _numbers = Owned(wrappedValue: template.child("numbers", of: root))
        CutText.tooltipWhenCut(title)  // a title cut with "…" has its whole text in the tooltip
        setCompact(false)
    }

    /// Narrow: the total and the share go under the title, so a row fits a 360 px window.
    func setCompact(_ compact: Bool) {
        secondary.isVisible = compact
        audienceInline.isVisible = compact
        numbers.isVisible = !compact
        share.isVisible = !compact
        badge.label.setSizeRequest(width: compact ? Self.compactBadgeWidth : 52, height: -1)
        root.spacing = compact ? 8 : 12
    }

    /// The badge column: one width whatever the badge says (신작, NEW, ▲14, –), so every title starts at
    /// the same x; the widest badge a chart shows fits it.
    static let compactBadgeWidth: Int32 = 44

    func show(_ row: ChartRowModel) {
        rank.text = row.rank
        badge.show(row)
        title.text = row.title
        openDate.text = row.openDate
        audience.text = row.audience
        audienceInline.text = row.audience
        total.text = row.audienceTotal
        share.text = row.salesShare
        change.text = row.periodChange ?? ""
        change.isVisible = row.periodChange != nil
        secondary.text = row.secondaryLine
        LineBreaks.only(at: " · ", secondary)
        root.setAccessibleLabel(row.accessibleLabel)
        // What takes focus is GTK's list item widget, this one's parent (`GtkListItem:accessible-label` is 4.12):
        // it carries the sentence a screen reader reads for the focused item.
        if let item = root.parent { boxoffice_accessible_set_label(item, row.accessibleLabel) }
    }
}
