import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport

/// Ctrl+C in the main window: selected text where there is some (a label or an entry with the focus),
/// otherwise the chart on screen as tab-separated text, which pastes into a spreadsheet as cells: the
/// films `shown` names (the search bar's filter), in their order there (the table's sort).
@MainActor
enum ChartClipboard {
    static func copy(
        _ model: ChartViewModel, shown: [String], window: Widget, toast: @MainActor (String) -> Void
    ) {
        if copySelection(in: window) { return }
        guard let text = model.clipboardText(shown: shown) else { return toast(ChartViewModel.nothingToExport) }
        gdk_clipboard_set_text(gtk_widget_get_clipboard(window), text)
        toast(ChartViewModel.copiedToast)
    }

    /// The accelerator runs before the focused widget sees the key: give text widgets their own copy.
    static func copySelection(in window: Widget) -> Bool {
        guard let root = gtk_widget_get_root(window), let focus = gtk_root_get_focus(root) else { return false }
        let selected: Bool
        if G_TYPE_CHECK_INSTANCE_TYPE(focus.raw, gtk_label_get_type()) {
            selected = Label(unchecked: focus).hasSelection
        } else if G_TYPE_CHECK_INSTANCE_TYPE(focus.raw, gtk_editable_get_type()) {
            selected = AnyEditable(unchecked: focus).hasSelection
        } else {
            selected = false
        }
        return selected && Actions.activate(focus, ClipboardAction.copy)
    }
}
