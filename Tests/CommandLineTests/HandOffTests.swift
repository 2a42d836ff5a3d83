import Foundation
import LoopbackServer
import XCTest

/// `boxoffice` answers what is saved itself and hands the rest to `boxoffice-app` beside it.
final class HandOffTests: CommandLineTestCase {
    /// A copy of `boxoffice` alone in a folder: a cached answer still works, anything else is one
    /// sentence naming the missing program, with the shell's status for "command not found".
    func testWithoutTheAppBesideItTheCommandSaysSo() throws {
        let alone = cacheDir.appendingPathComponent("alone")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        let copy = alone.appendingPathComponent("boxoffice")
        try FileManager.default.copyItem(at: Self.executable, to: copy)
        let env = environment(nil, kobisKey: nil, kakaoKey: nil, extra: ["BOXOFFICE_DATA_DIR": Self.dataDirectory.path])

        let sample = try run(copy, ["daily", "--date", "2022-01-05", "--format", "csv"], env: env)
        XCTAssertEqual(sample.status, 0, sample.stderr)
        XCTAssertTrue(sample.stdout.contains("경관의 피"), sample.stdout)

        let window = try run(copy, ["regions"], env: env)
        XCTAssertEqual(window.status, 127)
        XCTAssertEqual(
            window.stderr, "boxoffice: cannot start \(alone.path)/boxoffice-app: No such file or directory.\n")
        XCTAssertEqual(window.stdout, "")
    }

    /// The app's own answer for what `boxoffice` does not answer: the same sentence whichever program says it.
    func testWhatItHandsOnIsAnsweredByTheApp() throws {
        let env = environment(nil, kobisKey: nil, kakaoKey: nil)
        let help = try boxoffice(["daily", "--help"], env: env)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("OVERVIEW: Print a day's top 10."), help.stdout)
        // A repeated option is the app's to read (the last one wins there), not the small parser's.
        let repeated = try boxoffice(["daily", "--date", "2022-01-05", "--date", "2022-01-06"], env: env)
        XCTAssertEqual(repeated.status, 1)
        XCTAssertTrue(
            repeated.stderr.hasPrefix("boxoffice: The sample data has no box office for 2022-01-06;"), repeated.stderr)
    }

    /// A damaged cache: `boxoffice` leaves it alone and prints nothing; the app moves it aside and says so
    /// once, then answers (offline with a key, from the sample's day).
    func testADamagedCacheIsToldOnce() throws {
        let file = cacheDir.appendingPathComponent("cache.sqlite")
        try Data(repeating: 0x42, count: 8192).write(to: file)
        let env = environment(nil, extra: ["BOXOFFICE_DATA_DIR": Self.dataDirectory.path])
        let r = try boxoffice(["daily", "--date", "2022-01-05", "--offline", "--format", "csv"], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("경관의 피"), r.stdout)
        XCTAssertEqual(r.stderr.components(separatedBy: "is damaged").count - 1, 1, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path + ".corrupt"))
    }

    /// A cache whose reads fail: `boxoffice` says nothing of its own and hands on, so the user reads what
    /// `boxoffice-app` alone prints.
    func testAFailedCacheReadIsToldOnce() throws {
        let env = environment(nil, extra: ["BOXOFFICE_DATA_DIR": Self.dataDirectory.path])
        XCTAssertEqual(try boxoffice(["run", "20199882"], env: env).status, 2)  // makes the database
        let drop = Process()
        drop.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        drop.arguments = [
            "-c", "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('DROP TABLE response'); c.commit()",
            cacheDir.appendingPathComponent("cache.sqlite").path
        ]
        try drop.run()
        drop.waitUntilExit()
        XCTAssertEqual(drop.terminationStatus, 0)
        let args = ["daily", "--date", "2022-01-05", "--offline", "--format", "csv"]
        let r = try boxoffice(args, env: env)
        let app = try run(
            Self.executable.deletingLastPathComponent().appendingPathComponent("boxoffice-app"), args, env: env)
        XCTAssertTrue(app.stderr.contains("boxoffice: warning: could not read daily 20220105 in the cache"), app.stderr)
        XCTAssertEqual(r.stderr, app.stderr)
        XCTAssertEqual(r.stdout, app.stdout)
        XCTAssertEqual(r.status, app.status)
    }

    static var dataDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Data")
            .standardizedFileURL
    }
}
