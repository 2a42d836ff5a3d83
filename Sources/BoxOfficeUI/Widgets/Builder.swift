import CAdw
import CGtk

/// A GtkBuilder over XML (the shortcuts window, GTK's one way to make it): this object holds the
/// builder's reference, and the objects it made live at least as long.
@MainActor
final class Builder {
    private let builder: OpaquePointer

    init(xml: String) { builder = gtk_builder_new_from_string(xml, -1) }

    /// A `.ui` file of the app's GResource ("App/AboutWindow.ui").
    init(resource: String) {
        Resources.register()
        builder = gtk_builder_new_from_resource(Resources.path(resource))
    }

    isolated deinit { g_object_unref(builder.raw) }

    /// The window made for `id` (GTK keeps a toplevel window once it is shown).
    func window(_ id: String) -> Window? {
        gtk_builder_get_object(builder, id).map { Window(unchecked: $0.raw.assumingMemoryBound(to: GtkWidget.self)) }
    }
}
