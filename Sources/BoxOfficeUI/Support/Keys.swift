import CAdw
import CGtk
import GLibSupport

/// Key handling GTK 4.8 lacks: a key controller that sees keys before the focused child does, and
/// one Tab stop for a list (4.12's `gtk_list_view_set_tab_behavior` is not available; upstream:
/// https://docs.gtk.org/gtk4/method.ListView.set_tab_behavior.html).
@MainActor
enum Keys {
    /// Calls `handler` for keys pressed while the focus is in `w`, before its children see them;
    /// returning true consumes the key. The widget owns the controller.
    static func intercept(_ w: Widget, _ handler: @escaping Signals.KeyHandler) {
        guard let controller = gtk_event_controller_key_new() else { return }
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signals.connectKeyPressed(controller.raw, handler)
        gtk_widget_add_controller(w, controller)
    }

    /// Tab and Shift+Tab leave `list` from whichever row has the focus; arrows still move within it.
    static func singleTabStop(_ list: Widget) {
        intercept(list) { keyval, modifiers in
            let tab = keyval == UInt32(GDK_KEY_Tab) || keyval == UInt32(GDK_KEY_KP_Tab)
            guard tab || keyval == UInt32(GDK_KEY_ISO_Left_Tab), let root = list.root else { return false }
            let backward = keyval == UInt32(GDK_KEY_ISO_Left_Tab) || modifiers & GDK_SHIFT_MASK.rawValue != 0
            // For this one move the list refuses focus, so the window's focus chain steps over it.
            gtk_widget_set_can_focus(list, 0)
            root.moveFocus(backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD)
            gtk_widget_set_can_focus(list, 1)
            return true
        }
    }
}
