import CAdw
import CGtk

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
}
