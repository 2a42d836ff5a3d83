import CAdw
import CGtk

/// A GListModel a Swift object owns: the object holds the one reference its constructor gave, and
/// drops it in deinit. A model or view that takes a model "transfer full" gets its own reference
/// through `newReference()`, the one place GLib's transfer rules are followed, so no caller counts.
@MainActor
protocol ListModel: AnyObject {
    /// The GListModel (an interface: opaque in Swift).
    var listModel: OpaquePointer { get }
}

extension ListModel {
    var count: Int { Int(g_list_model_get_n_items(listModel)) }

    /// A reference for a constructor that takes ownership of the model it is given.
    func newReference() -> OpaquePointer {
        g_object_ref(listModel.raw)
        return listModel
    }

    /// Passes the model to a call that keeps its own reference (transfer none), keeping this object,
    /// and so the model, alive until the call returns.
    func lend<R>(_ body: (OpaquePointer) -> R) -> R { withExtendedLifetime(self) { body(listModel) } }

    /// The string at `position` of a list of GtkStringObjects (a string list, or a model over one).
    func string(at position: Int) -> String? {
        guard position >= 0, let item = g_list_model_get_item(listModel, guint(position)) else { return nil }
        defer { g_object_unref(item) }   // get_item is transfer full
        return gtk_string_object_get_string(OpaquePointer(item)).map { String(cString: $0) }
    }
}

/// A GtkStringList.
@MainActor
final class StringList: ListModel {
    let listModel: OpaquePointer

    init(_ strings: [String] = []) {
        listModel = withCStrings(strings) { gtk_string_list_new($0) }
    }

    isolated deinit { g_object_unref(listModel.raw) }

    func replaceAll(with strings: [String]) {
        let count = g_list_model_get_n_items(listModel)
        withCStrings(strings) { gtk_string_list_splice(listModel, 0, count, $0) }
    }
}

/// A GtkSingleSelection over another model (which it keeps alive).
@MainActor
final class SingleSelection: ListModel {
    let listModel: OpaquePointer
    /// The model it selects in, kept so the Swift side never outlives what it reads.
    let model: any ListModel

    /// With nothing chosen at first and a choice that can be undone, as the chart's views want.
    init(_ model: some ListModel) {
        self.model = model
        listModel = gtk_single_selection_new(model.newReference())
        gtk_single_selection_set_autoselect(listModel, 0)
        gtk_single_selection_set_can_unselect(listModel, 1)
    }

    isolated deinit { g_object_unref(listModel.raw) }

    /// The selected position, nil when none.
    var selected: Int? {
        let position = gtk_single_selection_get_selected(listModel)
        return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }
}

/// A GtkSortListModel: `model` in the order of `sorter`.
@MainActor
final class SortListModel: ListModel {
    let listModel: OpaquePointer
    let model: any ListModel

    /// `sorter` is borrowed (a column view's own): the sort model takes a reference of its own.
    init(_ model: some ListModel, sorter: UnsafeMutablePointer<GtkSorter>) {
        self.model = model
        g_object_ref(sorter)   // gtk_sort_list_model_new takes it (transfer full)
        listModel = gtk_sort_list_model_new(model.newReference(), sorter)
    }

    isolated deinit { g_object_unref(listModel.raw) }
}
