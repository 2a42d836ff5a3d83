import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// How a run's line is stroked when two are compared: this film solid, thick and in the accent colour; the
/// other dashed, thinner and in the text colour. The dash tells them apart without colour (and in grey print).
enum RunLineStyle: Int {
    case solid = 1, dashed = 2

    /// The theme's text and accent colours for `w` (the accent falls back to Adwaita's blue).
    @MainActor static func colours(_ w: Widget) -> (fg: GdkRGBA, accent: GdkRGBA) {
        let context = gtk_widget_get_style_context(w)
        var fg = GdkRGBA()
        var accent = GdkRGBA()
        gtk_style_context_get_color(context, &fg)
        if gtk_style_context_lookup_color(context, "accent_bg_color", &accent) == 0 {
            accent = GdkRGBA(red: 0.21, green: 0.52, blue: 0.89, alpha: 1)
        }
        return (fg, accent)
    }

    /// Sets `cr`'s source, width and dash for this line.
    func apply(_ cr: OpaquePointer, fg: GdkRGBA, accent: GdkRGBA) {
        switch self {
        case .solid:
            cairo_set_source_rgba(cr, Double(accent.red), Double(accent.green), Double(accent.blue), 1)
            cairo_set_line_width(cr, 3)
            cairo_set_dash(cr, nil, 0, 0)
        case .dashed:
            cairo_set_source_rgba(cr, Double(fg.red), Double(fg.green), Double(fg.blue), 0.6)
            cairo_set_line_width(cr, 2)
            var dashes: [Double] = [5, 4]
            cairo_set_dash(cr, &dashes, 2, 0)
        }
    }
}
