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
            g_object_unref(list?.raw)  // ours from gtk_string_list_new; the drop-down keeps its own
        }
    }

    /// The choices it lists (a list of strings, as `setStrings` makes).
    var strings: [String] {
        guard let list = gtk_drop_down_get_model(pointer) else { return [] }
        return (0..<g_list_model_get_n_items(list)).map { position in
            guard let item = g_list_model_get_item(list, position) else { return "" }
            defer { g_object_unref(item) }  // get_item is transfer full
            return gtk_string_object_get_string(OpaquePointer(item)).map { String(cString: $0) } ?? ""
        }
    }

    /// How many choices it lists.
    var count: Int { gtk_drop_down_get_model(pointer).map { Int(g_list_model_get_n_items($0)) } ?? 0 }

    /// `name` on its inner button too, which takes the keyboard and which GTK 4.8 reads by its type name.
    func nameButton(_ name: String) { firstChild?.setOnlyName(name) }

    /// A search field in its list, matching the strings.
    func enableSearch() {
        let expression = gtk_property_expression_new(boxoffice_type_string_object(), nil, "string")
        gtk_drop_down_set_expression(pointer, expression)  // transfer none
        gtk_expression_unref(expression)
        gtk_drop_down_set_enable_search(pointer, 1)
    }

    /// How the chosen item shows in the button (`list`: false) or each item in the open list (true).
    /// `factory` is a new reference (an `ItemFactory`'s); the drop-down keeps its own and ours goes here.
    func setFactory(_ factory: OpaquePointer, list: Bool) {
        list ? gtk_drop_down_set_list_factory(pointer, factory) : gtk_drop_down_set_factory(pointer, factory)
        g_object_unref(factory.raw)
    }

    /// The chosen position (`GTK_INVALID_LIST_POSITION` when none).
    var selected: UInt32 {
        get { gtk_drop_down_get_selected(pointer) }
        nonmutating set { gtk_drop_down_set_selected(pointer, newValue) }
    }

    /// A new choice, with its position.
    @discardableResult
    func onSelected(_ handler: @escaping @MainActor (UInt32) -> Void) -> SignalHandler {
        let id = Signals.connect1(raw, "notify::selected") { w, _ in
            handler(gtk_drop_down_get_selected(OpaquePointer(w)))
        }
        return SignalHandler(instance: raw, id: id)
    }
}
