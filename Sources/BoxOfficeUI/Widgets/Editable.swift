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
        var start: Int32 = 0
        var end: Int32 = 0
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
