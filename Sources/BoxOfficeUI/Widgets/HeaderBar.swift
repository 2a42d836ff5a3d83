import CAdw
import CGtk

/// An AdwHeaderBar: a window's title bar, with widgets at its ends.
struct HeaderBar: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension HeaderBar {
    init() { widget = adw_header_bar_new() }

    func setTitleWidget(_ title: some TypedWidget) { adw_header_bar_set_title_widget(pointer, title.widget) }
    func packStart(_ child: some TypedWidget) { adw_header_bar_pack_start(pointer, child.widget) }
    func packEnd(_ child: some TypedWidget) { adw_header_bar_pack_end(pointer, child.widget) }

    /// The close button (and any others the desktop puts at the end).
    var showsEndTitleButtons: Bool {
        get { adw_header_bar_get_show_end_title_buttons(pointer) != 0 }
        nonmutating set { adw_header_bar_set_show_end_title_buttons(pointer, newValue ? 1 : 0) }
    }
}
