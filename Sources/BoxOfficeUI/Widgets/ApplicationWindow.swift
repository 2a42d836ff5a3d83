import CAdw
import CGtk

/// An AdwApplicationWindow: an application's main window.
struct ApplicationWindow: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<AdwApplicationWindow> { pointer(to: AdwApplicationWindow.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ApplicationWindow {
    init(application: UnsafeMutablePointer<GtkApplication>) { widget = adw_application_window_new(application) }

    /// It is a window too.
    var window: Window { Window(unchecked: widget) }

    /// Its whole content (the header bar is part of it).
    func setContent(_ content: some TypedWidget) { adw_application_window_set_content(pointer, content.widget) }

    /// The keyboard shortcuts window GtkApplication made for it from gtk/help-overlay.ui.
    var helpOverlay: Widget? {
        gtk_application_window_get_help_overlay(pointer(to: GtkApplicationWindow.self)).map { BoxOfficeUI.widget($0) }
    }
}
