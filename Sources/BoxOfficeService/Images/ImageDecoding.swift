import BoxOfficeCore
import CGLib
import CPixbuf
import Foundation
import GLibSupport

/// Decodes poster bytes with gdk-pixbuf, defensively: only PNG, JPEG, WebP and GIF (by their first
/// bytes, with that format's loader only), dimensions read from the header before any pixel is
/// decoded (over 4096×4096 is refused), scaled while loading to fit the display box, off the main thread.
public enum ImageDecoding {
    public static let maxDimension = 4096
    /// The largest box a poster is shown in (the detail window's 220×314 at scale 2, with room).
    public static let displayBox = (width: 440, height: 660)

    public enum Failure: Error, Equatable, Sendable {
        case unsupported
        case tooLarge(width: Int, height: Int)
        case undecodable
    }

    /// Decodes on a background thread; the caller's actor is free meanwhile.
    public static func decode(_ data: Data, fitting box: (width: Int, height: Int) = displayBox) async throws
        -> DecodedImage
    {
        let (w, h) = box
        return try await Task.detached(priority: .userInitiated) { try decodeNow(data, fitting: (w, h)) }.value
    }

    /// The synchronous decode `decode` runs off the main thread.
    public static func decodeNow(_ data: Data, fitting box: (width: Int, height: Int) = displayBox) throws
        -> DecodedImage
    {
        guard let format = ImageFormat(sniffing: data) else { throw Failure.unsupported }
        if let (w, h) = ImageHeader.dimensions(of: data), w > maxDimension || h > maxDimension {
            throw Failure.tooLarge(width: w, height: h)
        }
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(format.rawValue, &error) else {
            _ = consumeError(&error)
            throw Failure.unsupported  // that format's loader is not installed
        }
        defer { g_object_unref(loader) }
        let header = HeaderProbe(box: box)
        let handler = withExtendedLifetime(header) {
            g_signal_connect_data(
                loader, "size-prepared", unsafeBitCast(HeaderProbe.sizePrepared, to: GCallback.self),
                Unmanaged.passUnretained(header).toOpaque(), nil, GConnectFlags(0))
        }
        defer { g_signal_handler_disconnect(loader, handler) }

        // Feed the bytes in chunks so an oversized header stops us before the pixels are decoded.
        let chunk = 16 * 1024
        var offset = 0
        var wrote = true
        while offset < data.count, wrote, !header.refused {
            let end = min(offset + chunk, data.count)
            wrote = data[offset..<end].withUnsafeBytes { raw in
                gdk_pixbuf_loader_write(loader, raw.bindMemory(to: guchar.self).baseAddress, gsize(raw.count), &error)
                    != 0
            }
            _ = consumeError(&error)
            offset = end
        }
        let closed = gdk_pixbuf_loader_close(loader, &error) != 0  // always close, or the loader warns
        _ = consumeError(&error)
        if header.refused { throw Failure.tooLarge(width: header.width, height: header.height) }
        guard wrote, closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { throw Failure.undecodable }
        return try copy(pixbuf, sourceWidth: header.width, sourceHeight: header.height)
    }

    private static func copy(_ pixbuf: OpaquePointer, sourceWidth: Int, sourceHeight: Int) throws -> DecodedImage {
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3), width > 0, height > 0,
            let base = gdk_pixbuf_read_pixels(pixbuf)
        else { throw Failure.undecodable }
        let length = Int(gdk_pixbuf_get_byte_length(pixbuf))
        return DecodedImage(
            width: width, height: height, rowStride: Int(gdk_pixbuf_get_rowstride(pixbuf)), hasAlpha: hasAlpha,
            pixels: Data(bytes: base, count: length), sourceWidth: sourceWidth, sourceHeight: sourceHeight)
    }

    /// Receives the header's dimensions: refuses oversized images and asks for a display-sized decode.
    private final class HeaderProbe {
        let box: (width: Int, height: Int)
        var width = 0, height = 0
        var refused = false
        init(box: (width: Int, height: Int)) { self.box = box }

        static let sizePrepared:
            @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
                loader, w, h, data in
                guard let loader, let data else { return }
                let probe = Unmanaged<HeaderProbe>.fromOpaque(data).takeUnretainedValue()
                probe.width = Int(w)
                probe.height = Int(h)
                guard w > 0, h > 0, Int(w) <= maxDimension, Int(h) <= maxDimension else {
                    // The header parse missed it (a GIF frame larger than its screen): stop feeding bytes,
                    // and ask for the smallest decode meanwhile.
                    probe.refused = true
                    gdk_pixbuf_loader_set_size(loader.assumingMemoryBound(to: GdkPixbufLoader.self), 1, 1)
                    return
                }
                let scale = min(1, min(Double(probe.box.width) / Double(w), Double(probe.box.height) / Double(h)))
                if scale < 1 {
                    gdk_pixbuf_loader_set_size(
                        loader.assumingMemoryBound(to: GdkPixbufLoader.self),
                        Int32(max(1, (Double(w) * scale).rounded())), Int32(max(1, (Double(h) * scale).rounded())))
                }
            }
    }
}

extension ImageDecoding.Failure {
    /// The user's sentence for a poster at `url` that failed this way.
    func boxOfficeError(url: String) -> BoxOfficeError {
        switch self {
        case .tooLarge(let width, let height): return .imageTooLarge(width: width, height: height)
        case .unsupported, .undecodable: return .notAnImage(url: url)
        }
    }
}
