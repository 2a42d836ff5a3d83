import CAdw
import CGtk

/// A GtkColumnViewColumn: its header's title and the factory making its cells. It owns one reference
/// (a `ColumnView` it is appended to keeps its own).
@MainActor
final class ColumnViewColumn {
    let pointer: OpaquePointer

    /// Takes `factory` (transfer full).
    init(title: String, factory: OpaquePointer) {
        pointer = gtk_column_view_column_new(title, factory)
    }

    isolated deinit { g_object_unref(pointer.raw) }

    /// Takes `sorter`: the column holds it from here (transfer full, as GTK's constructors take theirs).
    func setSorter(taking sorter: OpaquePointer) {
        gtk_column_view_column_set_sorter(pointer, sorter.raw.assumingMemoryBound(to: GtkSorter.self))
        g_object_unref(sorter.raw)
    }

    /// The user may drag its edge.
    var isResizable: Bool {
        get { gtk_column_view_column_get_resizable(pointer) != 0 }
        set { gtk_column_view_column_set_resizable(pointer, newValue ? 1 : 0) }
    }

    /// It takes the width left over.
    var expands: Bool {
        get { gtk_column_view_column_get_expand(pointer) != 0 }
        set { gtk_column_view_column_set_expand(pointer, newValue ? 1 : 0) }
    }
}
