import CAdw
import CGtk

/// A GtkSpinner (libadwaita 1.2 has none of its own).
struct Spinner: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Spinner {
    init() { widget = gtk_spinner_new() }

    /// Spinning or still; visibility is the caller's (`isShownWhileActive` does both).
    var isSpinning: Bool {
        get { gtk_spinner_get_spinning(pointer) != 0 }
        nonmutating set { newValue ? gtk_spinner_start(pointer) : gtk_spinner_stop(pointer) }
    }

    /// Spins and shows, or stops and hides.
    var isActive: Bool {
        get { isSpinning && isVisible }
        nonmutating set {
            isVisible = newValue
            isSpinning = newValue
        }
    }
}
