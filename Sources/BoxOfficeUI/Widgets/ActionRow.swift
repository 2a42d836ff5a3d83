import CAdw
import CGtk
import GLibSupport

/// An AdwActionRow: a title, a subtitle and widgets at its ends.
struct ActionRow: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<AdwActionRow> { pointer(to: AdwActionRow.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ActionRow {
    /// Title and subtitle are plain text (escaped: the row reads markup).
    init(title: String, subtitle: String? = nil) {
        widget = adw_action_row_new()
        adw_preferences_row_set_title(pointer(to: AdwPreferencesRow.self), Markup.escape(title))
        if let subtitle { self.subtitle = subtitle }
    }

    /// Plain text (escaped: the row reads markup).
    func setTitle(_ title: String) {
        adw_preferences_row_set_title(pointer(to: AdwPreferencesRow.self), Markup.escape(title))
    }

    var subtitle: String {
        get { adw_action_row_get_subtitle(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { adw_action_row_set_subtitle(pointer, Markup.escape(newValue)) }
    }

    /// An underlined letter in the title ("_Check every day") is its Alt mnemonic.
    var usesUnderline: Bool {
        get { adw_preferences_row_get_use_underline(pointer(to: AdwPreferencesRow.self)) != 0 }
        nonmutating set { adw_preferences_row_set_use_underline(pointer(to: AdwPreferencesRow.self), newValue ? 1 : 0) }
    }

    /// 0: as many lines as the text needs.
    var titleLines: Int32 {
        get { adw_action_row_get_title_lines(pointer) }
        nonmutating set { adw_action_row_set_title_lines(pointer, newValue) }
    }

    var subtitleLines: Int32 {
        get { adw_action_row_get_subtitle_lines(pointer) }
        nonmutating set { adw_action_row_set_subtitle_lines(pointer, newValue) }
    }

    /// Enter or a click activates it (a row in a list box).
    var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(pointer(to: GtkListBoxRow.self)) != 0 }
        nonmutating set { gtk_list_box_row_set_activatable(pointer(to: GtkListBoxRow.self), newValue ? 1 : 0) }
    }

    func addPrefix(_ child: some TypedWidget) { adw_action_row_add_prefix(pointer, child.widget) }
    func addSuffix(_ child: some TypedWidget) { adw_action_row_add_suffix(pointer, child.widget) }

    /// Enter or a click on an activatable row.
    @discardableResult
    func onActivated(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connect(raw, "activated") { _ in handler() })
    }

    /// The widget a click on the row activates.
    func setActivatableWidget(_ child: some TypedWidget) {
        adw_action_row_set_activatable_widget(pointer, child.widget)
    }
}
