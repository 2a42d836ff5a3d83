import BoxOfficeCore
import BoxOfficeStore
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

    /// A key file that is there but cannot be read (here: not UTF-8) holds the other key: saving one key
    /// refuses to write over it; and a key with a line break in it is never written.
    func testSavingNeverLosesTheOtherKeyOrWritesALineBreak() throws {
        let file = KeyFile(url: dir.appendingPathComponent("keys"))
        let garbage = Data([0x6B, 0x61, 0x6B, 0x61, 0x6F, 0x3D, 0xFF, 0xFE, 0x0A])
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: file.url.path, contents: garbage, attributes: [.posixPermissions: 0o600]))
        XCTAssertThrowsError(try file.update { $0.kobis = "0123456789abcdef0123456789abcdef" }) { error in
            XCTAssertEqual(error as? KeyFile.Problem, .unreadable(path: file.url.path))
        }
        XCTAssertEqual(try Data(contentsOf: file.url), garbage, "left as it was")
        try FileManager.default.removeItem(at: file.url)
        XCTAssertThrowsError(try file.save(.init(kobis: "0123456789abcdef\nkakao=evil0123456789")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.url.path))
        try file.save(.init(kobis: "0123456789abcdef0123456789abcdef"))
        XCTAssertEqual(try file.load(), .init(kobis: "0123456789abcdef0123456789abcdef"))
    }

    /// A relative XDG_* or BOXOFFICE_CACHE_DIR is ignored, as the XDG spec says (it would name a folder
    /// under wherever the app was started).
    func testRelativeFoldersFromTheEnvironmentAreIgnored() {
        let relative = AppPaths(environment: [
            "HOME": "/home/a", "XDG_CONFIG_HOME": "cfg", "XDG_CACHE_HOME": "./cache",
            "BOXOFFICE_CACHE_DIR": "boxoffice-cache"
        ])
        XCTAssertEqual(relative.configDirectory.path, "/home/a/.config/kr.boxoffice.BoxOffice")
        XCTAssertEqual(relative.cacheDirectory.path, "/home/a/.cache/kr.boxoffice.BoxOffice")
        let absolute = AppPaths(environment: [
            "HOME": "/home/a", "XDG_CACHE_HOME": "/var/tmp/c", "BOXOFFICE_CACHE_DIR": "/srv/bo"
        ])
        XCTAssertEqual(absolute.cacheDirectory.path, "/srv/bo")
        XCTAssertEqual(
            AppPaths(environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "/var/tmp/c"]).cacheDirectory.path,
            "/var/tmp/c/kr.boxoffice.BoxOffice")
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
        XCTAssertEqual(configuration.keyFileProblem, .readableByOthers(path: file.url.path, mode: "644"))
        XCTAssertTrue(configuration.isSampleMode)
    }

    func testEnvironmentOverridesTheFile() throws {
        let file = KeyFile(url: dir.appendingPathComponent("keys"))
        try file.save(.init(kobis: "fromfile0000", kakao: "kakaofromfile0000"))
        let configuration = AppConfiguration.fromEnvironment(
            ["HOME": dir.path, "BOXOFFICE_KOBIS_KEY": "from-env"], keyFile: file)
        XCTAssertEqual(configuration.kobisKey, "from-env")
        XCTAssertTrue(configuration.kobisKeyFromEnvironment)
        XCTAssertEqual(configuration.kakaoKey, "kakaofromfile0000")
        XCTAssertFalse(configuration.kakaoKeyFromEnvironment)
        XCTAssertFalse(configuration.description.contains("from-env"), "descriptions never show keys")
    }

    /// A key file edited on Windows: CRLF line ends. Every key is read, without a stray "\r".
    func testCRLFLineEndsAreRead() throws {
        let file = KeyFile(url: dir.appendingPathComponent("keys"))
        try file.save(.init())
        try Data("# keys\r\nkobis = \(FixtureAPI.kobisKey)\r\nkakao=\(FixtureAPI.kakaoKey)\r\n".utf8).write(
            to: file.url)
        chmod(file.url.path, 0o600)
        XCTAssertEqual(try file.load(), .init(kobis: FixtureAPI.kobisKey, kakao: FixtureAPI.kakaoKey))
    }

    /// A symlink is judged by the file it points to: a private target is used, a readable one refused.
    func testASymlinkIsJudgedByItsTarget() throws {
        let target = KeyFile(url: dir.appendingPathComponent("real-keys"))
        try target.save(.init(kobis: FixtureAPI.kobisKey))
        let link = KeyFile(url: dir.appendingPathComponent("keys"))
        try FileManager.default.createSymbolicLink(at: link.url, withDestinationURL: target.url)
        XCTAssertEqual(try link.load(), .init(kobis: FixtureAPI.kobisKey))
        chmod(target.url.path, 0o644)
        XCTAssertThrowsError(try link.load()) { error in
            XCTAssertEqual(error as? KeyFile.Problem, .readableByOthers(path: link.url.path, mode: "644"))
        }
        try FileManager.default.removeItem(at: target.url)  // dangling: a sentence, not "no keys"
        XCTAssertThrowsError(try link.load()) { error in
            XCTAssertEqual(error as? KeyFile.Problem, .unreadable(path: link.url.path))
        }
    }

    /// Files the user can edit never trap: a huge file, binary garbage, a folder where the file should be.
    func testGarbageIsASentenceNotACrash() throws {
        let file = KeyFile(url: dir.appendingPathComponent("keys"))
        try file.save(.init())
        try Data(repeating: 0xFF, count: 100).write(to: file.url)
        XCTAssertThrowsError(try file.load()) {
            XCTAssertEqual($0 as? KeyFile.Problem, .unreadable(path: file.url.path))
        }
        try Data(repeating: 0x61, count: 1_000_000).write(to: file.url)
        XCTAssertThrowsError(try file.load()) {
            XCTAssertEqual($0 as? KeyFile.Problem, .unreadable(path: file.url.path))
        }
        try FileManager.default.removeItem(at: file.url)
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        XCTAssertThrowsError(try file.load()) {
            XCTAssertEqual($0 as? KeyFile.Problem, .unreadable(path: file.url.path))
        }
    }

    func testAnUpdateKeepsTheKeysItDoesNotChange() throws {
        let file = KeyFile(url: dir.appendingPathComponent("keys"))
        try file.save(.init(kobis: FixtureAPI.kobisKey, kakao: FixtureAPI.kakaoKey))
        try file.update { $0.kakao = "newkakaokey0000" }
        XCTAssertEqual(try file.load(), .init(kobis: FixtureAPI.kobisKey, kakao: "newkakaokey0000"))
        XCTAssertEqual(mode(file.url), 0o600)
    }
}
