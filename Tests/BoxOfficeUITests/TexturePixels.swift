import CGtk
import GLibSupport

@testable import BoxOfficeUI

/// A texture's pixels, downloaded (cairo's byte order: B, G, R, A).
struct TexturePixels {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    @MainActor init(_ texture: OpaquePointer) {
        let width = Int(gdk_texture_get_width(cast(texture)))
        let height = Int(gdk_texture_get_height(cast(texture)))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(cast(texture), $0.baseAddress, gsize(width * 4)) }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    func rgb(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return [bytes[i + 2], bytes[i + 1], bytes[i]]
    }

    /// The share of pixels in the band passing `test` (given R, G, B).
    func fraction(rows: Range<Int>? = nil, columns: Range<Int>? = nil, _ test: ([UInt8]) -> Bool) -> Double {
        let ys = rows ?? 0..<height
        let xs = columns ?? 0..<width
        var hits = 0
        for y in ys { for x in xs where test(rgb(x: x, y: y)) { hits += 1 } }
        return Double(hits) / Double(max(1, ys.count * xs.count))
    }
}
