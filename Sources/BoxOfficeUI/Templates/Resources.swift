import CGtk
import Foundation

/// The app's GResource (every `.ui` template, `gtk/help-overlay.ui`, the menus), compiled from
/// `BoxOffice.gresource.xml` by the CompileResources plugin and registered once, before the first
/// template class is made and before the application starts (GtkApplication looks for
/// `gtk/help-overlay.ui` under its resource base path, `/kr/boxoffice/BoxOffice`).
@MainActor
enum Resources {
    static let prefix = "/kr/boxoffice/BoxOffice"
    private static var registered = false

    static func register() {
        if registered { return }
        registered = true
        // Built into the binary by the plugin: a missing or broken bundle is a build bug, said loudly.
        guard let data = Data(base64Encoded: compiledResources) else {
            fatalError("BoxOffice.gresource: the compiled resources are not base64")
        }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(bytes, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_error_free(error)
            fatalError("BoxOffice.gresource: \(message)")
        }
        g_resources_register(resource)  // the registry keeps its own reference for the process
        g_resource_unref(resource)
    }

    /// The full resource path of a file in the bundle ("Follow/FollowingWindow.ui").
    static func path(_ file: String) -> String { "\(prefix)/\(file)" }
}
