import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The chart as rows in a GtkListView.
@MainActor
final class ChartListView {
    @Owned var root: Widget
    @Owned var list: Widget
    private let rows = RowRegistry()

    /// A narrow window: every row, the ones on screen and the ones made later, puts its secondary
    /// figures on a second line.
    var compact: Bool {
        get { rows.compact }
        set { rows.compact = newValue }
    }

    init(items: ChartItems, model: ChartViewModel, activate: @escaping @MainActor (Int) -> Void) {
        let rows = self.rows
        let factory = ItemFactory.make(create: { () -> (ChartRow, Widget) in
            let row = ChartRow()
            rows.add(row)
            return (row, row.root)
        }, bind: { row, position in
            if let data = model.row(at: position) { row.show(data) }
        })
        let list = gtk_list_view_new(items.selection.newReference(), factory)!   // takes both
        gtk_list_view_set_single_click_activate(cast(list), 1)
        gtk_widget_add_css_class(list, "chart-list")
        boxoffice_accessible_set_label(list, tr("Box office chart"))
        Signals.connectUInt(list.raw, "activate") { _, position in activate(Int(position)) }
        Keys.singleTabStop(list)
        let clamp = adwClamp(list, maximum: 900)
        _list = Owned(wrappedValue: list)
        _root = Owned(wrappedValue: Build.scrolled(clamp))
    }
}

/// The rows a list made (held weakly: the list items own them) and the layout they all share.
@MainActor
private final class RowRegistry {
    private final class WeakRow { weak var row: ChartRow?; init(_ row: ChartRow) { self.row = row } }
    private var rows: [WeakRow] = []
    var compact = false {
        didSet { if compact != oldValue { rows.forEach { $0.row?.setCompact(compact) } } }
    }

    func add(_ row: ChartRow) {
        rows.removeAll { $0.row == nil }
        rows.append(WeakRow(row))
        row.setCompact(compact)
    }
}

/// The chart as cards in a GtkGridView, posters loaded lazily.
@MainActor
final class ChartGridView {
    @Owned var root: Widget
    @Owned var grid: Widget

    init(items: ChartItems, model: ChartViewModel, thumbnails: PosterThumbnails, activate: @escaping @MainActor (Int) -> Void) {
        let factory = ItemFactory.make(create: { () -> (ChartCard, Widget) in
            let card = ChartCard()
            return (card, card.root.widget)
        }, bind: { card, position in
            if let data = model.row(at: position) { card.show(data, thumbnails: thumbnails) }
        }, unbind: { card in
            card.recycle()
        })
        let grid = gtk_grid_view_new(items.selection.newReference(), factory)!   // takes both
        gtk_grid_view_set_single_click_activate(cast(grid), 1)
        gtk_grid_view_set_max_columns(cast(grid), 5)
        gtk_grid_view_set_min_columns(cast(grid), 2)
        gtk_widget_add_css_class(grid, "chart-grid")
        boxoffice_accessible_set_label(grid, tr("Box office chart"))
        Signals.connectUInt(grid.raw, "activate") { _, position in activate(Int(position)) }
        Keys.singleTabStop(grid)
        _grid = Owned(wrappedValue: grid)
        _root = Owned(wrappedValue: Build.scrolled(grid))
    }
}
