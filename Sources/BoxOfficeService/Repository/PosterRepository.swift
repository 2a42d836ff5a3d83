import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// Finds a film's poster: Kakao image search for the film's `PosterQuery`, then the first usable
/// document whose image downloads and decodes. Images are kept 30 days; a search that found nothing, one day.
@MainActor
public final class PosterRepository {
    static let maxImageBytes = 10 * 1_048_576
    static let candidatesTried = 4
    /// Decoded posters kept in memory, by decoded bytes.
    public nonisolated static let memoryBytes = 64 * 1_048_576

    private let http: HTTPClient
    private var kakao: KakaoImageClient?
    private var kakaoBaseURL: String
    private let cache: DiskCache?
    private let clock: WallClock
    private let policy: CachePolicy
    public var offline: Bool
    private let memory = MemoryCache<String, PosterImage>(
        capacity: 200, costLimit: PosterRepository.memoryBytes,
        cost: { $0.picture.byteCount + $0.data.count })
    /// Bumped when the key changes: work begun with the old key delivers nothing.
    private var keyGeneration = 0

    public init(
        configuration: AppConfiguration, http: HTTPClient, cache: DiskCache?,
        clock: WallClock = SystemClock(), policy: CachePolicy = CachePolicy(), offline: Bool = false
    ) {
        self.http = http
        self.cache = cache
        self.clock = clock
        self.policy = policy
        self.offline = offline
        kakaoBaseURL = configuration.kakaoBaseURL
        kakao = configuration.kakaoKey.map {
            KakaoImageClient(http: http, endpoints: KakaoEndpoints(baseURL: configuration.kakaoBaseURL, key: $0))
        }
    }

    public var hasKey: Bool { kakao != nil }

    /// Decoded bytes held in memory (bounded by `memoryBytes`).
    public var memoryCost: Int { memory.totalCost }

    /// A new Kakao key from Preferences (nil: no posters).
    public func setKakaoKey(_ key: String?) {
        kakao = key.map { KakaoImageClient(http: http, endpoints: KakaoEndpoints(baseURL: kakaoBaseURL, key: $0)) }
        keyGeneration += 1
        memory.removeAll()
    }

    public func poster(for query: PosterQuery) async throws -> PosterImage {
        let movieCode = query.movieCode
        if let hit = memory[movieCode] { return hit }
        let now = clock.now()
        if let saved = cache?.posters.poster(movieCode: movieCode, now: now),
            policy.isPosterFresh(fetchedAt: saved.fetchedAt, now: now) || offline,
            let picture = try? await ImageDecoding.decode(saved.data)
        {
            let image = PosterImage(data: saved.data, sourceURL: saved.sourceURL, picture: picture)
            memory[movieCode] = image
            return image
        }
        guard let kakao else { throw BoxOfficeError.noKey(service: .kakao) }
        guard !offline else {
            throw BoxOfficeError.offlineNotCached(what: tr("The poster of {title}", ["title": query.koreanTitle]))
        }
        let generation = keyGeneration
        let candidates = try await searchResults(query, kakao: kakao, now: now).filter(\.isUsable)
        var lastError: BoxOfficeError?
        for candidate in candidates.prefix(Self.candidatesTried) {
            try Task.checkCancellation()
            do {
                let image = try await download(candidate)
                guard generation == keyGeneration else { throw BoxOfficeError.cancelled }
                cache?.posters.store(
                    movieCode: movieCode, sourceURL: image.sourceURL, data: image.data, fetchedAt: clock.now())
                memory[movieCode] = image
                return image
            } catch let error as BoxOfficeError {
                if error == .cancelled { throw error }
                lastError = error  // try the next document
            }
        }
        if let lastError { throw BoxOfficeError.posterDownloadFailed(reason: lastError.sentence) }
        throw BoxOfficeError.noPosterFound(title: query.koreanTitle)
    }

    private func searchResults(_ query: PosterQuery, kakao: KakaoImageClient, now: Date) async throws
        -> [PosterCandidate]
    {
        if let saved = cache?.database.body(kind: "posterSearch", key: query.movieCode),
            let result = try? ResponseDecoding.kakaoImageSearch(saved.body),
            policy.isPosterSearchFresh(fetchedAt: saved.fetchedAt, now: now, isEmpty: result.documents.isEmpty)
        {
            return result.documents.map(PosterCandidate.init)
        }
        let generation = keyGeneration
        let (candidates, body) = try await kakao.search(query.text)
        guard generation == keyGeneration else { throw BoxOfficeError.cancelled }
        cache?.database.store(kind: "posterSearch", key: query.movieCode, body: body, fetchedAt: clock.now())
        return candidates
    }

    private func download(_ candidate: PosterCandidate) async throws -> PosterImage {
        // A poster's address comes from an image index: it and its redirects may lead only to public hosts,
        // unless the image service itself is on this machine (tests, a local mirror).
        let allowLocal = Endpoint.isLoopback(host: URL(string: kakaoBaseURL)?.host ?? "")
        let response = try await http.fetchPublic(
            candidate.imageURL, service: .poster, maxBytes: Self.maxImageBytes,
            allowLocal: allowLocal)
        guard response.status == 200 else { throw BoxOfficeError.httpStatus(service: .poster, status: response.status) }
        do {
            let picture = try await ImageDecoding.decode(response.body)
            return PosterImage(data: response.body, sourceURL: candidate.imageURL, picture: picture)
        } catch let failure as ImageDecoding.Failure {
            throw failure.boxOfficeError(url: candidate.imageURL)
        }
    }
}
