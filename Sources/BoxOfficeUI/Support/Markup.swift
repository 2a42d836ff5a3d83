import CAdw
import CGtk

/// Some libadwaita 1.2 properties are Pango markup (row titles and subtitles, status page and group
/// descriptions, toast titles). Text from outside — a title, an API's message — goes through here first,
/// so "&" and "<" are shown as they are instead of blanking the label.
enum Markup {
    static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
