import CAdw
import CGtk
import GLibSupport

/// An AdwViewStack: the window's views (박스오피스, 시장), each with a title and an icon for the switchers.
struct ViewStack: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ViewStack {
    init() { widget = adw_view_stack_new() }

    /// The stack takes the (floating) child.
    func add(_ child: some TypedWidget, name: String, title: String, icon: String) {
        _ = adw_view_stack_add_titled(pointer, child.widget, name, title)
        if let page = adw_view_stack_get_page(pointer, child.widget) { adw_view_stack_page_set_icon_name(page, icon) }
    }

    var visibleChildName: String? {
        get { adw_view_stack_get_visible_child_name(pointer).map { String(cString: $0) } }
        nonmutating set { if let newValue { adw_view_stack_set_visible_child_name(pointer, newValue) } }
    }

    /// The shown view changed (a switcher's click, or code).
    @discardableResult
    func onVisibleChildChanged(_ handler: @escaping @MainActor (String?) -> Void) -> SignalHandler {
        let id = Signals.connect1(raw, "notify::visible-child-name") { w, _ in
            handler(adw_view_stack_get_visible_child_name(OpaquePointer(w)).map { String(cString: $0) })
        }
        return SignalHandler(instance: raw, id: id)
    }
}
