import CAdw
import CGtk

/// An AdwWindowTitle: a header's title and subtitle.
struct WindowTitle: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension WindowTitle {
    init(title: String = "", subtitle: String = "") { widget = adw_window_title_new(title, subtitle) }

    var title: String {
        get { adw_window_title_get_title(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { adw_window_title_set_title(pointer, newValue) }
    }

    var subtitle: String {
        get { adw_window_title_get_subtitle(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { adw_window_title_set_subtitle(pointer, newValue) }
    }
}
