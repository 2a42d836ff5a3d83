import CAdw
import CGtk

/// An AdwPreferencesGroup: a titled list of rows.
struct PreferencesGroup: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<AdwPreferencesGroup> { pointer(to: AdwPreferencesGroup.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension PreferencesGroup {
    /// Title and description are plain text (libadwaita reads them as markup: escaped here).
    init(title: String, description: String? = nil) {
        widget = adw_preferences_group_new()
        adw_preferences_group_set_title(pointer, Markup.escape(title))
        if let description { adw_preferences_group_set_description(pointer, Markup.escape(description)) }
    }

    /// Plain text (escaped); libadwaita ignores a title set again unchanged.
    func setTitle(_ title: String) { adw_preferences_group_set_title(pointer, Markup.escape(title)) }

    func add(_ child: some TypedWidget) { adw_preferences_group_add(pointer, child.widget) }
}
