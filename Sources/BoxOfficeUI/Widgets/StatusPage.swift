import CAdw
import CGtk

/// An AdwStatusPage: an icon, a title, a description and a child, centred.
struct StatusPage: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension StatusPage {
    init(icon: String? = nil, title: String = "") {
        widget = adw_status_page_new()
        if let icon { iconName = icon }
        self.title = title
    }

    var iconName: String? {
        get { adw_status_page_get_icon_name(pointer).map { String(cString: $0) } }
        nonmutating set { adw_status_page_set_icon_name(pointer, newValue) }
    }

    var title: String {
        get { adw_status_page_get_title(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { adw_status_page_set_title(pointer, newValue) }
    }

    /// Plain text: the page reads its description as markup, so it is escaped here.
    var text: String {
        get { adw_status_page_get_description(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { adw_status_page_set_description(pointer, Markup.escape(newValue)) }
    }

    func setChild(_ child: some TypedWidget) { adw_status_page_set_child(pointer, child.widget) }
}
