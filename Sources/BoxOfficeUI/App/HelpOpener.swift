import BoxOfficeCore
import CAdw
import CGtk
import Foundation
import GLibSupport

/// F1 and the menu's Help. The guide is Mallard, read by whatever handles `help:` URIs (Yelp on GNOME). Without
/// one GTK would only say that the link cannot be shown, so: the guide as HTML in the web browser when it is
/// installed, else a dialog that says the Help app is needed and how to install it.
@MainActor
enum HelpOpener {
    static let uri = "help:kr.boxoffice.BoxOffice"
    static let close = "close"
    static let openHTML = "open-html"

    /// Opens the guide for `parent` (the window in front); returns the dialog when one was shown.
    @discardableResult
    static func open(parent: UnsafeMutablePointer<GtkWindow>?, htmlIndex: URL?) -> Widget? {
        if hasHandler(scheme: "help") {
            gtk_show_uri(parent, uri, guint32(GDK_CURRENT_TIME))
            return nil
        }
        let browsable = htmlIndex.flatMap { hasHandler(scheme: "file") || hasBrowser ? $0 : nil }
        return ask(parent: parent, html: browsable, pages: htmlIndex)
    }

    /// The dialog: the Help app is missing; where the guide's HTML pages are, and a button opening them in the
    /// browser when one is installed.
    private static func ask(parent: UnsafeMutablePointer<GtkWindow>?, html: URL?, pages: URL?) -> Widget? {
        var body = tr(
            "BoxOffice’s guide is read in the Help app (Yelp), which is not installed. Install it with “sudo apt install yelp”, then press F1 again."
        )
        if let pages { body += "\n\n" + tr("The guide’s pages are also in {folder}.", ["folder": pages.path]) }
        guard let dialog = adw_message_dialog_new(parent, tr("The Guide Needs the Help App"), body) else { return nil }
        let pointer: UnsafeMutablePointer<AdwMessageDialog> = cast(dialog)
        adw_message_dialog_add_response(pointer, close, tr("_Close"))
        if html != nil {
            adw_message_dialog_add_response(pointer, openHTML, tr("_Open in Browser"))
            adw_message_dialog_set_default_response(pointer, openHTML)
        } else {
            adw_message_dialog_set_default_response(pointer, close)
        }
        adw_message_dialog_set_close_response(pointer, close)
        Signals.connect1(UnsafeMutableRawPointer(dialog), "response") { _, response in
            guard let response, let html,
                String(cString: response.assumingMemoryBound(to: CChar.self)) == openHTML
            else { return }
            gtk_show_uri(parent, html.absoluteString, guint32(GDK_CURRENT_TIME))
        }
        gtk_window_present(cast(dialog))
        return dialog
    }

    private static func hasHandler(scheme: String) -> Bool {
        guard let info = g_app_info_get_default_for_uri_scheme(scheme) else { return false }
        g_object_unref(UnsafeMutableRawPointer(info))
        return true
    }

    /// An application that opens HTML files (a local file's URI goes to the type's handler).
    private static var hasBrowser: Bool {
        guard let info = g_app_info_get_default_for_type("text/html", 0) else { return false }
        g_object_unref(UnsafeMutableRawPointer(info))
        return true
    }
}
