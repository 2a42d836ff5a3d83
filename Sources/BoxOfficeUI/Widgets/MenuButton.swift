import CAdw
import CGtk
import GLibSupport

/// A GtkMenuButton: a menu or a popover behind a button.
struct MenuButton: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    /// A widget known to be a GtkMenuButton (one GTK made inside another widget).
    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension MenuButton {
    init() { widget = gtk_menu_button_new() }

    /// Set only when it changes: GTK 4.8 makes a new label and arrow each time.
    var label: String? {
        get { gtk_menu_button_get_label(pointer).map { String(cString: $0) } }
        nonmutating set {
            guard newValue != label else { return }
            gtk_menu_button_set_label(pointer, newValue)
            // GTK 4.8 labels its inner button by the new label again, which is read after the button's name.
            if let inner = firstChild {
                gtk_accessible_reset_relation(cast(inner), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
            }
        }
    }

    var iconName: String? {
        get { gtk_menu_button_get_icon_name(pointer).map { String(cString: $0) } }
        nonmutating set { gtk_menu_button_set_icon_name(pointer, newValue) }
    }

    /// The main menu's button (F10 opens it).
    var isPrimary: Bool {
        get { gtk_menu_button_get_primary(pointer) != 0 }
        nonmutating set { gtk_menu_button_set_primary(pointer, newValue ? 1 : 0) }
    }

    var hasMenu: Bool { gtk_menu_button_get_menu_model(pointer) != nil }

    /// The popover: a menu's (GTK makes it) or one set with `setPopover`.
    var popover: Widget? { gtk_menu_button_get_popover(pointer).map { $0.raw.assumingMemoryBound(to: GtkWidget.self) } }

    /// The button takes the (floating) popover.
    func setPopover(_ popover: some TypedWidget) { gtk_menu_button_set_popover(pointer, popover.widget) }

    /// Builds the popover or menu when the button first opens, keeping it off the launch path; GTK
    /// calls `build` at every opening, so it returns at once when it has built.
    func buildOnOpen(_ build: @escaping @MainActor () -> Void) {
        gtk_menu_button_set_create_popup_func(
            pointer,
            { _, data in
                MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data!).call() }
            }, ClosureBox<@MainActor () -> Void>(build).retainedPointer(),
            ClosureBox<@MainActor () -> Void>.destroyNotify)
    }

    /// Takes the button's tooltip away while `popover` is open and gives it back when it closes: shown
    /// under the pointer that just opened the popover, it covered the popover's first row (the menu's
    /// first item, the calendar's month). The accessible name stays.
    func keepTooltipAsideWhileOpen(_ popover: Widget) {
        final class Kept { var tooltip: String? }
        let kept = Kept()
        let button = self
        Signals.connect(popover.raw, "show") { _ in
            guard let current = button.tooltip else { return }
            kept.tooltip = current
            button.tooltip = nil  // and has-tooltip false
        }
        Signals.connect(popover.raw, "closed") { _ in
            if let tooltip = kept.tooltip, button.tooltip == nil { button.tooltip = tooltip }
            kept.tooltip = nil
        }
    }
}
