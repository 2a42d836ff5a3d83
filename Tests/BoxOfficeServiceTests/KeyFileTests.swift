import BoxOfficeCore
import BoxOfficeService
import Foundation
import LoopbackServer
import XCTest

final class KeyFileTests: XCTestCase {
    var dir: URL!
    override func setUp() { dir = makeTemporaryDirectory("boxoffice-keys") }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    func mode(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    func testSavedKeysAreOwnerOnlyAndLoadBack() throws {
        let file = KeyFile(url: dir.appendingPathComponent("config/kr.boxoffice.BoxOffice/keys"))
        try file.save(.init(kobis: FixtureAPI.kobisKey, kakao: FixtureAPI.kakaoKey))
        XCTAssertEqual(mode(file.url), 0o600)
        XCTAssertEqual(try file.load(), .init(kobis: FixtureAPI.kobisKey, kakao: FixtureAPI.kakaoKey))
        try file.save(.init(kobis: nil, kakao: FixtureAPI.kakaoKey))
        XCTAssertEqual(try file.load(), .init(kobis: nil, kakao: FixtureAPI.kakaoKey))
        XCTAssertEqual(mode(file.url), 0o600)
    }

    func testAFileOthersCanReadIsRefusedWithASentence() throws {
        let file = KeyFile(url: dir.appendingPathComponent("keys"))
        try file.save(.init(kobis: FixtureAPI.kobisKey))
        chmod(file.url.path, 0o644)
        XCTAssertThrowsError(try file.load()) { error in
            let sentence = (error as? KeyFile.Problem)?.sentence ?? ""
            XCTAssertTrue(sentence.contains("can be read by other users (mode 644)"), sentence)
            XCTAssertFalse(sentence.contains(FixtureAPI.kobisKey))
        }
        let configuration = AppConfiguration.fromEnvironment(["HOME": dir.path], keyFile: file)
        XCTAssertNil(configuration.kobisKey, "a refused file is not used")
        XCTAssertNotNil(configuration.keyFileProblem)
        XCTAssertTrue(configuration.isSampleMode)
    }

    func testEnvironmentOverridesTheFile() throws {
        let file = KeyFile(url: dir.appendingPathComponent("keys"))
        try file.save(.init(kobis: "from-file", kakao: "kakao-from-file"))
        let configuration = AppConfiguration.fromEnvironment(["HOME": dir.path, "BOXOFFICE_KOBIS_KEY": "from-env"], keyFile: file)
        XCTAssertEqual(configuration.kobisKey, "from-env")
        XCTAssertTrue(configuration.kobisKeyFromEnvironment)
        XCTAssertEqual(configuration.kakaoKey, "kakao-from-file")
        XCTAssertFalse(configuration.kakaoKeyFromEnvironment)
        XCTAssertFalse(configuration.description.contains("from-env"), "descriptions never show keys")
    }
}
