import CGLib

extension SessionBus {
    /// Whether the code running now is a call another process made over the bus (an app action the desktop's
    /// search, a notification's click or `boxoffice --film` asked for), not one of this process's own widgets:
    /// GDBus runs each method call on an exported object from an idle source of its own, which GLib 2.74 names
    /// "[gio, …/gdbusconnection.c] call_in_idle_cb" (`schedule_method_call`; later GLibs name it
    /// "[gio] D-Bus interface method dispatch").
    public static var isDispatchingCall: Bool {
        guard let source = g_main_current_source(), let name = g_source_get_name(source) else { return false }
        let text = String(cString: name)
        return (text.hasPrefix("[gio") && text.contains("gdbusconnection.c") && text.hasSuffix("call_in_idle_cb"))
            || text == "[gio] D-Bus interface method dispatch"
    }
}
