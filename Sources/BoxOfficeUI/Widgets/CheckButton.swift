import CAdw
import CGtk
import GLibSupport

/// A GtkCheckButton: alone (`mnemonic:`), or one choice of a radio action (`joinGroup(of:)` shows it as a radio button).
struct CheckButton: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<GtkCheckButton> { pointer(to: GtkCheckButton.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension CheckButton {
    init(mnemonic label: String) {
        widget = gtk_check_button_new_with_mnemonic(label)
        MnemonicNames.name(widget, label: label)
    }

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
        let id = Signals.connect(raw, "toggled") { w in
            handler(gtk_check_button_get_active(w.assumingMemoryBound(to: GtkCheckButton.self)) != 0)
        }
        return SignalHandler(instance: raw, id: id)
    }
}
