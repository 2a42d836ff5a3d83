import CAdw
import CGtk

/// A GtkProgressBar.
struct ProgressBar: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ProgressBar {
    init() { widget = gtk_progress_bar_new() }

    /// 0 to 1.
    var fraction: Double {
        get { gtk_progress_bar_get_fraction(pointer) }
        nonmutating set { gtk_progress_bar_set_fraction(pointer, newValue) }
    }

    var showsText: Bool {
        get { gtk_progress_bar_get_show_text(pointer) != 0 }
        nonmutating set { gtk_progress_bar_set_show_text(pointer, newValue ? 1 : 0) }
    }
}
