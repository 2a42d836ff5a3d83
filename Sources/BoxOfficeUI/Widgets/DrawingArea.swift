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

    /// Draws with `draw` (cairo context, width, height). GTK owns the closure and releases it when the area goes
    /// or is given another draw function, so whatever it captures lives exactly as long as GTK may call it:
    /// capture an object weakly, and a freed one is simply not drawn (an area from a template can outlive the
    /// Swift object that drew on it).
    func onDraw(_ draw: @escaping @MainActor (OpaquePointer, Double, Double) -> Void) {
        let box = Unmanaged.passRetained(DrawBox(draw)).toOpaque()
        gtk_drawing_area_set_draw_func(
            pointer,
            { _, cr, width, height, data in
                guard let cr, let data else { return }
                nonisolated(unsafe) let c = cr
                MainActor.assumeIsolated {
                    Unmanaged<DrawBox>.fromOpaque(data).takeUnretainedValue().draw(c, Double(width), Double(height))
                }
            }, box, { data in data.map { Unmanaged<DrawBox>.fromOpaque($0).release() } })
    }

    /// Draws with `function` (a C function: `data` is what it gets, and is not released).
    func setDrawFunction(_ function: GtkDrawingAreaDrawFunc?, data: UnsafeMutableRawPointer?) {
        gtk_drawing_area_set_draw_func(pointer, function, data, nil)
    }

    /// Draws again in the next frame.
    func queueDraw() { gtk_widget_queue_draw(widget) }
}

/// A draw closure GTK holds (`DrawingArea.onDraw`), released by its destroy notify.
private final class DrawBox {
    let draw: @MainActor (OpaquePointer, Double, Double) -> Void
    init(_ draw: @escaping @MainActor (OpaquePointer, Double, Double) -> Void) { self.draw = draw }
}
