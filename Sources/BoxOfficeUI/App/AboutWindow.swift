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
    /// A new About window over `parent`, not shown yet: its name, version, links and credits are `AboutWindow.ui`
    /// (an object, not a template: AdwAboutWindow is final). GTK keeps the window once made.
    static func make(parent: Widget?) -> AboutWindow {
        // Built into the binary: a missing object is a build bug, said loudly.
        guard let window = Builder(resource: "App/AboutWindow.ui").window("about") else {
            fatalError("App/AboutWindow.ui: no object \"about\"")
        }
        let about = AboutWindow(unchecked: window.widget)
        withCStrings([
            tr("Box office data: Korean Film Council (KOBIS) Open API"), tr("Posters: Kakao (Daum) image search")
        ]) {
            adw_about_window_add_acknowledgement_section(about.pointer, tr("Data"), $0)
        }
        if let parent { Window(unchecked: about.widget).setTransient(for: parent) }
        return about
    }
}

extension AboutWindow: RegisteredWindow {
    var window: Widget { widget }
    func present() { Window(unchecked: widget).present() }
}
