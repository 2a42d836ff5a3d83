import CGLib
import CPixbuf
import Foundation

/// Pictures made for tests: real PNGs of a given size, and a PNG whose header claims a size it does
/// not have (the shape of a decompression bomb).
public enum TestImages {
    /// A real, decodable PNG of `width`×`height` (a vertical gradient, so scaling is visible).
    public static func png(width: Int, height: Int) -> Data {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height))!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels + y * stride + x * 3
                p[0] = UInt8(y * 255 / max(1, height - 1))
                p[1] = 80
                p[2] = UInt8(x * 255 / max(1, width - 1))
            }
        }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, &error) != 0, let buffer else {
            fatalError("could not encode a test PNG")
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    /// A small PNG file whose IHDR says `width`×`height`, followed by an IEND: what a hostile host
    /// sends to make a decoder allocate gigabytes.
    public static func pngClaiming(width: Int, height: Int) -> Data {
        func be32(_ v: Int) -> [UInt8] {
            [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(data.count) + body + be32(Int(crc32(body)))
        }
        let ihdr = be32(width) + be32(height) + [8, 2, 0, 0, 0]
        let bytes: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
            + chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]) + chunk("IEND", [])
        return Data(bytes)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
