import CAdw
import CGtk
import GLibSupport

/// A GtkColumnView: a list model's items in rows, one `ColumnViewColumn` per column.
struct ColumnView: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ColumnView {
    init() { widget = gtk_column_view_new(nil) }

    /// The view keeps its own reference to the model.
    func setModel(_ model: some ListModel) { model.lend { gtk_column_view_set_model(pointer, $0) } }

    /// The view's own sorter, which sorts by the columns' sorters as the headers are clicked (the view
    /// holds it: keep it `@Owned` to read it later).
    var sorter: UnsafeMutablePointer<GtkSorter> { gtk_column_view_get_sorter(pointer) }

    /// The view keeps its own reference to the column.
    func append(_ column: ColumnViewColumn) { gtk_column_view_append_column(pointer, column.pointer) }

    /// Sorted by `column` (nil: unsorted), as a click on its header would.
    func sort(by column: ColumnViewColumn?, descending: Bool) {
        gtk_column_view_sort_by_column(pointer, column?.pointer, descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING)
    }

    /// Whether the user may drag the columns into another order.
    var isReorderable: Bool {
        get { gtk_column_view_get_reorderable(pointer) != 0 }
        nonmutating set { gtk_column_view_set_reorderable(pointer, newValue ? 1 : 0) }
    }

    var showsRowSeparators: Bool {
        get { gtk_column_view_get_show_row_separators(pointer) != 0 }
        nonmutating set { gtk_column_view_set_show_row_separators(pointer, newValue ? 1 : 0) }
    }

    /// Enter or a double click on a row, with its position.
    @discardableResult
    func onActivate(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connectUInt(raw, "activate") { _, position in handler(Int(position)) })
    }
}
