import BoxOfficeCore
import CGtk
import GLibSupport

/// GTK's shortcut labels write the Enter key as "⏎", which the app's fonts draw as a faint box that reads as a broken
/// icon; the keyboard shortcuts window of every application window (`help-overlay.ui`) says "Enter" instead.
@MainActor
enum ShortcutKeyLabels {
    /// Mends the help overlay of each window the application adds (GTK gives it one as the window is added).
    static func follow(_ application: UnsafeMutablePointer<GtkApplication>) {
        Signals.connect1(UnsafeMutableRawPointer(application), "window-added") { _, window in
            guard let window, G_TYPE_CHECK_INSTANCE_TYPE(window, gtk_application_window_get_type()),
                let overlay = gtk_application_window_get_help_overlay(
                    window.assumingMemoryBound(to: GtkApplicationWindow.self))
            else { return }
            mend(widget(overlay))
        }
    }

    /// Every "⏎" label under `root` made "Enter" (translated).
    static func mend(_ root: Widget) {
        var child = gtk_widget_get_first_child(root)
        while let c = child {
            if G_TYPE_CHECK_INSTANCE_TYPE(UnsafeMutableRawPointer(c), gtk_label_get_type()),
                String(cString: gtk_label_get_label(cast(c))) == "⏎"
            {
                gtk_label_set_label(cast(c), tr("Enter"))
            }
            mend(c)
            child = gtk_widget_get_next_sibling(c)
        }
    }
}
