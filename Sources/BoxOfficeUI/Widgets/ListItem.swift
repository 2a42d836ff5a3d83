import CAdw
import CGtk

/// A GtkListItem a list item factory hands to its signals: the row (or cell) of a list, a grid or a
/// column view, holding the widget the factory made for it.
struct ListItem {
    let pointer: OpaquePointer

    /// The list item a factory's "setup", "bind" or "unbind" signal carries.
    init(_ raw: UnsafeMutableRawPointer) { pointer = OpaquePointer(raw) }
}

@MainActor
extension ListItem {
    /// The list item takes a (floating) child and owns it.
    var child: Widget? {
        get { gtk_list_item_get_child(pointer) }
        nonmutating set { gtk_list_item_set_child(pointer, newValue) }
    }

    var position: Int { Int(gtk_list_item_get_position(pointer)) }

    /// The item's string, when the model's items are GtkStringObjects.
    var string: String? {
        guard let item = gtk_list_item_get_item(pointer) else { return nil }
        return gtk_string_object_get_string(OpaquePointer(item)).map { String(cString: $0) }
    }

    /// Attaches `object` to the list item, which owns it from here and releases it when finalized.
    func attach(_ object: AnyObject, key: String) {
        g_object_set_data_full(object_, key, Unmanaged.passRetained(object).toOpaque()) { data in
            if let data { Unmanaged<AnyObject>.fromOpaque(data).release() }
        }
    }

    /// The object attached under `key`, if it is a `T`.
    func attached<T: AnyObject>(key: String, as: T.Type) -> T? {
        guard let data = g_object_get_data(object_, key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? T
    }

    private var object_: UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GObject.self)
    }
}
