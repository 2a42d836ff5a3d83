import CAdw
import CGtk

/// A GtkSortListModel: `model` in the order of `sorter`.
@MainActor
final class SortListModel: ListModel {
    let listModel: OpaquePointer
    let model: any ListModel

    /// `sorter` is borrowed (a column view's own): the sort model takes a reference of its own.
    init(_ model: some ListModel, sorter: UnsafeMutablePointer<GtkSorter>) {
        self.model = model
        g_object_ref(sorter)  // gtk_sort_list_model_new takes it (transfer full)
        listModel = gtk_sort_list_model_new(model.newReference(), sorter)
    }

    isolated deinit { g_object_unref(listModel.raw) }
}
