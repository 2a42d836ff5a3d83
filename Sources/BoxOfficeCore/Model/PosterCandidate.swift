import Foundation

/// An image Kakao search found for a film, in search order.
public struct PosterCandidate: Hashable, Sendable, Codable {
    public let imageURL: String
    public let thumbnailURL: String
    public let width: Int
    public let height: Int
    public let site: String

    public init(imageURL: String, thumbnailURL: String, width: Int, height: Int, site: String) {
        self.imageURL = imageURL
        self.thumbnailURL = thumbnailURL
        self.width = width
        self.height = height
        self.site = site
    }

    /// A document is usable when its image URL is an absolute http(s) URL with a host and a real size.
    public var isUsable: Bool {
        guard let url = URL(string: imageURL), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else { return false }
        return width > 0 && height > 0
    }
}
