import CAdw
import CGtk
import GLibSupport

/// A GtkDrawingArea: drawn by the app (with cairo), or empty to report its size.
struct DrawingArea: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension DrawingArea {
    init() { widget = gtk_drawing_area_new() }

    /// Its new width and height, each time it is given a size.
    @discardableResult
    func onResize(_ handler: @escaping @MainActor (Int32, Int32) -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connectIntPair(raw, "resize") { _, width, height in handler(width, height) })
    }
}
