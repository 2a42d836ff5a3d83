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
        defer { g_object_unref(item) }  // get_item is transfer full
        return gtk_string_object_get_string(OpaquePointer(item)).map { String(cString: $0) }
    }
}
