import Foundation
import XCTest

/// Runs meson-helpers/fuzz.sh against the built `boxoffice`: 200 mutated KOBIS and Kakao responses and
/// poster images, each of which must end in a result or one sentence, without a hang and without a key on
/// screen. How long runs take is the script's report, not a pass or fail here.
/// The harness serves the responses itself (Python), so waiting for it here blocks nothing.
final class FuzzTests: XCTestCase {
    func testTwoHundredMutatedResponsesEachEndInAResultOrOneSentence() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("boxoffice")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-fuzz-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Files, not pipes: the harness may print more than a pipe holds before it exits.
        let out = scratch.appendingPathComponent("stdout")
        let err = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            root.appendingPathComponent("meson-helpers/fuzz.sh").path,
            "200", "--seed", "7", "--binary", executable.path
        ]
        process.currentDirectoryURL = root
        var env = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": scratch.path, "TMPDIR": scratch.path]
        for name in ["ASAN_OPTIONS", "G_DEBUG"] {
            if let value = ProcessInfo.processInfo.environment[name] { env[name] = value }
        }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()

        let stdout = String(decoding: try Data(contentsOf: out), as: UTF8.self)
        let stderr = String(decoding: try Data(contentsOf: err), as: UTF8.self)
        let whole = stdout + (stderr.isEmpty ? "" : "\n--- stderr ---\n" + stderr)
        XCTAssertEqual(process.terminationReason, .exit, whole)
        XCTAssertEqual(process.terminationStatus, 0, whole)
        XCTAssertTrue(stdout.split(separator: "\n").contains("fuzz: 200 passed, 0 failed"), whole)
        // The timings, for the log.
        for line in stdout.split(separator: "\n")
        where line.hasPrefix("fuzz: run time") || line.hasPrefix("fuzz: slowest") {
            print(line)
        }
    }
}
