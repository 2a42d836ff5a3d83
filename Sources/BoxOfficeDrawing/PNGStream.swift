import CCairo
import Foundation

/// A cairo surface → PNG bytes in memory (cairo_surface_write_to_png_stream), for the clipboard, a file
/// written atomically, or the command line's `--output`.
public enum PNGStream {
    private final class Sink { var data = Data() }

    public static func write(_ surface: OpaquePointer) -> Data? {
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

    /// `draw` on a white image of `width` × `height` logical pixels, `scale` times as many real ones, as PNG;
    /// nil if cairo could not make it.
    static func png(width: Double, height: Double, scale: Double, draw: (OpaquePointer) -> Void) -> Data? {
        guard
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32((width * scale).rounded()), Int32((height * scale).rounded()))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        cairo_scale(cr, scale, scale)
        ImageColour.background.set(cr)
        cairo_paint(cr)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return write(surface)
    }
}

/// libadwaita's light palette: the window's text, the list's colours for a rank going up or down, the accent.
struct ImageColour {
    let r: Double, g: Double, b: Double
    init(_ hex: UInt32) {
        r = Double((hex >> 16) & 0xff) / 255
        g = Double((hex >> 8) & 0xff) / 255
        b = Double(hex & 0xff) / 255
    }
    func set(_ cr: OpaquePointer, alpha: Double = 1) { cairo_set_source_rgba(cr, r, g, b, alpha) }

    static let background = ImageColour(0xffffff)
    static let ink = ImageColour(0x1e1e1e)
    static let stripe = ImageColour(0xf6f5f4)
    static let accent = ImageColour(0x1c71d8)
    static let up = ImageColour(0xe01b24)
    static let fresh = ImageColour(0xe66100)
}
