import CAdw
import CGtk
import GLibSupport

/// A GtkDropDown over a list of strings.
struct DropDown: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension DropDown {
    init(_ strings: [String] = []) {
        widget = gtk_drop_down_new(nil, nil)
        setStrings(strings)
    }

    /// Replaces the choices; the drop-down holds the only reference to the new list.
    func setStrings(_ strings: [String]) {
        withCStrings(strings) { array in
            let list = gtk_string_list_new(array)
            gtk_drop_down_set_model(pointer, list)
            g_object_unref(list?.raw)   // ours from gtk_string_list_new; the drop-down keeps its own
        }
    }

    /// The chosen position (`GTK_INVALID_LIST_POSITION` when none).
    var selected: UInt32 {
        get { gtk_drop_down_get_selected(pointer) }
        nonmutating set { gtk_drop_down_set_selected(pointer, newValue) }
    }

    /// A new choice, with its position.
    @discardableResult
    func onSelected(_ handler: @escaping @MainActor (UInt32) -> Void) -> SignalHandler {
        let id = Signals.connect1(raw, "notify::selected") { w, _ in handler(gtk_drop_down_get_selected(OpaquePointer(w))) }
        return SignalHandler(instance: raw, id: id)
    }
}
