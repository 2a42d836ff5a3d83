import CAdw
import CGtk

/// An AdwViewSwitcher: the header's buttons for a `ViewStack`'s views, icon and title side by side.
struct ViewSwitcher: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ViewSwitcher {
    init(stack: ViewStack) {
        widget = adw_view_switcher_new()
        adw_view_switcher_set_policy(pointer, ADW_VIEW_SWITCHER_POLICY_WIDE)
        adw_view_switcher_set_stack(pointer, stack.pointer)
    }
}

/// An AdwViewSwitcherBar: the same buttons at the bottom of a narrow window, where the header has no room.
struct ViewSwitcherBar: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ViewSwitcherBar {
    init() { widget = adw_view_switcher_bar_new() }

    func setStack(_ stack: ViewStack) { adw_view_switcher_bar_set_stack(pointer, stack.pointer) }

    var reveals: Bool {
        get { adw_view_switcher_bar_get_reveal(pointer) != 0 }
        nonmutating set { adw_view_switcher_bar_set_reveal(pointer, newValue ? 1 : 0) }
    }
}
