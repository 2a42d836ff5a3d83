import CAdw
import CGtk
import GLibSupport

/// A GtkSpinButton: a number typed or stepped.
struct SpinButton: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension SpinButton {
    init(range: ClosedRange<Double>, step: Double) {
        widget = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)
    }

    var value: Double {
        get { gtk_spin_button_get_value(pointer) }
        nonmutating set { gtk_spin_button_set_value(pointer, newValue) }
    }

    /// A new value, rounded to a whole number.
    @discardableResult
    func onValueChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandler {
        let id = Signals.connect(raw, "value-changed") { w in
            handler(Int(gtk_spin_button_get_value_as_int(OpaquePointer(w))))
        }
        return SignalHandler(instance: raw, id: id)
    }
}
