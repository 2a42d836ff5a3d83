import CAdw
import CGtk
import GLibSupport

/// Small constructors for the widgets the screens are made of; every interactive one gets a tooltip
/// and an accessible name.
@MainActor
enum Build {
    static func label(_ text: String = "", classes: [String] = [], xalign: Float = 0, wrap: Bool = false,
                      selectable: Bool = false) -> Widget {
        let l = gtk_label_new(text)!
        gtk_label_set_xalign(cast(l), xalign)
        if wrap {
            gtk_label_set_wrap(cast(l), 1)
            gtk_label_set_wrap_mode(cast(l), PANGO_WRAP_WORD_CHAR)
        }
        if selectable { gtk_label_set_selectable(cast(l), 1) }
        for c in classes { gtk_widget_add_css_class(l, c) }
        return l
    }

    /// A wrapping label cut to at most `lines` lines, the last ending in "…". Such a label with no width
    /// of its own measures wrong in GTK 4.8 when asked for its width at a given height (as a centred
    /// frame or a card asks): its minimum is the width of "…", but its natural width is the narrowest
    /// that fits the height, one glyph when the height is ample, and GTK warns "reported min width 13
    /// and natural width 12". A minimum width in characters is where both of its searches start, so the
    /// natural width is never below the minimum. Six characters fit every frame these labels sit in.
    static func limitLines(_ label: Widget, _ lines: Int32) {
        gtk_label_set_lines(cast(label), lines)
        gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_END)
        gtk_label_set_width_chars(cast(label), 6)
    }

    static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, classes: [String] = [], _ children: [any TypedWidget] = []) -> Widget {
        Box(orientation, spacing: spacing, classes: classes, children).widget
    }

    static func iconButton(_ icon: String, tooltip: String, action: (any Actionable)? = nil) -> Widget {
        let b = gtk_button_new_from_icon_name(icon)!
        describe(b, tooltip: tooltip)
        if let action { Actions.bind(b, to: action) }
        return b
    }

    static func button(_ text: String, action: (any Actionable)? = nil, classes: [String] = []) -> Widget {
        let b = gtk_button_new_with_mnemonic(text)!
        if let action { Actions.bind(b, to: action) }
        for c in classes { gtk_widget_add_css_class(b, c) }
        return b
    }

    /// Tooltip plus the same words as the accessible name; nothing when they are already these (an
    /// accessible name set again is sent to screen readers again).
    static func describe(_ w: some TypedWidget, tooltip: String) {
        if w.tooltip == tooltip { return }
        w.tooltip = tooltip
        w.setAccessibleLabel(tooltip)
    }

    /// Takes `button`'s tooltip away while `popover` is open and gives it back when it closes: shown
    /// under the pointer that just opened the popover, it covered the popover's first row (the menu's
    /// first item, the calendar's month). The accessible name stays.
    static func tooltipAsideWhileOpen(_ button: Widget, _ popover: Widget) {
        final class Kept { var tooltip: String? }
        let kept = Kept()
        Signals.connect(popover.raw, "show") { _ in
            guard let current = gtk_widget_get_tooltip_text(button) else { return }
            kept.tooltip = String(cString: current)
            gtk_widget_set_tooltip_text(button, nil)   // and has-tooltip false
        }
        Signals.connect(popover.raw, "closed") { _ in
            if let tooltip = kept.tooltip, gtk_widget_get_tooltip_text(button) == nil { gtk_widget_set_tooltip_text(button, tooltip) }
            kept.tooltip = nil
        }
    }

    /// A menu button's label, set only when it changes: GTK 4.8 makes a new label and arrow each time.
    static func setLabel(_ menuButton: Widget, _ text: String) {
        if let current = gtk_menu_button_get_label(cast(menuButton)), String(cString: current) == text { return }
        gtk_menu_button_set_label(cast(menuButton), text)
    }

    static func margins(_ w: Widget, _ all: Int32) {
        gtk_widget_set_margin_top(w, all); gtk_widget_set_margin_bottom(w, all)
        gtk_widget_set_margin_start(w, all); gtk_widget_set_margin_end(w, all)
    }

    /// A menu button whose popover (or menu) `build` makes when the button first opens, keeping it off
    /// the launch path; GTK calls it at every opening, so `build` returns at once when it has built.
    static func buildOnOpen(_ menuButton: Widget, _ build: @escaping @MainActor () -> Void) {
        gtk_menu_button_set_create_popup_func(cast(menuButton), { _, data in
            MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data!).call() }
        }, ClosureBox<@MainActor () -> Void>(build).retainedPointer(), ClosureBox<@MainActor () -> Void>.destroyNotify)
    }

    static func scrolled(_ child: Widget?) -> Widget {
        let s = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(cast(s), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cast(s), child)
        gtk_widget_set_vexpand(s, 1)
        return s
    }
}
