import CAdw
import CGtk
import GLibSupport

/// A GtkListBox: rows made one by one (search results, a filmography).
struct ListBox: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ListBox {
    /// Rows are activated, never selected (GNOME's boxed lists of links).
    init(classes: [String] = []) {
        widget = gtk_list_box_new()
        gtk_list_box_set_selection_mode(pointer, GTK_SELECTION_NONE)
        for name in classes { addCSSClass(name) }
    }

    /// The list takes a (floating) row; anything but a GtkListBoxRow is wrapped in one.
    func append(_ row: some TypedWidget) { gtk_list_box_append(pointer, row.widget) }

    func row(at index: Int) -> Widget? {
        gtk_list_box_get_row_at_index(pointer, Int32(index)).map { $0.raw.assumingMemoryBound(to: GtkWidget.self) }
    }

    func remove(_ row: some TypedWidget) { gtk_list_box_remove(pointer, row.widget) }

    /// gtk_list_box_remove_all is 4.12.
    func removeAll() {
        while let row = row(at: 0) { gtk_list_box_remove(pointer, row) }
    }

    /// A row activated (Enter or a click), with its index.
    @discardableResult
    func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandler {
        let id = Signals.connect1(raw, "row-activated") { _, row in
            guard let row else { return }
            handler(Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))))
        }
        return SignalHandler(instance: raw, id: id)
    }
}
