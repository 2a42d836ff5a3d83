import CAdw
import CGtk

/// The app's few style rules. Colours come from libadwaita's named colours so dark mode works.
@MainActor
enum StyleSheet {
    static let css = """
        .rank-number { font-weight: 800; font-size: 1.25em; font-feature-settings: "tnum"; }
        .rank-badge { font-weight: 700; font-size: 0.85em; border-radius: 6px; padding: 2px 6px; }
        .trend-up { color: @error_color; }
        .trend-down { color: @accent_color; }
        .trend-new { color: @error_color; background: alpha(@error_color, 0.12); }
        .trend-same { color: alpha(currentColor, 0.55); }
        .numeric { font-feature-settings: "tnum"; }
        .share { font-weight: 600; }
        .chart-list > row { border-bottom: 1px solid alpha(currentColor, 0.08); }
        .chart-card { border-radius: 12px; }
        .card-poster { border-radius: 8px; }
        .card-title { min-height: 3em; }
        .card-rank-line { min-height: 2em; }
        .poster-placeholder { background: alpha(@accent_bg_color, 0.25); border-radius: 8px; }
        .placeholder-title { font-weight: 700; }
        .poster-frame { border-radius: 12px; }
        .detail-title { font-size: 1.6em; font-weight: 800; }
        .sample-bar { padding: 6px 12px; background: alpha(@warning_color, 0.18); }
        .offline-bar { padding: 6px 12px; background: alpha(@error_color, 0.15); }
        .data-note { padding: 4px 12px; }
        .chart-table > header > button > box { border-spacing: 2px; }
        /* Fifteen columns at 920 px: cells as narrow as their figures, so the title keeps its room. */
        .chart-table > header > button, .chart-table > listview > row > cell { padding-left: 4px; padding-right: 4px; }
        /* The arrow takes room only in the sorted column, so the headers fit a 1280 px window. */
        .chart-table > header > button sort-indicator:not(.ascending):not(.descending) { min-width: 0; -gtk-icon-size: 0; }
        calendar > grid > label.day-number.in-period { background: alpha(@accent_bg_color, 0.22); border-radius: 6px; }
        calendar > grid > label.day-number.saved { box-shadow: inset 0 -2px alpha(@accent_color, 0.75); }
        .segment-label { color: @accent_color; font-weight: 600; margin-left: 6px; margin-right: 2px; }
        .chart-totals { padding: 4px 12px; border-top: 1px solid alpha(currentColor, 0.08); }
        .market-content { padding: 18px 12px 24px 12px; }
        .market-figure { padding: 10px 14px; }
        .market-gap-box { padding: 8px 8px 8px 14px; }
        .market-year-to-date { margin-top: 2px; }
        /* A drawing area has no focus ring of its own: the market's chart shows where the keyboard is. */
        .market-chart:focus-visible { outline: 2px solid alpha(@accent_color, 0.6); outline-offset: 2px; border-radius: 6px; }
        .kind-bar { padding: 6px; border-bottom: 1px solid alpha(currentColor, 0.08); }
        /* 360 px: "Daily Weekend Week Weekdays" with tighter buttons fits beside nothing else. */
        .kind-bar.compact { padding-left: 4px; padding-right: 4px; }
        .kind-bar.compact > .kind-switch > button { padding-left: 6px; padding-right: 6px; }
        /* The date's arrows and button a little closer, for a weekly range beside three window buttons. */
        .date-navigation.compact > button { min-width: 20px; padding-left: 2px; padding-right: 2px; }
        /* The date and the market's period sit in a stack between the arrows. */
        .date-navigation.compact > stack > menubutton > button { padding-left: 2px; padding-right: 2px; }
        /* Narrow: no drop-down arrow (the title itself opens the calendar or the years), so the day and its year keep their room. */
        .date-navigation.compact > stack > menubutton > button arrow { min-width: 0; -gtk-icon-size: 0; }
        .filter-button.filtered > button { color: @accent_color; font-weight: 600; }
        """

    static func install() {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), cast(provider),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider.raw)
    }
}
