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
    /// Its name, version, links and credits: `AboutWindow.ui` (an object, not a template: AdwAboutWindow is
    /// final). GTK keeps the window once made; the builder's own reference goes with it.
    static func present(parent: Widget?) {
        guard let window = Builder(resource: "App/AboutWindow.ui").window("about") else { return }
        let about = AboutWindow(unchecked: window.widget)
        withCStrings([
            tr("Box office data: Korean Film Council (KOBIS) Open API"), tr("Posters: Kakao (Daum) image search")
        ]) {
            adw_about_window_add_acknowledgement_section(about.pointer, tr("Data"), $0)
        }
        if let parent { window.setTransient(for: parent) }
        window.present()
    }
}
