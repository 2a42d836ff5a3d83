import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// Builds repositories against the fixture API on loopback, a temporary cache and a manual clock.
class RepositoryTestCase: XCTestCase {
    var dir: URL!
    // 2022-01-10 09:00 KST: 2022-01-05 is long settled, yesterday is 2022-01-09.
    let clock = ManualClock("2022-01-10T00:00:00Z")

    override func setUp() {
        KoreanWords.install()
        dir = makeTemporaryDirectory()
    }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    static var sampleDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Data/sample")
            .standardizedFileURL
    }

    @MainActor func configuration(
        _ api: FixtureAPI?, kobisKey: String? = FixtureAPI.kobisKey,
        kakaoKey: String? = FixtureAPI.kakaoKey
    ) -> AppConfiguration {
        AppConfiguration(
            kobisKey: kobisKey, kakaoKey: kakaoKey,
            kobisBaseURL: api?.kobisURL ?? "http://127.0.0.1:9", kakaoBaseURL: api?.kakaoURL ?? "http://127.0.0.1:9",
            cacheDirectory: dir, sampleDirectory: Self.sampleDirectory)
    }

    @MainActor func repository(_ api: FixtureAPI?, kobisKey: String? = FixtureAPI.kobisKey, offline: Bool = false)
        throws -> BoxOfficeRepository
    {
        BoxOfficeRepository(
            configuration: configuration(api, kobisKey: kobisKey), http: HTTPClient(timeoutSeconds: 2),
            cache: try DiskCache(directory: dir), clock: clock, retry: .none, offline: offline)
    }

    @MainActor func posters(_ api: FixtureAPI?, kakaoKey: String? = FixtureAPI.kakaoKey, offline: Bool = false) throws
        -> PosterRepository
    {
        PosterRepository(
            configuration: configuration(api, kakaoKey: kakaoKey), http: HTTPClient(timeoutSeconds: 2),
            cache: try DiskCache(directory: dir), clock: clock, offline: offline)
    }

    func run(_ work: @escaping @MainActor () async throws -> Void) throws {
        try MainLoopBridge.run(timeout: 20, work)
    }
}
