import CAdw
import CGtk

/// An AdwSqueezer: shows the first of its children that fits the width it is given.
struct Squeezer: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Squeezer {
    /// No transition between the children, centred.
    init() {
        widget = adw_squeezer_new()
        adw_squeezer_set_transition_type(pointer, ADW_SQUEEZER_TRANSITION_TYPE_NONE)
        adw_squeezer_set_xalign(pointer, 0.5)
    }

    /// After the children already there: tried when they do not fit.
    func add(_ child: some TypedWidget) { _ = adw_squeezer_add(pointer, child.widget) }

    var visibleChild: Widget? { adw_squeezer_get_visible_child(pointer) }
}
