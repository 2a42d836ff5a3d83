import CAdw
import CGtk

/// An AdwClamp: its child no wider than a maximum, centred.
struct Clamp: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Clamp {
    init(maximum: Int32, _ child: (any TypedWidget)? = nil) {
        widget = adw_clamp_new()
        self.maximum = maximum
        if let child { setChild(child) }
    }

    var maximum: Int32 {
        get { adw_clamp_get_maximum_size(pointer) }
        nonmutating set { adw_clamp_set_maximum_size(pointer, newValue) }
    }

    func setChild(_ child: some TypedWidget) { adw_clamp_set_child(pointer, child.widget) }
}
