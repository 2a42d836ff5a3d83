import CAdw
import CGtk
import GLibSupport

/// Renders widgets to PNG in-process, as the user sees them: for tests and the README's screenshots.
@MainActor
public enum Screenshot {
    /// Saves `widget` (a window, usually) to `path`. Returns false if it has not been drawn yet.
    @discardableResult
    public static func save(_ widget: Widget, to path: String, overlays: [(Widget, Double, Double)] = []) -> Bool {
        let width = Double(gtk_widget_get_width(widget))
        let height = Double(gtk_widget_get_height(widget))
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
            let renderer = gtk_native_get_renderer(native)
        else { return false }
        let snapshot = gtk_snapshot_new()!
        append(widget, to: snapshot, x: 0, y: 0)
        for (overlay, x, y) in overlays { append(overlay, to: snapshot, x: x, y: y) }
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { return false }
        defer { g_object_unref(texture.raw) }
        return gdk_texture_save_to_png(texture, path) != 0
    }

    private static func append(_ widget: Widget, to snapshot: OpaquePointer, x: Double, y: Double) {
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(paintable.raw) }
        gtk_snapshot_save(snapshot)
        var point = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_translate(snapshot, &point)
        gdk_paintable_snapshot(
            cast(paintable), cast(snapshot), Double(gtk_widget_get_width(widget)), Double(gtk_widget_get_height(widget))
        )
        gtk_snapshot_restore(snapshot)
    }
}
