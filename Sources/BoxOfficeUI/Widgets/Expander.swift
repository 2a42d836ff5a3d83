import CAdw
import CGtk

/// A GtkExpander: a title that shows or hides its child when clicked.
struct Expander: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Expander {
    /// A title with a mnemonic ("_Details").
    init(mnemonic title: String) {
        widget = gtk_expander_new_with_mnemonic(title)
        MnemonicNames.name(widget, label: title)
    }

    func setChild(_ child: some TypedWidget) { gtk_expander_set_child(pointer, child.widget) }

    var isExpanded: Bool {
        get { gtk_expander_get_expanded(pointer) != 0 }
        nonmutating set { gtk_expander_set_expanded(pointer, newValue ? 1 : 0) }
    }
}
