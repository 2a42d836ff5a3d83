import BoxOfficeDrawing
import CAdw
import CGtk
import Foundation

extension PNGStream {
    /// The PNG as a GdkTexture (owned by the caller), or nil if GdkPixbuf cannot read it.
    static func texture(_ png: Data) -> OpaquePointer? {
        let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        let texture = gdk_texture_new_from_bytes(bytes, &error)
        if let error { g_error_free(error) }
        return texture.map { OpaquePointer(UnsafeMutableRawPointer($0)) }
    }
}
