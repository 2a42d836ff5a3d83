import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk

/// The About window: an AdwAboutWindow with the app's name, version, links and credits.
struct AboutWindow: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension AboutWindow {
    static let version = "0.1.0"
    static let website = "https://github.com/boxoffice-app/boxoffice"

    /// A new About window over `parent`, not shown yet.
    static func make(parent: Widget?) -> AboutWindow {
        let about = AboutWindow(unchecked: adw_about_window_new())
        let pointer = about.pointer
        adw_about_window_set_application_name(pointer, "BoxOffice")
        adw_about_window_set_application_icon(pointer, AppModel.applicationID)
        adw_about_window_set_version(pointer, version)
        adw_about_window_set_developer_name(pointer, tr("The BoxOffice developers"))
        adw_about_window_set_comments(
            pointer,
            tr(
                "The Korean box office from the Korean Film Council (KOBIS), with posters found through Kakao image search."
            ))
        adw_about_window_set_website(pointer, website)
        adw_about_window_set_issue_url(pointer, website + "/issues")
        adw_about_window_set_license_type(pointer, GTK_LICENSE_MIT_X11)
        withCStrings(["BoxOffice developers https://github.com/boxoffice-app/boxoffice"]) {
            adw_about_window_set_developers(pointer, $0)
        }
        withCStrings([
            tr("Box office data: Korean Film Council (KOBIS) Open API"), tr("Posters: Kakao (Daum) image search")
        ]) {
            adw_about_window_add_acknowledgement_section(pointer, tr("Data"), $0)
        }
        if let parent { Window(unchecked: about.widget).setTransient(for: parent) }
        return about
    }
}

extension AboutWindow: RegisteredWindow {
    var window: Widget { widget }
    func present() { Window(unchecked: widget).present() }
}
