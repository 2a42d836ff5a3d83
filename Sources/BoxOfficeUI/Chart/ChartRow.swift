import BoxOfficeViewModels
import CAdw
import CGtk

/// One list row: rank, badge, title with open date, the day's audience with the total (and in a weekly
/// chart the change on the period before), sales share.
/// In a narrow window the total and the share move to a second line under the title.
@MainActor
final class ChartRow {
    /// Its tree and widgets: `ChartRow.ui`.
    let ui = ChartRowChildren.make()
    var root: Box { ui.root }

    init() {
        CutText.tooltipWhenCut(ui.title)  // a title cut with "…" has its whole text in the tooltip
        setCompact(false)
    }

    /// Narrow: the total and the share go under the title, so a row fits a 360 px window.
    func setCompact(_ compact: Bool) {
        ui.secondary.isVisible = compact
        ui.audienceInline.isVisible = compact
        ui.numbers.isVisible = !compact
        ui.share.isVisible = !compact
        ui.badge.setSizeRequest(width: compact ? Self.compactBadgeWidth : 52, height: -1)
        ui.root.spacing = compact ? 8 : 12
    }

    /// The badge column: one width whatever the badge says (신작, NEW, ▲14, –), so every title starts at
    /// the same x; the widest badge a chart shows fits it.
    static let compactBadgeWidth: Int32 = 44

    func show(_ row: ChartRowModel) {
        ui.rank.text = row.rank
        RankBadge.show(row, on: ui.badge)
        ui.title.text = row.title
        ui.openDate.text = row.openDate
        ui.audience.text = row.audience
        ui.audienceInline.text = row.audience
        ui.total.text = row.audienceTotal
        ui.share.text = row.salesShare
        ui.change.text = row.periodChange ?? ""
        ui.change.isVisible = row.periodChange != nil
        ui.secondary.text = row.secondaryLine
        LineBreaks.only(at: " · ", ui.secondary)
        ui.root.setAccessibleLabel(row.accessibleLabel)
        // What takes focus is GTK's list item widget, this one's parent (`GtkListItem:accessible-label` is 4.12):
        // it carries the sentence a screen reader reads for the focused item.
        if let item = ui.root.parent { boxoffice_accessible_set_label(item, row.accessibleLabel) }
    }
}
