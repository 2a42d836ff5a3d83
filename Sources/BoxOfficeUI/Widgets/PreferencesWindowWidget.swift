import CAdw
import CGtk

/// An AdwPreferencesWindow: pages of preferences in a window (the app's `PreferencesWindow` is made of one).
struct PreferencesWindowWidget: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<AdwPreferencesWindow> { pointer(to: AdwPreferencesWindow.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension PreferencesWindowWidget {
    init() { widget = adw_preferences_window_new() }

    /// It is a window too.
    var window: Window { Window(unchecked: widget) }

    func add(_ page: PreferencesPage) { adw_preferences_window_add(pointer, page.pointer) }

    /// The search button and Ctrl+F (on by default).
    var isSearchEnabled: Bool {
        get { adw_preferences_window_get_search_enabled(pointer) != 0 }
        nonmutating set { adw_preferences_window_set_search_enabled(pointer, newValue ? 1 : 0) }
    }
}
