import BoxOfficeCore
import BoxOfficeService

/// Grid cards ask for posters lazily; each request is a task the card cancels when it is recycled.
@MainActor
public final class PosterThumbnails {
    private let posters: PosterRepository

    public init(posters: PosterRepository) { self.posters = posters }

    public var isAvailable: Bool { posters.hasKey }

    /// Starts loading; `deliver` runs only if the task was not cancelled and a poster was found.
    public func load(_ query: PosterQuery, deliver: @escaping @MainActor (DecodedImage) -> Void) -> Task<Void, Never>? {
        guard posters.hasKey else { return nil }
        let posters = self.posters
        return Task { @MainActor in
            guard let image = try? await posters.poster(for: query), !Task.isCancelled else { return }
            deliver(image.picture)
        }
    }
}
