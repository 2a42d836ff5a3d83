import CAdw
import CGtk

/// A label cut with "…" shows its whole text in a tooltip; a label shown whole has none (a tooltip that
/// repeats what is on screen only covers the row under it). The tooltip holds its own label: one line
/// for a short title (GTK's text tooltip broke "교회오빠" in two), wrapped between words past 40 characters.
@MainActor
enum CutText {
    /// The label's whole text while its layout is cut, nil while it is shown whole.
    static func tooltip(for label: Widget) -> String? {
        guard pango_layout_is_ellipsized(gtk_label_get_layout(cast(label))) != 0 else { return nil }
        return String(cString: gtk_label_get_text(cast(label)))
    }

    /// Short texts never wrap; long ones wrap between words at 40 characters.
    static func tooltipLabel(_ text: String) -> Widget {
        let label = gtk_label_new(text)!
        if text.count > 40 {
            gtk_label_set_wrap(cast(label), 1)
            gtk_label_set_wrap_mode(cast(label), PANGO_WRAP_WORD)
            gtk_label_set_max_width_chars(cast(label), 40)
        }
        return label
    }

    /// Asks `label` at each hover whether it is cut (its width changes with the window, its text with
    /// the row it is bound to), so no tooltip text is ever stored on it.
    static func tooltipWhenCut(_ label: Widget) {
        gtk_widget_set_has_tooltip(label, 1)
        // GtkWidget::query-tooltip(widget, x, y, keyboard_mode, tooltip): needs no state, so no user data.
        let thunk: @convention(c) (gpointer?, Int32, Int32, gboolean, OpaquePointer?, gpointer?) -> gboolean = { label, _, _, _, tooltip, _ in
            nonisolated(unsafe) let label = label!
            nonisolated(unsafe) let tooltip = tooltip
            return MainActor.assumeIsolated {
                guard let text = CutText.tooltip(for: widget(label)) else { return 0 }
                gtk_tooltip_set_custom(tooltip, CutText.tooltipLabel(text))   // the tooltip takes the new label
                return 1
            }
        }
        g_signal_connect_data(label.raw, "query-tooltip", unsafeBitCast(thunk, to: GCallback.self), nil, nil, GConnectFlags(0))
    }
}
