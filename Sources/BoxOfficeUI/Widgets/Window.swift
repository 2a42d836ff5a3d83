import CAdw
import CGtk
import GLibSupport

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

    /// An AdwWindow, not yet in an application.
    init() { widget = adw_window_new() }

    /// The application it belongs to (nil: none, so it has left it).
    var application: UnsafeMutablePointer<GtkApplication>? {
        get { gtk_window_get_application(pointer) }
        nonmutating set { gtk_window_set_application(pointer, newValue) }
    }

    /// The widget with the keyboard focus (nil: none).
    var focus: Widget? {
        get { gtk_window_get_focus(pointer) }
        nonmutating set { gtk_window_set_focus(pointer, newValue) }
    }

    /// The default width asked for (a window shown again at another size), before it is laid out.
    @discardableResult
    func onDefaultWidthChanged(_ handler: @escaping @MainActor (Int32) -> Void) -> SignalHandler {
        let id = Signals.connect1(raw, "notify::default-width") { w, _ in
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(w.assumingMemoryBound(to: GtkWindow.self), &width, &height)
            handler(width)
        }
        return SignalHandler(instance: raw, id: id)
    }

    var title: String {
        get { gtk_window_get_title(pointer).map { String(cString: $0) } ?? "" }
        nonmutating set { gtk_window_set_title(pointer, newValue) }
    }

    var defaultSize: (width: Int32, height: Int32) {
        get {
            var width: Int32 = 0
            var height: Int32 = 0
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

    /// Blocks its transient parent while it is shown.
    var isModal: Bool {
        get { gtk_window_get_modal(pointer) != 0 }
        nonmutating set { gtk_window_set_modal(pointer, newValue ? 1 : 0) }
    }

    /// Opens `uri` in the app that shows it (a web page in the browser), on behalf of this window.
    func show(uri: String) { gtk_show_uri(pointer, uri, guint32(GDK_CURRENT_TIME)) }

    func present() { gtk_window_present(pointer) }
    /// The way a user closes it: "close-request" first.
    func close() { gtk_window_close(pointer) }
    func destroy() { gtk_window_destroy(pointer) }

    var isActive: Bool { gtk_window_is_active(pointer) != 0 }
}
