import CAdw
import CGtk

/// An AdwPreferencesPage: groups of preferences, one page of a preferences window.
struct PreferencesPage: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<AdwPreferencesPage> { pointer(to: AdwPreferencesPage.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension PreferencesPage {
    init(title: String, icon: String) {
        widget = adw_preferences_page_new()
        adw_preferences_page_set_title(pointer, title)
        adw_preferences_page_set_icon_name(pointer, icon)
    }

    func add(_ group: PreferencesGroup) { adw_preferences_page_add(pointer, group.pointer) }
}
