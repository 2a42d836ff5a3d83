import CAdw
import CGtk

/// An AdwToastOverlay: its child, with toasts shown over it.
struct ToastOverlay: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ToastOverlay {
    init() { widget = adw_toast_overlay_new() }

    func setChild(_ child: some TypedWidget) { adw_toast_overlay_set_child(pointer, child.widget) }

    /// Shows `message` (plain text) for `seconds`.
    func show(_ message: String, seconds: UInt32) {
        let toast = adw_toast_new(Markup.escape(message))!
        adw_toast_set_timeout(toast, seconds)
        adw_toast_overlay_add_toast(pointer, toast)  // takes the reference
    }
}
