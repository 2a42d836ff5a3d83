import CAdw
import CGtk
import Foundation
import GLibSupport

/// Image bytes → a GdkTexture (owned by the caller).
enum Textures {
    static func make(_ data: Data) -> OpaquePointer? {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        let texture = gdk_texture_new_from_bytes(bytes, &error)
        _ = consumeError(&error)
        return texture.map { OpaquePointer(UnsafeMutableRawPointer($0)) }
    }
}
