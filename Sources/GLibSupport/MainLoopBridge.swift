import CGLib
import Dispatch

/// Lets `DispatchQueue.main`, `@MainActor` and `Task` work under a GLib main loop.
///
/// Inside `g_main_loop_run`/`g_application_run` nothing drains libdispatch's main queue, so main-actor
/// jobs would never run. libdispatch signals new main-queue work on an eventfd; a GLib fd source
/// watches it and drains the queue on the GLib thread, which is the main thread.
public enum MainLoopBridge {
    nonisolated(unsafe) private static var sourceID: guint = 0

    /// Installs the bridge once on the default main context. Call before running any loop.
    public static func install() {
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add_full(
            G_PRIORITY_DEFAULT, fd, G_IO_IN,
            { fd, _, _ in
                var value: eventfd_t = 0
                _ = eventfd_read(fd, &value)  // reset the eventfd, or GLib polls it forever
                _dispatch_main_queue_callback_4CF(nil)
                return 1  // G_SOURCE_CONTINUE
            }, nil, nil)
    }

    /// Iterates the default main context until `done()` is true or `timeout` seconds pass.
    /// Returns whether `done()` became true. For tests and the command line.
    @discardableResult
    public static func iterate(timeout: Double, until done: () -> Bool) -> Bool {
        install()
        let deadline = g_get_monotonic_time() + Int(timeout * 1_000_000)
        while !done() {
            if g_get_monotonic_time() > deadline { return false }
            // Blocking iteration wakes for any source; a short timer bounds the wait for the deadline.
            let wake = g_timeout_add(20, { _ in 0 }, nil)
            g_main_context_iteration(nil, 1)
            if g_main_context_find_source_by_id(nil, wake) != nil { g_source_remove(wake) }
        }
        return true
    }

    /// Runs `work` on the main actor while iterating the GLib main context, and returns its result.
    /// Used where there is no `g_application_run`: the command line and tests.
    public static func run<T>(timeout: Double = 60, _ work: @escaping @MainActor () async throws -> T) throws -> T {
        install()
        var outcome: Result<T, Error>?
        Task { @MainActor in
            do { outcome = .success(try await work()) } catch { outcome = .failure(error) }
        }
        guard iterate(timeout: timeout, until: { outcome != nil }) else { throw MainLoopTimeout(seconds: timeout) }
        return try outcome!.get()
    }
}
