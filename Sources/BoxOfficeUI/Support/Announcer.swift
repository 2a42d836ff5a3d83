import CAdw
import CGtk
import GLibSupport

/// Says what finished while the keyboard stayed where it was (a chart loaded after ← on the day's arrow, a fill
/// ended). GTK 4.8 has no announce call (`gtk_accessible_announce` is 4.14) and no live regions (no
/// `aria-live` among its accessible properties, and its AT-SPI bridge sends no "container-live" attributes), so
/// the words become the accessible description of the widget that has the keyboard: Orca reads a description
/// change of the object in focus. The description goes when the focus moves on (so it is not read later as if
/// it described that widget; a tooltip, which GTK makes the description, comes back), and a widget with a
/// description of its own (a chart's figure in focus) keeps it.
@MainActor
final class Announcer {
    private let window: Widget
    private var describing: Widget?
    private var following = false

    init(window: Widget) { self.window = window }

    func say(_ text: String) {
        guard !text.isEmpty, let focus = gtk_window_get_focus(cast(window)) else { return }
        if focus != describing {
            // GTK makes a tooltip the description (given back after); any other description is the widget's own.
            let ownDescription =
                gtk_test_accessible_has_property(cast(focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) != 0
                && gtk_widget_get_tooltip_text(focus) == nil
            guard !ownDescription else { return }
            clear()
        }
        focus.setAccessibleDescription(text)
        describing = focus
        if !following {
            following = true
            _ = Signals.connect1(window.raw, "notify::focus-widget") { [weak self] _, _ in self?.clear() }
        }
    }

    private func clear() {
        guard let widget = describing else { return }
        describing = nil
        if let tooltip = gtk_widget_get_tooltip_text(widget) {
            boxoffice_accessible_set_description(widget, tooltip)
        } else {
            gtk_accessible_reset_property(cast(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
        }
    }
}
