import BoxOfficeViewModels
import CAdw
import CGtk

/// ▲n red, ▼n blue, 신작/NEW, – unchanged; the spoken form is its accessible name and tooltip,
/// so colour is never the only signal. It keeps nothing: the label is a row's or a card's template child
/// "badge" (classed "rank-badge", centred), read in place (`ui.badge`).
@MainActor
enum RankBadge {
    /// `row`'s badge on `label`.
    static func show(_ row: ChartRowModel, on label: Label) {
        label.text = row.badge
        for c in ["trend-up", "trend-down", "trend-new", "trend-same"] { label.removeCSSClass(c) }
        let cssClass: String
        switch row.trend {
        case .up: cssClass = "trend-up"
        case .down: cssClass = "trend-down"
        case .new: cssClass = "trend-new"
        case .same: cssClass = "trend-same"
        }
        label.addCSSClass(cssClass)
        // Always both: a label's new text replaces its accessible name, so `describe`'s "unchanged" is not enough.
        label.tooltip = row.badgeSpoken
        label.setAccessibleLabel(row.badgeSpoken)
    }
}
