import CGtk
import GLibSupport

/// A widget's tick callback (once per frame, before the frame's layout) from Swift: `tick` runs until it
/// returns false or the widget goes; GLib owns the closure and releases it then.
@MainActor
enum FrameTicks {
    typealias Tick = @MainActor () -> Bool

    /// The callback's id, for `gtk_widget_remove_tick_callback`.
    static func add(_ widget: Widget, _ tick: @escaping Tick) -> guint {
        gtk_widget_add_tick_callback(
            widget,
            { _, _, data in
                MainActor.assumeIsolated { ClosureBox<Tick>.from(data!).call() } ? 1 : 0
            }, ClosureBox(tick).retainedPointer(), ClosureBox<Tick>.destroyNotify)
    }
}
