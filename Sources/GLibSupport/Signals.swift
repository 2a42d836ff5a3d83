import CGLib

/// Signal connection with closures that GLib owns and releases when the instance is finalized
/// or the handler disconnected. GTK emits signals on the main thread, hence `MainActor.assumeIsolated`.
public enum Signals {
    public typealias Handler = @MainActor (UnsafeMutableRawPointer) -> Void

    /// For signals of the shape `void (*)(GObject *self, gpointer user_data)`.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, after: Bool = false,
        _ handler: @escaping Handler
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { object, data in
            let box = ClosureBox<Handler>.from(data!)
            nonisolated(unsafe) let object = object!
            MainActor.assumeIsolated { box.call(object) }
        }
        return g_signal_connect_data(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox(handler).retainedPointer(), ClosureBox<Handler>.releaseNotify,
            after ? G_CONNECT_AFTER : GConnectFlags(0))
    }

    public typealias Handler1 = @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer?) -> Void

    /// For signals with one pointer argument: `void (*)(GObject *self, gpointer arg, gpointer user_data)`.
    @discardableResult
    public static func connect1(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping Handler1
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { object, arg, data in
            let box = ClosureBox<Handler1>.from(data!)
            nonisolated(unsafe) let object = object!
            nonisolated(unsafe) let arg = arg
            MainActor.assumeIsolated { box.call(object, arg) }
        }
        return g_signal_connect_data(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox(handler).retainedPointer(), ClosureBox<Handler1>.releaseNotify,
            GConnectFlags(0))
    }

    /// For signals with one unsigned/int argument (e.g. GtkListView::activate(guint position)).
    public typealias HandlerUInt = @MainActor (UnsafeMutableRawPointer, UInt32) -> Void
    @discardableResult
    public static func connectUInt(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping HandlerUInt
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, guint, gpointer?) -> Void = { object, value, data in
            let box = ClosureBox<HandlerUInt>.from(data!)
            nonisolated(unsafe) let object = object!
            MainActor.assumeIsolated { box.call(object, value) }
        }
        return g_signal_connect_data(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox(handler).retainedPointer(), ClosureBox<HandlerUInt>.releaseNotify,
            GConnectFlags(0))
    }

    /// For signals with two int arguments (e.g. GtkDrawingArea::resize(int width, int height)).
    public typealias HandlerIntPair = @MainActor (UnsafeMutableRawPointer, Int32, Int32) -> Void
    @discardableResult
    public static func connectIntPair(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping HandlerIntPair
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { object, a, b, data in
            let box = ClosureBox<HandlerIntPair>.from(data!)
            nonisolated(unsafe) let object = object!
            MainActor.assumeIsolated { box.call(object, a, b) }
        }
        return g_signal_connect_data(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox(handler).retainedPointer(), ClosureBox<HandlerIntPair>.releaseNotify,
            GConnectFlags(0))
    }

    /// For signals with a pointer and an int argument (GtkPrintOperation::draw-page(context, page_nr)).
    public typealias HandlerPointerInt = @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer?, Int32) -> Void
    @discardableResult
    public static func connectPointerInt(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping HandlerPointerInt
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?, gint, gpointer?) -> Void = { object, arg, value, data in
            let box = ClosureBox<HandlerPointerInt>.from(data!)
            nonisolated(unsafe) let object = object!
            nonisolated(unsafe) let arg = arg
            MainActor.assumeIsolated { box.call(object, arg, value) }
        }
        return g_signal_connect_data(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox(handler).retainedPointer(), ClosureBox<HandlerPointerInt>.releaseNotify,
            GConnectFlags(0))
    }

    public typealias Predicate = @MainActor (UnsafeMutableRawPointer) -> Bool

    /// For signals that return gboolean, such as GtkWindow::close-request (return true to stop it).
    @discardableResult
    public static func connectReturning(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping Predicate
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { object, data in
            let box = ClosureBox<Predicate>.from(data!)
            nonisolated(unsafe) let object = object!
            return MainActor.assumeIsolated { box.call(object) } ? 1 : 0
        }
        return g_signal_connect_data(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox(handler).retainedPointer(), ClosureBox<Predicate>.releaseNotify,
            GConnectFlags(0))
    }

    /// For signals with two double arguments (GtkEventControllerMotion::motion(x, y)).
    public typealias HandlerDoublePair = @MainActor (UnsafeMutableRawPointer, Double, Double) -> Void
    @discardableResult
    public static func connectDoublePair(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping HandlerDoublePair
    ) -> gulong {
        let thunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { object, a, b, data in
            let box = ClosureBox<HandlerDoublePair>.from(data!)
            nonisolated(unsafe) let object = object!
            MainActor.assumeIsolated { box.call(object, a, b) }
        }
        return g_signal_connect_data(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox(handler).retainedPointer(), ClosureBox<HandlerDoublePair>.releaseNotify,
            GConnectFlags(0))
    }

    public typealias ClickHandler = @MainActor (_ x: Double) -> Void

    /// For GtkGestureClick::pressed: the handler gets the x of the press.
    @discardableResult
    public static func connectClick(_ instance: UnsafeMutableRawPointer, _ handler: @escaping ClickHandler) -> gulong {
        let thunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, _, x, _, data in
            let box = ClosureBox<ClickHandler>.from(data!)
            MainActor.assumeIsolated { box.call(x) }
        }
        return g_signal_connect_data(
            instance, "pressed", unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox(handler).retainedPointer(), ClosureBox<ClickHandler>.releaseNotify,
            GConnectFlags(0))
    }

    /// For GtkGestureClick::pressed where the point matters (a context menu): the handler gets x and y.
    @discardableResult
    public static func connectPress(_ instance: UnsafeMutableRawPointer, _ handler: @escaping HandlerDoublePair)
        -> gulong
    {
        let thunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { object, _, x, y, data in
            let box = ClosureBox<HandlerDoublePair>.from(data!)
            nonisolated(unsafe) let object = object!
            MainActor.assumeIsolated { box.call(object, x, y) }
        }
        return g_signal_connect_data(
            instance, "pressed", unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox(handler).retainedPointer(), ClosureBox<HandlerDoublePair>.releaseNotify,
            GConnectFlags(0))
    }

    public typealias KeyHandler = @MainActor (_ keyval: UInt32, _ modifiers: UInt32) -> Bool

    /// For GtkEventControllerKey::key-pressed (return true when the key was handled).
    @discardableResult
    public static func connectKeyPressed(_ instance: UnsafeMutableRawPointer, _ handler: @escaping KeyHandler) -> gulong
    {
        let thunk: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> gboolean = {
            _, keyval, _, state, data in
            let box = ClosureBox<KeyHandler>.from(data!)
            return MainActor.assumeIsolated { box.call(keyval, state) } ? 1 : 0
        }
        return g_signal_connect_data(
            instance, "key-pressed", unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox(handler).retainedPointer(), ClosureBox<KeyHandler>.releaseNotify,
            GConnectFlags(0))
    }

    public static func block(_ instance: UnsafeMutableRawPointer, _ id: gulong) { g_signal_handler_block(instance, id) }
    public static func unblock(_ instance: UnsafeMutableRawPointer, _ id: gulong) {
        g_signal_handler_unblock(instance, id)
    }
}
