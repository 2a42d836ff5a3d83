import CAdw
import CGtk
import GLibSupport

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
