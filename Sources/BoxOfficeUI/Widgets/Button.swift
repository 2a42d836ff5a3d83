import CAdw
import CGtk
import GLibSupport

/// A GtkButton (its subclasses have their own: `ToggleButton`, `MenuButton`; a check button is a `CheckButton`).
struct Button: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<GtkButton> { widget.raw.assumingMemoryBound(to: GtkButton.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Button {
    /// A button with a mnemonic label ("_Try Again"), bound to `action` if given.
    init(_ label: String, action: (any Actionable)? = nil, classes: [String] = []) {
        widget = gtk_button_new_with_mnemonic(label)
        MnemonicNames.name(widget, label: label)
        if let action { Actions.bind(widget, to: action) }
        for name in classes { addCSSClass(name) }
    }

    /// An icon button: its tooltip is its accessible name too.
    init(icon: String, tooltip: String, action: (any Actionable)? = nil) {
        widget = gtk_button_new_from_icon_name(icon)
        describe(tooltip)
        if let action { Actions.bind(widget, to: action) }
    }

    var iconName: String? {
        get { gtk_button_get_icon_name(pointer).map { String(cString: $0) } }
        nonmutating set { gtk_button_set_icon_name(pointer, newValue) }
    }

    var label: String? {
        get { gtk_button_get_label(pointer).map { String(cString: $0) } }
        nonmutating set { gtk_button_set_label(pointer, newValue) }
    }

    @discardableResult
    func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connect(raw, "clicked") { _ in handler() })
    }
}
