import CAdw
import CGtk

/// The colours the drawn charts use, from the style sheet's named colours (`style.css`; `style-hc.css` replaces
/// them under high contrast, where each reaches 3:1 against the background for marks and 4.5:1 for text). A
/// colour the style sheet does not name falls back to the theme's text or accent colour at the opacity
/// `style.css` gives it.
struct ChartColours {
    /// The text colour (its own alpha ignored) and the accent: the film's solid line, the shown bar.
    let fg: GdkRGBA
    let accent: GdkRGBA
    /// The other bars, the weekends' bands, the labels, the faint rules, the day in focus (and the day shown
    /// without focus), the other film's or last year's dashed line.
    let bar, band, text, grid, outline, shown, line: GdkRGBA
    /// A missing day's hatching; the forecast's range, its median and the similar runs' lines.
    let hatch, range, median, similar: GdkRGBA

    @MainActor static func of(_ w: Widget) -> ChartColours {
        let context = gtk_widget_get_style_context(w)
        var fg = GdkRGBA()
        gtk_style_context_get_color(context, &fg)
        func named(_ name: String, _ fallback: GdkRGBA) -> GdkRGBA {
            var colour = GdkRGBA()
            return gtk_style_context_lookup_color(context, name, &colour) != 0 ? colour : fallback
        }
        func faded(_ c: GdkRGBA, _ alpha: Float) -> GdkRGBA {
            GdkRGBA(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
        }
        let accent = named("accent_bg_color", GdkRGBA(red: 0.21, green: 0.52, blue: 0.89, alpha: 1))
        return ChartColours(
            fg: fg, accent: accent, bar: named("chart_bar_color", faded(accent, 0.7)),
            band: named("chart_band_color", faded(fg, 0.06)), text: named("chart_text_color", faded(fg, 0.6)),
            grid: named("chart_grid_color", faded(fg, 0.12)), outline: named("chart_outline_color", faded(fg, 0.9)),
            shown: named("chart_shown_color", faded(fg, 0.4)), line: named("chart_line_color", faded(fg, 0.6)),
            hatch: named("chart_hatch_color", faded(fg, 0.22)), range: named("chart_range_color", faded(accent, 0.22)),
            median: named("chart_median_color", faded(accent, 0.9)),
            similar: named("chart_similar_color", faded(fg, 0.25)))
    }
}

extension GdkRGBA {
    /// Sets `cr`'s source to this colour with its own alpha.
    func paint(_ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, Double(red), Double(green), Double(blue), Double(alpha))
    }
}
