import CAdw
import CGtk
import GLibSupport

/// A GtkDrawingArea: drawn by the app (with cairo), or empty to report its size.
struct DrawingArea: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<GtkDrawingArea> { pointer(to: GtkDrawingArea.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension DrawingArea {
    init() { widget = gtk_drawing_area_new() }

    /// Its new width and height, each time it is given a size.
    @discardableResult
    func onResize(_ handler: @escaping @MainActor (Int32, Int32) -> Void) -> SignalHandler {
        SignalHandler(
            instance: raw, id: Signals.connectIntPair(raw, "resize") { _, width, height in handler(width, height) })
    }

    /// Draws with `function` (a C function: `data` is what it gets, and is not released).
    func setDrawFunction(_ function: GtkDrawingAreaDrawFunc?, data: UnsafeMutableRawPointer?) {
        gtk_drawing_area_set_draw_func(pointer, function, data, nil)
    }

    /// Draws again in the next frame.
    func queueDraw() { gtk_widget_queue_draw(widget) }
}
