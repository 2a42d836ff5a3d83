import CAdw
import CGtk

/// A label cut with "…" shows its whole text in a tooltip; a label shown whole has none (a tooltip that
/// repeats what is on screen only covers the row under it). The tooltip holds its own label: one line
/// for a short title (GTK's text tooltip broke "교회오빠" in two), wrapped between words past 40 characters.
@MainActor
enum CutText {
    /// The label's whole text while its layout is cut, nil while it is shown whole.
    static func tooltip(for label: Label) -> String? {
        label.isEllipsized ? label.text : nil
    }

    /// Short texts never wrap; long ones wrap between words at 40 characters.
    static func tooltipLabel(_ text: String) -> Label {
        let label = Label(text, xalign: 0.5)  // GTK's own centring
        if text.count > 40 {
            label.wraps = true
            label.wrapMode = PANGO_WRAP_WORD
            label.maxWidthChars = 40
        }
        return label
    }

    /// Asks `label` at each hover whether it is cut (its width changes with the window, its text with
    /// the row it is bound to), so no tooltip text is ever stored on it.
    static func tooltipWhenCut(_ label: Label) {
        label.hasTooltip = true
        // GtkWidget::query-tooltip(widget, x, y, keyboard_mode, tooltip): needs no state, so no user data.
        let thunk: @convention(c) (gpointer?, Int32, Int32, gboolean, OpaquePointer?, gpointer?) -> gboolean = {
            label, _, _, _, tooltip, _ in
            nonisolated(unsafe) let label = label!
            nonisolated(unsafe) let tooltip = tooltip
            return MainActor.assumeIsolated {
                guard let text = CutText.tooltip(for: Label(unchecked: widget(label))) else { return 0 }
                gtk_tooltip_set_custom(tooltip, CutText.tooltipLabel(text).widget)  // the tooltip takes the new label
                return 1
            }
        }
        g_signal_connect_data(
            label.raw, "query-tooltip", unsafeBitCast(thunk, to: GCallback.self), nil, nil, GConnectFlags(0))
    }
}
