import BoxOfficeCore
import CSoup
import CGLib
import CPixbuf
import Foundation
import GLibSupport

/// Proves bytes are a picture by decoding them with gdk-pixbuf (a poster URL can return an HTML page).
public enum ImageDecoding {
    public struct Size: Equatable, Sendable { public let width: Int; public let height: Int }

    /// The decoded size, or nil when the bytes are not an image gdk-pixbuf can read.
    public static func decodedSize(of data: Data) -> Size? {
        guard !data.isEmpty, let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(loader) }
        var error: UnsafeMutablePointer<GError>?
        let wrote = data.withUnsafeBytes { raw in
            gdk_pixbuf_loader_write(loader, raw.bindMemory(to: guchar.self).baseAddress, gsize(raw.count), &error)
        }
        _ = consumeError(&error)
        let closed = gdk_pixbuf_loader_close(loader, &error)   // always close, or the loader warns
        _ = consumeError(&error)
        guard wrote != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
        return Size(width: Int(gdk_pixbuf_get_width(pixbuf)), height: Int(gdk_pixbuf_get_height(pixbuf)))
    }
}
