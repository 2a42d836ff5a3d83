import Foundation

/// A picture decoded once, at display size, as 8-bit RGB or RGBA rows: what a widget turns into a
/// texture without decoding again. `sourceWidth`/`sourceHeight` are the file's own dimensions.
public struct DecodedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rowStride: Int
    public let hasAlpha: Bool
    public let pixels: Data
    public let sourceWidth: Int
    public let sourceHeight: Int

    public init(
        width: Int, height: Int, rowStride: Int, hasAlpha: Bool, pixels: Data, sourceWidth: Int, sourceHeight: Int
    ) {
        self.width = width
        self.height = height
        self.rowStride = rowStride
        self.hasAlpha = hasAlpha
        self.pixels = pixels
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
    }

    /// Memory the pixels take, for caches bounded by decoded bytes.
    public var byteCount: Int { pixels.count }
}
