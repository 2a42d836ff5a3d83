import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// Runs the built `boxoffice` executable as a user would, while the test's main context keeps
/// serving the loopback API.
struct CommandResult {
    let status: Int32
    let stdout: String
    let stderr: String
    var all: String { stdout + stderr }
}

class CommandLineTestCase: XCTestCase {
    var cacheDir: URL!
    override func setUp() { cacheDir = makeTemporaryDirectory("boxoffice-cli") }
    override func tearDown() { try? FileManager.default.removeItem(at: cacheDir) }

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("boxoffice")
    }

    func environment(
        _ api: FixtureAPI?, kobisKey: String? = FixtureAPI.kobisKey, kakaoKey: String? = FixtureAPI.kakaoKey,
        extra: [String: String] = [:]
    ) -> [String: String] {
        var env = [
            "PATH": "/usr/bin:/bin", "HOME": cacheDir.path, "BOXOFFICE_CACHE_DIR": cacheDir.path, "LANG": "C.UTF-8"
        ]
        // The AddressSanitizer run: the child needs the same options, or it fails on exit.
        for name in ["ASAN_OPTIONS", "G_DEBUG"] { env[name] = ProcessInfo.processInfo.environment[name] }
        // The window's settings: the build's schema, kept in memory (a test that reads them back names a key file).
        env["GSETTINGS_SCHEMA_DIR"] = TestSchemas.prepare().path
        env["GSETTINGS_BACKEND"] = "memory"
        if let api {
            env["BOXOFFICE_KOBIS_URL"] = MainActor.assumeIsolated { api.kobisURL }
            env["BOXOFFICE_KAKAO_URL"] = MainActor.assumeIsolated { api.kakaoURL }
        }
        if let kobisKey { env["BOXOFFICE_KOBIS_KEY"] = kobisKey }
        if let kakaoKey { env["BOXOFFICE_KAKAO_KEY"] = kakaoKey }
        return env.merging(extra) { $1 }
    }

    /// `boxoffice` alone in a folder: the answer is the static command's own, not the app's.
    func alone() throws -> URL {
        let folder = cacheDir.appendingPathComponent("alone")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("boxoffice")
        try FileManager.default.copyItem(at: Self.executable, to: copy)
        return copy
    }

    /// `boxoffice-app` beside `boxoffice`.
    var app: URL { Self.executable.deletingLastPathComponent().appendingPathComponent("boxoffice-app") }

    /// `boxoffice` answers itself (from what is saved); `boxoffice-app` alone must say the same.
    func both(_ args: [String], env: [String: String], file: StaticString = #filePath, line: UInt = #line)
        throws -> CommandResult
    {
        let mine = try boxoffice(args, env: env)
        let theirs = try run(app, args, env: env)
        XCTAssertEqual(mine.stdout, theirs.stdout, "\(args)", file: file, line: line)
        XCTAssertEqual(mine.stderr, theirs.stderr, "\(args)", file: file, line: line)
        XCTAssertEqual(mine.status, theirs.status, "\(args)", file: file, line: line)
        return mine
    }

    func boxoffice(_ args: [String], env: [String: String], timeout: Double = 30) throws -> CommandResult {
        try boxoffice([args], env: env, timeout: timeout)[0]
    }

    /// Runs several `boxoffice` processes at once (each a list of arguments) and waits for all.
    func boxoffice(_ runs: [[String]], env: [String: String], timeout: Double = 30) throws -> [CommandResult] {
        let started = try runs.map { args -> (Process, URL, URL) in
            let out = cacheDir.appendingPathComponent("stdout-\(UUID().uuidString)")
            let err = cacheDir.appendingPathComponent("stderr-\(UUID().uuidString)")
            FileManager.default.createFile(atPath: out.path, contents: nil)
            FileManager.default.createFile(atPath: err.path, contents: nil)
            let process = Process()
            process.executableURL = Self.executable
            process.arguments = args
            process.environment = env
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            try process.run()
            return (process, out, err)
        }
        let finished = MainLoopBridge.iterate(timeout: timeout) { started.allSatisfy { !$0.0.isRunning } }
        if !finished {
            started.forEach { $0.0.terminate() }
            XCTFail("boxoffice \(runs) did not finish in \(timeout) s")
        }
        return try started.map { process, out, err in
            process.waitUntilExit()
            return CommandResult(
                status: process.terminationStatus,
                stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
        }
    }

    /// Runs one program (`boxoffice-app` directly, or a copy of `boxoffice`) and waits for it.
    func run(_ program: URL, _ args: [String], env: [String: String]) throws -> CommandResult {
        let process = Process()
        process.executableURL = program
        process.arguments = args
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Keys must never reach a terminal.
    func assertNoKeys(_ r: CommandResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(r.all.contains(FixtureAPI.kobisKey), "KOBIS key printed", file: file, line: line)
        XCTAssertFalse(r.all.contains(FixtureAPI.kakaoKey), "Kakao key printed", file: file, line: line)
    }

    @MainActor func api() throws -> FixtureAPI { try FixtureAPI() }

    /// Skips a test that shows windows when there is no X display (outside meson-helpers/test.sh's xvfb-run).
    func requireDisplay() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("needs a display: run through meson-helpers/test.sh (xvfb-run)")
        }
    }

    /// po/ko.po compiled the way the build does, into a folder for BOXOFFICE_LOCALE_DIR.
    func compileKoreanCatalogue() throws -> String {
        try XCTUnwrap(
            CompiledCatalogue.compile(CompiledCatalogue.korean, language: "ko", in: cacheDir), "msgfmt refused po/ko.po"
        )
    }

    /// The query of every request the server saw under `prefix`, in order.
    func queries(_ api: FixtureAPI, _ prefix: String) -> [[String: String]] {
        MainActor.assumeIsolated { api.server.requests(to: prefix).map(\.query) }
    }

    func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
}
