import BoxOfficeCore
import Foundation

/// A poster: the bytes as downloaded (saved to disk, written by `boxoffice poster`) and the picture
/// decoded once at display size (what the window shows).
public struct PosterImage: Sendable, Equatable {
    public let data: Data
    public let sourceURL: String
    public let picture: DecodedImage
    /// The file's own dimensions.
    public var width: Int { picture.sourceWidth }
    public var height: Int { picture.sourceHeight }
}
