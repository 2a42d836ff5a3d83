import BoxOfficeCore
import CAdw
import CGtk
import Foundation
import GLibSupport

/// A decoded picture → a GdkTexture (owned by the caller). No decoding here: the pixels were decoded
/// once, off the main thread, at display size.
enum Textures {
    static func make(_ image: DecodedImage) -> OpaquePointer? {
        guard image.width > 0, image.height > 0, image.rowStride > 0,
            image.pixels.count >= image.rowStride * (image.height - 1) + image.width * (image.hasAlpha ? 4 : 3)
        else { return nil }
        let bytes = image.pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let format = image.hasAlpha ? GDK_MEMORY_R8G8B8A8 : GDK_MEMORY_R8G8B8
        return gdk_memory_texture_new(Int32(image.width), Int32(image.height), format, bytes, gsize(image.rowStride))
            .map { OpaquePointer(UnsafeMutableRawPointer($0)) }
    }
}
