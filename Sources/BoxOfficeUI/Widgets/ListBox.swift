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

/// A GtkCheckButton standing alone (a check button bound to an action is made as a `Widget`).
struct CheckButton: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<GtkCheckButton> { pointer(to: GtkCheckButton.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension CheckButton {
    init(mnemonic label: String) { widget = gtk_check_button_new_with_mnemonic(label) }

    /// A choice of a radio action (`WinAction.nation.with("korean")`): checked while it is the state.
    init(_ label: String, action: some Actionable) {
        widget = gtk_check_button_new_with_label(label)
        Actions.bind(widget, to: action)
    }

    /// Shown as a radio button, one of `first`'s group.
    func joinGroup(of first: CheckButton) { gtk_check_button_set_group(pointer, first.pointer) }

    var isActive: Bool {
        get { gtk_check_button_get_active(pointer) != 0 }
        nonmutating set { gtk_check_button_set_active(pointer, newValue ? 1 : 0) }
    }

    /// Checked or unchecked, with the new state.
    @discardableResult
    func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandler {
        let id = Signals.connect(raw, "toggled") { w in handler(gtk_check_button_get_active(w.assumingMemoryBound(to: GtkCheckButton.self)) != 0) }
        return SignalHandler(instance: raw, id: id)
    }
}
