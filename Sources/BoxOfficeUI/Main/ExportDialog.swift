import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport

/// "Export as CSV…": a save dialog (the portal's when there is one) named after the chart; the file is
/// written by the view-model, and a toast says how it went.
@MainActor
final class ExportDialog {
    /// The open dialog, held until it answers (a GtkNativeDialog has no other owner).
    private(set) var chooser: ObjectRef?
    /// The chart the open dialog will save.
    private var pending: Chart?
    private let toast: @MainActor (String) -> Void

    init(toast: @escaping @MainActor (String) -> Void) { self.toast = toast }

    /// The chart is taken now: what was on screen when the user asked is what gets saved.
    func present(_ model: ChartViewModel, parent: Widget) {
        guard let chart = model.exportableChart else { return toast(ChartViewModel.nothingToExport) }
        if let open = chooser { gtk_native_dialog_destroy(open.cast()) }
        let native = gtk_file_chooser_native_new(tr("Export as CSV"), cast(parent), GTK_FILE_CHOOSER_ACTION_SAVE,
                                                 tr("_Save"), tr("_Cancel"))!
        let dialog = ObjectRef(taking: UnsafeMutableRawPointer(native))
        chooser = dialog
        pending = chart
        gtk_native_dialog_set_modal(cast(native), 1)
        gtk_file_chooser_set_current_name(cast(native), ChartViewModel.csvName(for: chart))
        if let folder = Self.defaultFolder {
            let file = g_file_new_for_path(folder)!
            gtk_file_chooser_set_current_folder(cast(native), file, nil)
            g_object_unref(file.raw)
        }
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, tr("CSV files"))
        gtk_file_filter_add_pattern(filter, "*.csv")
        gtk_file_filter_add_mime_type(filter, "text/csv")
        gtk_file_chooser_add_filter(cast(native), filter)
        g_object_unref(filter.raw)   // the chooser holds it
        Signals.connectUInt(native.raw, "response") { [weak self, weak dialog] _, response in
            guard let self, let dialog, self.chooser === dialog else { return }
            var path: String?
            if Int32(bitPattern: response) == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(cast(dialog.opaque)) {
                if let p = g_file_get_path(file) { path = String(cString: p); g_free(p) }
                g_object_unref(file.raw)
            }
            self.finish(saving: path)
        }
        gtk_native_dialog_show(cast(native))
    }

    /// The dialog answered: saves to `path` (nil: cancelled) and closes it. Tests answer here too, since
    /// GTK's own dialog cannot be driven reliably without a display server's window manager.
    func finish(saving path: String?) {
        guard let dialog = chooser, let chart = pending else { return }
        chooser = nil          // GLib holds the dialog while its signal runs
        pending = nil
        gtk_native_dialog_destroy(dialog.cast())   // hides it, whoever sent the answer
        guard let path else { return }
        toast(ChartViewModel.writeCSV(chart, to: URL(fileURLWithPath: path)))
    }

    /// Documents, else home: where a spreadsheet file is looked for.
    private static var defaultFolder: String? {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first?.path
        if let documents, FileManager.default.fileExists(atPath: documents) { return documents }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }
}

/// Ctrl+C in the main window: selected text where there is some (a label or an entry with the focus),
/// otherwise the whole chart on screen as tab-separated text, which pastes into a spreadsheet as cells.
@MainActor
enum ChartClipboard {
    static func copy(_ model: ChartViewModel, window: Widget, toast: @MainActor (String) -> Void) {
        if copySelection(in: window) { return }
        guard let text = model.clipboardText else { return toast(ChartViewModel.nothingToExport) }
        gdk_clipboard_set_text(gtk_widget_get_clipboard(window), text)
        toast(ChartViewModel.copiedToast)
    }

    /// The accelerator runs before the focused widget sees the key: give text widgets their own copy.
    private static func copySelection(in window: Widget) -> Bool {
        guard let root = gtk_widget_get_root(window), let focus = gtk_root_get_focus(root) else { return false }
        var start: Int32 = 0, end: Int32 = 0
        let selected: Bool
        if G_TYPE_CHECK_INSTANCE_TYPE(focus.raw, gtk_label_get_type()) {
            selected = gtk_label_get_selection_bounds(cast(focus), &start, &end) != 0
        } else if G_TYPE_CHECK_INSTANCE_TYPE(focus.raw, gtk_editable_get_type()) {
            selected = gtk_editable_get_selection_bounds(cast(focus), &start, &end) != 0
        } else {
            selected = false
        }
        return selected && gtk_widget_activate_action_variant(focus, "clipboard.copy", nil) != 0
    }
}
