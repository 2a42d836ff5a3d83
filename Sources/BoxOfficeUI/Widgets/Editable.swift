import CAdw
import CGtk
import GLibSupport

/// Anything with GtkEditable's text: an entry, a search entry, an AdwEntryRow.
protocol Editable: TypedWidget {}

@MainActor
extension Editable {
    private var editable: OpaquePointer { opaque }

    var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        nonmutating set { gtk_editable_set_text(editable, newValue) }
    }

    /// Whether part of the text is selected.
    var hasSelection: Bool {
        var start: Int32 = 0, end: Int32 = 0
        return gtk_editable_get_selection_bounds(editable, &start, &end) != 0
    }

    /// Every change of the text, with the text.
    @discardableResult
    func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalHandler {
        let id = Signals.connect(raw, "changed") { w in
            handler(String(cString: gtk_editable_get_text(OpaquePointer(w))))
        }
        return SignalHandler(instance: raw, id: id)
    }

    /// Enter in the field.
    @discardableResult
    func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connect(raw, "activate") { _ in handler() })
    }
}

/// Any widget that implements GtkEditable, its class unknown (one found in a tree).
struct AnyEditable: Editable {
    let widget: Widget
    init(unchecked widget: Widget) { self.widget = widget }
}

/// A GtkEntry.
struct Entry: Editable {
    let widget: Widget
    var pointer: UnsafeMutablePointer<GtkEntry> { widget.raw.assumingMemoryBound(to: GtkEntry.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Entry {
    init(placeholder: String? = nil) {
        widget = gtk_entry_new()
        if let placeholder { gtk_entry_set_placeholder_text(pointer, placeholder) }
    }

    var placeholder: String? {
        get { gtk_entry_get_placeholder_text(pointer).map { String(cString: $0) } }
        nonmutating set { gtk_entry_set_placeholder_text(pointer, newValue) }
    }
}

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
        g_value_init(&value, GType(16 << 2))   // G_TYPE_STRING, a macro Swift cannot import
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
