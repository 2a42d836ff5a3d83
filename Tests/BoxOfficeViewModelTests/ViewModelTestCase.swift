import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

class ViewModelTestCase: XCTestCase {
    var dir: URL!
    /// The settings every app of one test shares (GSettings in the real app), in memory, seeded from the test's
    /// state.ini when first needed.
    lazy var settings = AppSettings(inMemoryFrom: dir.appendingPathComponent("state.ini"))
    // 2022-01-06 10:00 KST: yesterday is 2022-01-05, the day in the fixtures.
    let clock = ManualClock("2022-01-06T01:00:00Z")

    override func setUp() {
        KoreanWords.install()
        dir = makeTemporaryDirectory("boxoffice-vm")
    }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    static let sampleDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Data/sample").standardizedFileURL

    @MainActor func app(
        _ api: FixtureAPI?, kobisKey: String? = FixtureAPI.kobisKey, kakaoKey: String? = FixtureAPI.kakaoKey,
        initialDay: Day? = nil
    ) -> AppModel {
        let configuration = AppConfiguration(
            kobisKey: kobisKey, kakaoKey: kakaoKey,
            kobisBaseURL: api?.kobisURL ?? "http://127.0.0.1:9",
            kakaoBaseURL: api?.kakaoURL ?? "http://127.0.0.1:9",
            cacheDirectory: dir.appendingPathComponent("cache"),
            sampleDirectory: Self.sampleDirectory)
        return AppModel(
            services: services(configuration), settings: settings, language: .korean, initialDay: initialDay)
    }

    /// The services a test app runs on: the fixture API, files in the test's folder, the manual clock.
    @MainActor func services(
        _ configuration: AppConfiguration, connectivity: Connectivity? = nil
    ) -> AppServices {
        AppServices(
            configuration: configuration, clock: clock, retry: .none, connectivity: connectivity,
            keyFile: KeyFile(url: dir.appendingPathComponent("keys")))
    }

    func run(timeout: Double = 20, _ work: @escaping @MainActor () async throws -> Void) throws {
        try MainLoopBridge.run(timeout: timeout, work)
    }

    /// Waits (serving the loop) until `condition` holds.
    @MainActor func waitUntil(_ what: String, timeout: Double = 5, _ condition: @escaping () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline {
                XCTFail("timed out waiting for \(what)")
                return
            }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }
}
