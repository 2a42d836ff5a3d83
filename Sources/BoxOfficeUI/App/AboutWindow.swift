import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk

@MainActor
enum AboutWindow {
    static let version = "0.1.0"
    static let website = "https://github.com/boxoffice-app/boxoffice"

    static func present(parent: Widget?) {
        let about = adw_about_window_new()!
        adw_about_window_set_application_name(cast(about), "BoxOffice")
        adw_about_window_set_application_icon(cast(about), AppModel.applicationID)
        adw_about_window_set_version(cast(about), version)
        adw_about_window_set_developer_name(cast(about), tr("The BoxOffice developers"))
        adw_about_window_set_comments(cast(about), tr("The Korean box office from the Korean Film Council (KOBIS), with posters found through Kakao image search."))
        adw_about_window_set_website(cast(about), website)
        adw_about_window_set_issue_url(cast(about), website + "/issues")
        adw_about_window_set_license_type(cast(about), GTK_LICENSE_MIT_X11)
        withCStrings(["BoxOffice developers https://github.com/boxoffice-app/boxoffice"]) {
            adw_about_window_set_developers(cast(about), $0)
        }
        withCStrings([tr("Box office data: Korean Film Council (KOBIS) Open API"), tr("Posters: Kakao (Daum) image search")]) {
            adw_about_window_add_acknowledgement_section(cast(about), tr("Data"), $0)
        }
        if let parent { gtk_window_set_transient_for(cast(about), cast(parent)) }
        gtk_window_present(cast(about))
    }
}
