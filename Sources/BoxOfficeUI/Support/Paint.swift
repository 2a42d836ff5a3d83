import CAdw
import CGtk
import GLibSupport

/// Waiting for a window's painted frames: what the launch benchmark, and the benchmark of switching
/// charts and opening films, measure to.
@MainActor
enum Paint {
    /// Runs `callback` once, after `window`'s next painted frame (its first, if it is not mapped yet),
    /// then disconnects.
    static func afterNext(_ window: Widget, _ callback: @escaping () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(window) else {
            var mapHandler: gulong = 0
            mapHandler = Signals.connect(window.raw, "map", after: true) { w in
                g_signal_handler_disconnect(w, mapHandler)
                afterNext(window, callback)  // `w` is `window`
            }
            return
        }
        var paintHandler: gulong = 0
        paintHandler = Signals.connect(clock.raw, "after-paint") { c in
            g_signal_handler_disconnect(c, paintHandler)
            callback()
        }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }
}
