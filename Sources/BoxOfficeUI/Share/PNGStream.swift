import CAdw
import CGtk
import Foundation

/// A cairo surface → PNG bytes in memory (cairo_surface_write_to_png_stream), for the clipboard and for
/// a file written atomically.
enum PNGStream {
    private final class Sink { var data = Data() }

    static func write(_ surface: OpaquePointer) -> Data? {
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS && !sink.data.isEmpty ? sink.data : nil
    }

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
