import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Ties a Swift object's bookkeeping to a widget's life: `onDestroy` runs once when the widget goes —
/// for a window, when it leaves the application (closed, or destroyed), since a window a Swift object
/// still holds is never disposed; for any other widget, on its "destroy" signal.
@MainActor
enum Lifetime {
    static func onDestroy(_ target: some GPointer, _ action: @escaping @MainActor () -> Void) {
        let w = target.raw
        guard G_TYPE_CHECK_INSTANCE_TYPE(w, gtk_window_get_type()), let app = Window(unchecked: widget(w)).application
        else {
            Signals.connect(w, "destroy") { _ in action() }
            return
        }
        let handler = HandlerID()
        handler.id = Signals.connect1(UnsafeMutableRawPointer(app), "window-removed") { application, removed in
            guard removed == w else { return }
            g_signal_handler_disconnect(application, handler.id)  // releases this closure
            action()
        }
    }

}

extension Changes {
    /// Observes `parts` (every part when nil) until `widget` goes; the observer is removed then, so a change
    /// never reaches a window that is closed.
    func observe(
        _ parts: Set<Part>? = nil, until widget: some GPointer,
        _ callback: @escaping @MainActor @Sendable (Set<Part>) -> Void
    ) {
        let token = observe(parts, callback)
        Lifetime.onDestroy(widget) { [weak self] in self?.remove(token) }
    }
}

/// A signal handler's id, for a handler that disconnects itself.
private final class HandlerID { var id: gulong = 0 }

/// GLib's type-check macro, which Swift cannot import.
func G_TYPE_CHECK_INSTANCE_TYPE(_ instance: UnsafeMutableRawPointer, _ type: GType) -> Bool {
    g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}
