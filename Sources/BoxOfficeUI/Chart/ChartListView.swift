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
