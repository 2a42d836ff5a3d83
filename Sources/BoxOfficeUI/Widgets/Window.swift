import CAdw
import CGtk

/// A GtkWindow (an AdwWindow or AdwApplicationWindow too).
struct Window: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<GtkWindow> { widget.raw.assumingMemoryBound(to: GtkWindow.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Window {
    /// An AdwWindow in `application` (a secondary window: search, fill, a subject's films).
    init(application: UnsafeMutablePointer<GtkApplication>) {
        widget = adw_window_new()
        gtk_window_set_application(pointer, application)
    }

    var title: String {
        get { gtk_window_get_title(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { gtk_window_set_title(pointer, newValue) }
    }

    var defaultSize: (width: Int32, height: Int32) {
        get {
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(pointer, &width, &height)
            return (width, height)
        }
        nonmutating set { gtk_window_set_default_size(pointer, newValue.width, newValue.height) }
    }

    /// Kept above `parent` and centred on it (nil: none).
    func setTransient(for parent: Widget?) {
        gtk_window_set_transient_for(pointer, parent?.raw.assumingMemoryBound(to: GtkWindow.self))
    }

    /// An AdwWindow's content (under its header bar, which is part of the content).
    func setContent(_ content: some TypedWidget) { adw_window_set_content(pointer(to: AdwWindow.self), content.widget) }

    func present() { gtk_window_present(pointer) }
    /// The way a user closes it: "close-request" first.
    func close() { gtk_window_close(pointer) }
    func destroy() { gtk_window_destroy(pointer) }

    var isActive: Bool { gtk_window_is_active(pointer) != 0 }
}
