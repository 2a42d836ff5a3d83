import CAdw
import CGtk
import GLibSupport

/// An AdwExpanderRow: a row that opens to show rows of its own.
struct ExpanderRow: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<AdwExpanderRow> { pointer(to: AdwExpanderRow.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ExpanderRow {
    /// The title is plain text (escaped: the row reads markup).
    init(title: String = "") {
        widget = adw_expander_row_new()
        if !title.isEmpty { setTitle(title) }
    }

    /// Plain text (escaped: the row reads markup).
    func setTitle(_ title: String) {
        adw_preferences_row_set_title(pointer(to: AdwPreferencesRow.self), Markup.escape(title))
    }

    var isExpanded: Bool {
        get { adw_expander_row_get_expanded(pointer) != 0 }
        nonmutating set { adw_expander_row_set_expanded(pointer, newValue ? 1 : 0) }
    }

    /// Plain text (escaped: the row reads markup).
    var subtitle: String {
        get { adw_expander_row_get_subtitle(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { adw_expander_row_set_subtitle(pointer, Markup.escape(newValue)) }
    }

    func addRow(_ row: some TypedWidget) { adw_expander_row_add_row(pointer, row.widget) }
    func remove(_ row: some TypedWidget) { adw_expander_row_remove(pointer, row.widget) }

    /// Opened or closed, with the new state.
    @discardableResult
    func onExpandedChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandler {
        let id = Signals.connect1(raw, "notify::expanded") { w, _ in
            handler(adw_expander_row_get_expanded(w.assumingMemoryBound(to: AdwExpanderRow.self)) != 0)
        }
        return SignalHandler(instance: raw, id: id)
    }
}
