import CAdw
import CGtk
import GLibSupport

/// A GtkSearchBar: a search entry that slides in (Ctrl+F, or typing in the window it captures keys from).
struct SearchBar: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension SearchBar {
    init() { widget = gtk_search_bar_new() }

    func setChild(_ child: some TypedWidget) { gtk_search_bar_set_child(pointer, child.widget) }

    /// The entry the bar opens for and closes with (Esc).
    func connect(_ entry: SearchEntry) { gtk_search_bar_connect_entry(pointer, entry.pointer) }

    var showsCloseButton: Bool {
        get { gtk_search_bar_get_show_close_button(pointer) != 0 }
        nonmutating set { gtk_search_bar_set_show_close_button(pointer, newValue ? 1 : 0) }
    }

    /// Typing in `widget` (a window) opens the bar with what was typed.
    func captureKeys(from widget: some TypedWidget) { gtk_search_bar_set_key_capture_widget(pointer, widget.widget) }

    /// Open.
    var isSearchModeEnabled: Bool {
        get { gtk_search_bar_get_search_mode(pointer) != 0 }
        nonmutating set { gtk_search_bar_set_search_mode(pointer, newValue ? 1 : 0) }
    }

    /// Opened or closed (Esc, the close button, or set), with the new state.
    @discardableResult
    func onSearchModeChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandler {
        let id = Signals.connect1(raw, "notify::search-mode-enabled") { w, _ in
            handler(gtk_search_bar_get_search_mode(OpaquePointer(w)) != 0)
        }
        return SignalHandler(instance: raw, id: id)
    }
}
