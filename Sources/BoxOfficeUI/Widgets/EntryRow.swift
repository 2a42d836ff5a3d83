import CAdw
import CGtk
import GLibSupport

/// An AdwEntryRow (and AdwPasswordEntryRow, its subclass): an entry shaped as a row.
struct EntryRow: Editable {
    let widget: Widget
    var pointer: UnsafeMutablePointer<AdwEntryRow> { pointer(to: AdwEntryRow.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension EntryRow {
    init(title: String, password: Bool = false) {
        widget = password ? adw_password_entry_row_new() : adw_entry_row_new()
        adw_preferences_row_set_title(pointer(to: AdwPreferencesRow.self), title)
    }

    /// An Apply button that shows once the text changes ("apply" when pressed).
    var showsApplyButton: Bool {
        get { adw_entry_row_get_show_apply_button(pointer) != 0 }
        nonmutating set { adw_entry_row_set_show_apply_button(pointer, newValue ? 1 : 0) }
    }

    /// The row's title (the entry's label while it is empty, above the text once typed).
    var title: String {
        get { String(cString: adw_preferences_row_get_title(pointer(to: AdwPreferencesRow.self))) }
        nonmutating set { adw_preferences_row_set_title(pointer(to: AdwPreferencesRow.self), newValue) }
    }

    func addSuffix(_ child: some TypedWidget) { adw_entry_row_add_suffix(pointer, child.widget) }

    /// The Apply button (or Enter with it shown).
    @discardableResult
    func onApply(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connect(raw, "apply") { _ in handler() })
    }
}
