import BoxOfficeCore
import Foundation

/// A decoded-and-verified poster image.
public struct PosterImage: Sendable, Equatable {
    public let data: Data
    public let sourceURL: String
    public let width: Int
    public let height: Int
}

/// Finds a film's poster: Kakao image search for "<title> 영화 포스터", then the first usable document
/// whose image downloads and decodes. Search results and images are kept 30 days.
@MainActor
public final class PosterRepository {
    static let maxImageBytes = 10 * 1_048_576
    static let candidatesTried = 4

    private let http: HTTPClient
    private var kakao: KakaoImageClient?
    private var kakaoBaseURL: String
    private let cache: DiskCache?
    private let clock: WallClock
    private let policy: CachePolicy
    public var offline: Bool
    private let memory = MemoryCache<String, PosterImage>(capacity: 40)

    public init(configuration: AppConfiguration, http: HTTPClient, cache: DiskCache?,
                clock: WallClock = SystemClock(), policy: CachePolicy = CachePolicy(), offline: Bool = false) {
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

    /// A new Kakao key from Preferences (nil: no posters).
    public func setKakaoKey(_ key: String?) {
        kakao = key.map { KakaoImageClient(http: http, endpoints: KakaoEndpoints(baseURL: kakaoBaseURL, key: $0)) }
        memory.removeAll()
    }

    public func poster(movieCode: String, title: String) async throws -> PosterImage {
        if let hit = memory[movieCode] { return hit }
        let now = clock.now()
        if let saved = cache?.posters.poster(movieCode: movieCode, now: now),
           policy.isPosterFresh(fetchedAt: saved.fetchedAt, now: now) || offline,
           let size = ImageDecoding.decodedSize(of: saved.data) {
            let image = PosterImage(data: saved.data, sourceURL: saved.sourceURL, width: size.width, height: size.height)
            memory[movieCode] = image
            return image
        }
        guard let kakao else { throw BoxOfficeError.noKey(service: .kakao) }
        guard !offline else { throw BoxOfficeError.offlineNotCached(what: tr("The poster of {title}", ["title": title])) }

        let candidates = try await searchResults(movieCode: movieCode, title: title, kakao: kakao, now: now)
        var lastError: BoxOfficeError?
        for candidate in candidates.filter(\.isUsable).prefix(Self.candidatesTried) {
            try Task.checkCancellation()
            do {
                let image = try await download(candidate)
                cache?.posters.store(movieCode: movieCode, sourceURL: image.sourceURL, data: image.data, fetchedAt: clock.now())
                memory[movieCode] = image
                return image
            } catch let error as BoxOfficeError {
                if error == .cancelled { throw error }
                lastError = error   // try the next document
            }
        }
        _ = lastError
        throw BoxOfficeError.noPosterFound(title: title)
    }

    private func searchResults(movieCode: String, title: String, kakao: KakaoImageClient, now: Date) async throws -> [PosterCandidate] {
        if let saved = cache?.database.body(kind: "posterSearch", key: movieCode),
           policy.isPosterFresh(fetchedAt: saved.fetchedAt, now: now),
           let result = try? ResponseDecoding.kakaoImageSearch(saved.body) {
            return result.documents.map(PosterCandidate.init)
        }
        let (candidates, body) = try await kakao.search(KakaoEndpoints.posterQuery(title: title))
        cache?.database.store(kind: "posterSearch", key: movieCode, body: body, fetchedAt: clock.now())
        return candidates
    }

    private func download(_ candidate: PosterCandidate) async throws -> PosterImage {
        guard let url = URL(string: candidate.imageURL) else { throw BoxOfficeError.notAnImage(url: candidate.imageURL) }
        let response = try await http.fetch(Endpoint(url: url), service: .poster, maxBytes: Self.maxImageBytes)
        guard response.status == 200 else { throw BoxOfficeError.httpStatus(service: .poster, status: response.status) }
        guard let size = ImageDecoding.decodedSize(of: response.body) else {
            throw BoxOfficeError.notAnImage(url: candidate.imageURL)
        }
        return PosterImage(data: response.body, sourceURL: candidate.imageURL, width: size.width, height: size.height)
    }
}
