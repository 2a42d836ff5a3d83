import BoxOfficeViewModels
import CAdw
import CGtk

/// One list row: rank, badge, title with open date, the day's audience with the total (and in a weekly
/// chart the change on the period before), sales share.
/// In a narrow window the total and the share move to a second line under the title.
@MainActor
final class ChartRow {
    @Owned var root = Box.horizontal(spacing: 12, classes: ["chart-row"])
    @Owned private var rank = Label(classes: ["rank-number"], xalign: 1)
    private let badge = RankBadge()
    @Owned private var title = Label(classes: ["heading"], wrap: true)
    @Owned private var openDate = Label(classes: ["dim-label", "caption"])
    @Owned private var audience = Label(classes: ["numeric"], xalign: 1)
    @Owned private var total = Label(classes: ["dim-label", "caption", "numeric"], xalign: 1)
    /// A weekly chart's change on the period before, under the total ("전주 대비 -18.9%").
    @Owned private var change = Label(classes: ["dim-label", "caption", "numeric"], xalign: 1)
    @Owned private var share = Label(classes: ["numeric", "share"], xalign: 1)
    @Owned private var secondary = Label(classes: ["dim-label", "caption", "numeric"])
    /// The audience beside the title in a narrow window, where the numbers column gives way.
    @Owned private var audienceInline = Label(classes: ["numeric"], xalign: 1)
    @Owned private var numbers = Box.vertical(spacing: 2)

    init() {
        // One height for every row: a long (English) title is cut with "…", its whole text in the tooltip.
        title.wraps = false
        title.ellipsize = PANGO_ELLIPSIZE_END
        title.maxWidthChars = 40
        CutText.tooltipWhenCut(title)
        rank.setSizeRequest(width: 36, height: -1)
        badge.label.verticalAlignment = GTK_ALIGN_CENTER
        badge.label.horizontalAlignment = GTK_ALIGN_CENTER
        title.expandsHorizontally = true
        let titleLine = Box.horizontal(spacing: 8, [title, audienceInline])
        let titles = Box.vertical(spacing: 2, [titleLine, openDate, secondary])
        openDate.ellipsize = PANGO_ELLIPSIZE_END
        // Never cut (the share is at its end): a line too long for the row breaks at its " · ".
        secondary.wraps = true
        secondary.wrapMode = PANGO_WRAP_WORD
        titles.expandsHorizontally = true
        for w in [audience, total, change] { numbers.append(w) }
        share.setSizeRequest(width: 110, height: -1)
        for w: any TypedWidget in [rank, badge.label, titles, numbers, share] { root.append(w) }
        root.setMargins(10)
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
    }
}
