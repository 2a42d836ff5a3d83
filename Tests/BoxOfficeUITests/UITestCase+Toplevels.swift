import CAdw
import CGtk
import Foundation

@testable import BoxOfficeUI

extension UITestCase {
    /// The save dialog GTK shows for the native chooser when there is no portal (as under Xvfb).
    @MainActor func fileChooserDialog() -> Widget? {
        toplevel {
            G_TYPE_CHECK_INSTANCE_TYPE($0, gtk_file_chooser_dialog_get_type()) && gtk_widget_get_mapped(widget($0)) != 0
        }
    }

    /// The keyboard shortcuts window, when one is open.
    @MainActor func shortcutsWindow() -> Widget? {
        toplevel { G_TYPE_CHECK_INSTANCE_TYPE($0, gtk_shortcuts_window_get_type()) }
    }

    /// The About window, when one is open.
    @MainActor func aboutWindow() -> Widget? {
        toplevel { G_TYPE_CHECK_INSTANCE_TYPE($0, adw_about_window_get_type()) }
    }

    /// A libadwaita message dialog on screen, when one is.
    @MainActor func messageDialog() -> Widget? {
        toplevel {
            G_TYPE_CHECK_INSTANCE_TYPE($0, adw_message_dialog_get_type()) && gtk_widget_get_mapped(widget($0)) != 0
        }
    }

    /// The first of the application's top-level windows `test` picks.
    @MainActor private func toplevel(where test: (UnsafeMutableRawPointer) -> Bool) -> Widget? {
        toplevels().first { test($0.raw) }
    }

    /// Every top-level window of the process, shown or not (GTK's list, which holds a window until it is destroyed).
    @MainActor func toplevels() -> [Widget] {
        guard let list = gtk_window_get_toplevels() else { return [] }
        return (0..<g_list_model_get_n_items(list)).compactMap { i in
            guard let w = g_list_model_get_item(list, i) else { return nil }
            defer { g_object_unref(w) }
            return widget(w)
        }
    }
}
