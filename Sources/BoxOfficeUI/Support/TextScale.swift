import CAdw
import CGtk
import GLibSupport

/// GNOME's text scaling (Large Text, or any Xft DPI above 96): a window's width measured in text, so a window at
/// 200 % text takes the forms a window half as wide would (a layout's breakpoints are in 100 % text's pixels).
@MainActor
enum TextScale {
    /// The text's size against 100 % (96 DPI), never below 1.
    static var factor: Double {
        guard let settings = gtk_settings_get_default() else { return 1 }
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        defer { g_value_unset(&value) }
        g_object_get_property(
            UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-xft-dpi", &value)
        let dpi = g_value_get_int(&value)  // 1024 × DPI; -1 when unset
        return dpi > 0 ? max(1, Double(dpi) / (96 * 1024)) : 1
    }

    /// `width` (pixels) is narrower than `breakpoint` (pixels at 100 % text) at the current text size.
    static func narrower(_ width: Int, than breakpoint: Int) -> Bool { Double(width) < Double(breakpoint) * factor }

    /// Runs `action` when the text size changes (Large Text switched on or off: GNOME's settings daemon sets
    /// the Xft DPI, which GtkSettings' gtk-xft-dpi follows), until `window` goes. GTK lays the text out again by
    /// itself; the forms chosen by width (`narrower`) need this, as no resize comes.
    static func onChange(until window: Widget, _ action: @escaping @MainActor () -> Void) {
        guard let settings = gtk_settings_get_default() else { return }
        let object = UnsafeMutableRawPointer(settings)
        let id = Signals.connect1(object, "notify::gtk-xft-dpi") { _, _ in action() }
        Lifetime.onDestroy(window) { g_signal_handler_disconnect(object, id) }
    }
}
