import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// A GtkPicture showing a decoded poster.
struct Picture: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Picture {
    init(fit: GtkContentFit) {
        widget = gtk_picture_new()
        gtk_picture_set_content_fit(pointer, fit)
    }

    /// Shows `image`; false (and nothing changes) when its pixels cannot make a texture.
    @discardableResult
    func show(_ image: DecodedImage) -> Bool {
        guard let texture = Textures.make(image) else { return false }
        gtk_picture_set_paintable(pointer, texture)
        g_object_unref(texture.raw)  // ours from Textures.make; the picture keeps its own
        return true
    }

    /// Lets the image go.
    func clear() { gtk_picture_set_paintable(pointer, nil) }

    var holdsImage: Bool { gtk_picture_get_paintable(pointer) != nil }
}
