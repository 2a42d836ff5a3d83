import CAdw
import CGtk

/// A GtkScrolledWindow: its child scrolls vertically (sideways only when asked), and it takes the height there is.
struct ScrolledWindow: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ScrolledWindow {
    /// `sideways`: a child wider than the window scrolls sideways too, rather than force the window wider.
    init(_ child: (any TypedWidget)? = nil, sideways: Bool = false) {
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(
            pointer, sideways ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        if let child { setChild(child) }
        expandsVertically = true
    }

    func setChild(_ child: some TypedWidget) { gtk_scrolled_window_set_child(pointer, child.widget) }

    /// The viewport GTK puts around a child that does not scroll itself gives it its minimum height by
    /// default; natural: every part whole.
    func useNaturalHeight() {
        if let viewport = gtk_scrolled_window_get_child(pointer) {
            gtk_scrollable_set_vscroll_policy(OpaquePointer(viewport), GTK_SCROLL_NATURAL)
        }
    }

    /// Where the vertical scroll is (0: the top).
    var verticalPosition: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(pointer)) }
        nonmutating set { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(pointer), newValue) }
    }
}
