import CAdw
import CGtk

/// A GtkImage: an icon.
struct Image: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Image {
    /// A named icon from the theme (nil: empty until `iconName` is set).
    init(icon: String? = nil) {
        widget = icon.map { gtk_image_new_from_icon_name($0) } ?? gtk_image_new()
    }

    /// An icon that only decorates (a row's arrow): out of the accessibility tree.
    static func decorative(icon: String) -> Image {
        let image = Image(icon: icon)
        image.hideFromScreenReaders()
        return image
    }

    var iconName: String? {
        get { gtk_image_get_icon_name(pointer).map { String(cString: $0) } }
        nonmutating set { gtk_image_set_from_icon_name(pointer, newValue) }
    }
}
