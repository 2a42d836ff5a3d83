import Foundation

/// An image's dimensions read from its first bytes, before any decoder allocates pixels for it:
/// a 2 MB PNG can claim 20000×20000 pixels (1.6 GB decoded).
public enum ImageHeader {
    public static func dimensions(of data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data.prefix(64 * 1024))
        switch ImageFormat(sniffing: data) {
        case .png: return png(b)
        case .gif: return gif(b)
        case .jpeg: return jpeg(b)
        case .webp: return webp(b)
        case nil: return nil
        }
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> Int? { i + 1 < b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : nil }
    private static func le16(_ b: [UInt8], _ i: Int) -> Int? { i + 1 < b.count ? Int(b[i + 1]) << 8 | Int(b[i]) : nil }
    private static func le24(_ b: [UInt8], _ i: Int) -> Int? {
        i + 2 < b.count ? Int(b[i + 2]) << 16 | Int(b[i + 1]) << 8 | Int(b[i]) : nil
    }
    private static func be32(_ b: [UInt8], _ i: Int) -> Int? {
        guard let hi = be16(b, i), let lo = be16(b, i + 2) else { return nil }
        return hi << 16 | lo
    }

    /// IHDR is the first chunk: width and height at bytes 16 and 20.
    private static func png(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8), let w = be32(b, 16), let h = be32(b, 20) else {
            return nil
        }
        return (w, h)
    }

    /// The logical screen size follows the 6-byte signature.
    private static func gif(_ b: [UInt8]) -> (Int, Int)? {
        guard let w = le16(b, 6), let h = le16(b, 8) else { return nil }
        return (w, h)
    }

    /// Walks the segments to the first start-of-frame marker (C0–CF except C4, C8, CC).
    private static func jpeg(_ b: [UInt8]) -> (Int, Int)? {
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF {
                i += 1
                continue
            }  // fill byte
            if marker == 0x01 || (0xD0...0xD8).contains(marker) {
                i += 2
                continue
            }  // no length
            guard let length = be16(b, i + 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let h = be16(b, i + 5), let w = be16(b, i + 7) else { return nil }
                return (w, h)
            }
            i += 2 + length
        }
        return nil
    }

    /// The first chunk after "RIFF....WEBP": VP8 (lossy), VP8L (lossless) or VP8X (extended).
    private static func webp(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 30 else { return nil }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard let w = le16(b, 26), let h = le16(b, 28) else { return nil }
            return (w & 0x3FFF, h & 0x3FFF)
        case "VP8L":
            guard b[20] == 0x2F else { return nil }
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            guard let w = le24(b, 24), let h = le24(b, 27) else { return nil }
            return (w + 1, h + 1)
        default:
            return nil
        }
    }
}
