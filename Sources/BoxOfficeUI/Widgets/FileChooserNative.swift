import CAdw
import CGtk
import GLibSupport

/// A GtkFileChooserNative: the portal's file dialog when there is one, GTK's own otherwise. Not a widget:
/// this object holds its one reference (nobody else does) and drops it with itself.
@MainActor
final class FileChooserNative {
    let pointer: OpaquePointer
    private var dialog: UnsafeMutablePointer<GtkNativeDialog> {
        pointer.raw.assumingMemoryBound(to: GtkNativeDialog.self)
    }

    /// A dialog choosing where to save, kept above `parent`.
    init(saving title: String, parent: Widget, accept: String, cancel: String) {
        pointer = gtk_file_chooser_native_new(
            title, parent.raw.assumingMemoryBound(to: GtkWindow.self),
            GTK_FILE_CHOOSER_ACTION_SAVE, accept, cancel)
    }

    isolated deinit { g_object_unref(pointer.raw) }

    var isModal: Bool {
        get { gtk_native_dialog_get_modal(dialog) != 0 }
        set { gtk_native_dialog_set_modal(dialog, newValue ? 1 : 0) }
    }

    /// The file name offered (saving).
    func setCurrentName(_ name: String) { gtk_file_chooser_set_current_name(pointer, name) }

    func setCurrentFolder(path: String) {
        let file = g_file_new_for_path(path)!
        gtk_file_chooser_set_current_folder(pointer, file, nil)
        g_object_unref(file.raw)
    }

    /// Shows only files matching `patterns` or `mimeTypes`, under `name`.
    func addFilter(name: String, patterns: [String], mimeTypes: [String]) {
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, name)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        for type in mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
        gtk_file_chooser_add_filter(pointer, filter)
        g_object_unref(filter.raw)  // the chooser holds it
    }

    /// The chosen file's path (nil: none, or not a local file).
    var path: String? {
        guard let file = gtk_file_chooser_get_file(pointer) else { return nil }
        defer { g_object_unref(file.raw) }  // transfer full
        guard let p = g_file_get_path(file) else { return nil }
        defer { g_free(p) }
        return String(cString: p)
    }

    /// The window it was kept above (nil: none).
    var transientFor: Window? {
        gtk_native_dialog_get_transient_for(dialog).map {
            Window(unchecked: $0.raw.assumingMemoryBound(to: GtkWidget.self))
        }
    }

    /// The answer: accepted (Save) or not (cancelled, closed).
    @discardableResult
    func onResponse(_ handler: @escaping @MainActor (_ accepted: Bool) -> Void) -> SignalHandler {
        let id = Signals.connectUInt(pointer.raw, "response") { _, response in
            handler(Int32(bitPattern: response) == GTK_RESPONSE_ACCEPT.rawValue)
        }
        return SignalHandler(instance: pointer.raw, id: id)
    }

    func show() { gtk_native_dialog_show(dialog) }
    /// Hides it (for good).
    func destroy() { gtk_native_dialog_destroy(dialog) }
}
