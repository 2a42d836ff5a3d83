import CAdw
import CGtk
import GLibSupport

/// A GtkSearchEntry: the text is reported after a pause ("search-changed").
struct SearchEntry: Editable {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension SearchEntry {
    init() { widget = gtk_search_entry_new() }

    /// gtk_search_entry_set_placeholder_text is 4.10; the property is there in 4.8.
    func setPlaceholder(_ text: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING, a macro Swift cannot import
        g_value_set_string(&value, text)
        g_object_set_property(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), "placeholder-text", &value)
        g_value_unset(&value)
    }

    /// The text, once typing pauses.
    @discardableResult
    func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalHandler {
        let id = Signals.connect(raw, "search-changed") { w in
            handler(String(cString: gtk_editable_get_text(OpaquePointer(w))))
        }
        return SignalHandler(instance: raw, id: id)
    }

    /// Down from the field ("next-match").
    @discardableResult
    func onNextMatch(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connect(raw, "next-match") { _ in handler() })
    }

    /// Esc in the field.
    @discardableResult
    func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connect(raw, "stop-search") { _ in handler() })
    }
}
