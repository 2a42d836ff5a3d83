import CGLib

/// Idle and timeout sources whose closures GLib releases when the source is removed.
public enum MainContextSources {
    public typealias Tick = @MainActor () -> Bool

    /// Calls `tick` every `milliseconds` until it returns false. Returns the source id.
    @discardableResult
    public static func timeout(milliseconds: UInt32, _ tick: @escaping Tick) -> guint {
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds, sourceThunk,
            ClosureBox(tick).retainedPointer(), ClosureBox<Tick>.destroyNotify)
    }

    /// Calls `tick` when the loop is idle until it returns false.
    @discardableResult
    public static func idle(_ tick: @escaping Tick) -> guint {
        g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE, sourceThunk,
            ClosureBox(tick).retainedPointer(), ClosureBox<Tick>.destroyNotify)
    }

    public static func remove(_ id: guint) {
        if id != 0, g_main_context_find_source_by_id(nil, id) != nil { g_source_remove(id) }
    }

    private static let sourceThunk: GSourceFunc = { data in
        let box = ClosureBox<Tick>.from(data!)
        return MainActor.assumeIsolated { box.call() } ? 1 : 0
    }
}
