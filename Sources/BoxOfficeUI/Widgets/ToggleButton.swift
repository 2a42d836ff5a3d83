import CAdw
import CGtk

/// A GtkToggleButton: pressed in or out.
struct ToggleButton: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<GtkToggleButton> { pointer(to: GtkToggleButton.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ToggleButton {
    /// A choice of a radio action (`SearchAction.kind.with("films")`): pressed in while it is the state.
    init(_ label: String, action: some Actionable) {
        widget = gtk_toggle_button_new_with_label(label)
        Actions.bind(widget, to: action)
    }

    /// An icon toggle bound to an on/off action (`FilmAction.follow`): its tooltip is its accessible name too.
    init(icon: String, tooltip: String, action: some Actionable) {
        widget = gtk_toggle_button_new()
        gtk_button_set_icon_name(widget.raw.assumingMemoryBound(to: GtkButton.self), icon)
        describe(tooltip)
        Actions.bind(widget, to: action)
    }

    var iconName: String? {
        get { Button(unchecked: widget).iconName }
        nonmutating set { Button(unchecked: widget).iconName = newValue }
    }

    var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer) != 0 }
        nonmutating set { gtk_toggle_button_set_active(pointer, newValue ? 1 : 0) }
    }
}
