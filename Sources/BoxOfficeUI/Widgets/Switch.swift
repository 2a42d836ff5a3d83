import CAdw
import CGtk
import GLibSupport

/// A GtkSwitch: on or off.
struct Switch: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { OpaquePointer(widget) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Switch {
    init() { widget = gtk_switch_new() }

    var isActive: Bool {
        get { gtk_switch_get_active(pointer) != 0 }
        nonmutating set { gtk_switch_set_active(pointer, newValue ? 1 : 0) }
    }

    /// Switched by the user (a click, Space, or its row activated), with the new position.
    @discardableResult
    func onSwitched(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandler {
        let id = Signals.connect1(raw, "notify::active") { w, _ in handler(gtk_switch_get_active(OpaquePointer(w)) != 0)
        }
        return SignalHandler(instance: raw, id: id)
    }
}
