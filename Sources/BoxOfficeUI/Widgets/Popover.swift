import CAdw
import CGtk
import GLibSupport

/// A GtkPopover: a child shown over the window, pointing at the widget that opened it.
struct Popover: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<GtkPopover> { pointer(to: GtkPopover.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Popover {
    init(_ child: (any TypedWidget)? = nil) {
        widget = gtk_popover_new()
        if let child { setChild(child) }
    }

    func setChild(_ child: some TypedWidget) { gtk_popover_set_child(pointer, child.widget) }

    /// Closes it (with its animation).
    func popdown() { gtk_popover_popdown(pointer) }

    /// About to open.
    @discardableResult
    func onShow(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connect(raw, "show") { _ in handler() })
    }

    /// Closed (Esc, a click outside, `popdown`).
    @discardableResult
    func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connect(raw, "closed") { _ in handler() })
    }
}
